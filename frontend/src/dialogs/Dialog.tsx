import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../layout/icons';
import { focusForInput } from '../layout/input-modality';
import { firstFocusable, keepTabInside } from '../layout/focus-trap';

/** Locks page scroll for as long as the calling component is mounted. */
function useScrollLock() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

/**
 * Where a dialog goes: at the end of the page's body, or (the build's prerender, which has no
 * page) right where it is rendered.
 */
const InPlace = createContext(false);

export function DialogsInPlace({ children }: { children: ReactNode }) {
  return <InPlace.Provider value>{children}</InPlace.Provider>;
}

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Another dialog is open on top of this one: this one is inert and leaves the keys to it. */
  covered?: boolean;
}

/**
 * A modal dialog: closes by its button, a click on the overlay or Escape; keeps focus inside
 * while open and hands it back to where it was when it closes.
 */
export function Dialog({ title, onClose, children, className, covered = false }: DialogProps) {
  const titleId = useId();
  const inPlace = useContext(InPlace);
  const panel = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  const coveredRef = useRef(covered);
  useEffect(() => {
    onCloseRef.current = onClose;
    coveredRef.current = covered;
  });
  useScrollLock();

  // Kept in a ref: under StrictMode the effect runs twice, and the second run would take the
  // dialog's own button for the opener.
  const opener = useRef<HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    if (opener.current === undefined) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    focusForInput(firstFocusable(panel.current));
    return () => {
      const element = opener.current;
      // After the page behind has left `inert`, which happens in the same commit.
      setTimeout(() => focusForInput(element), 0);
    };
  }, []);
  const pressStartedOnOverlay = useRef(false);

  // In the commit that shows the dialog: an Escape pressed before the effects after it still closes it.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (coveredRef.current) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      keepTabInside(event, panel.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const overlay = (
    <div
      className="overlay"
      data-testid="dialog-overlay"
      inert={covered}
      onMouseDown={(event) => {
        pressStartedOnOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A text selection dragged out of the panel ends on the overlay: not a close.
        if (event.target === event.currentTarget && pressStartedOnOverlay.current) onClose();
      }}
    >
      <div
        ref={(element) => {
          panel.current = element;
        }}
        className={`dialog ${className ?? ''}${inPlace ? ' settled' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
  return inPlace ? overlay : createPortal(overlay, document.body);
}
