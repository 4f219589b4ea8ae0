import { useId, useRef, useState } from 'react';

/** A text to pass on (a link, a code): shown selectable, with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      input.current?.select();
      setCopied(false);
    }
  };
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field-row">
        <input id={id} ref={input} readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="copy-field-status" aria-live="polite">
        {copied === true
          ? 'Copied! ✓'
          : copied === false
            ? 'Copying is not available here: the text is selected, copy it yourself.'
            : ''}
      </p>
    </div>
  );
}
