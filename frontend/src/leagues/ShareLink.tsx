import { useState } from 'react';
import { CopyField } from '../dialogs/CopyField';

/** A league's link, for friends: the phone's share sheet where there is one, and Copy. */
export function ShareLink({ name, link }: { name: string; link: string }) {
  const [failed, setFailed] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: name, text: `Join my Hexle league “${name}”`, url: link });
    } catch (error) {
      // The player closing the sheet is no failure.
      setFailed(!(error instanceof DOMException && error.name === 'AbortError'));
    }
  };
  return (
    <div className="league-link">
      <CopyField label="Send this link to friends to join" value={link} />
      {canShare && (
        <button type="button" className="league-button" onClick={() => void share()}>
          Share link
        </button>
      )}
      {failed && <p role="status">Sharing is not available here: copy the link instead.</p>}
    </div>
  );
}
