import { useEffect, useRef, useState } from 'react';
import { COPIED_CONFIRMATION_MS } from '../rules/constants';
import { shareResult } from './share-result';

export const COPIED_TEXT = 'Copied! ✓';

export function ShareButton({ text }: { text: string }) {
  const [confirming, setConfirming] = useState(false);
  const [manualCopy, setManualCopy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const manualBox = useRef<HTMLTextAreaElement>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (manualCopy) manualBox.current?.select();
  }, [manualCopy]);

  const share = async () => {
    const outcome = await shareResult(text);
    if (outcome === 'unavailable') {
      setManualCopy(true);
      return;
    }
    if (outcome === 'cancelled') return;
    setConfirming(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setConfirming(false), COPIED_CONFIRMATION_MS);
  };

  return (
    <div className="share">
      <button type="button" className="share-button" onClick={() => void share()} aria-live="polite">
        {confirming ? COPIED_TEXT : 'Share Results'}
      </button>
      {manualCopy && (
        <label className="manual-copy">
          <span>Copying is not available here. Select the text below and copy it:</span>
          <textarea
            ref={manualBox}
            readOnly
            value={text}
            rows={text.split('\n').length}
            onFocus={(e) => e.currentTarget.select()}
          />
        </label>
      )}
    </div>
  );
}
