import { useState } from 'react';
import { CopyField } from './CopyField';

interface ShareLinkProps {
  /** What the copy field says the link is for. */
  label: string;
  link: string;
  /** The share sheet's title and the text it sends before the link. */
  title: string;
  text: string;
}

/**
 * A link to pass on (a league's, a challenge's, a transfer's): the phone's share sheet where there
 * is one, and Copy, which is all a browser without one shows.
 */
export function ShareLink({ label, link, title, text }: ShareLinkProps) {
  const [failed, setFailed] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    setFailed(false);
    try {
      await navigator.share({ title, text, url: link });
    } catch (error) {
      // The player closing the sheet is no failure.
      setFailed(!(error instanceof DOMException && error.name === 'AbortError'));
    }
  };
  return (
    <div className="share-link">
      <CopyField label={label} value={link} />
      {canShare && (
        <button type="button" className="share-link-button" onClick={() => void share()}>
          Share link
        </button>
      )}
      {failed && <p role="status">Sharing is not available here: copy the link instead.</p>}
    </div>
  );
}
