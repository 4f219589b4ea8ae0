import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../layout/icons';
import { focusForInput } from '../layout/input-modality';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

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

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog: closes by its button, a click on the overlay or Escape; keeps focus inside
 * while open and hands it back to where it was when it closes.
 */
export function Dialog({ title, onClose, children, className }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useScrollLock();

  // Kept in a ref: under StrictMode the effect runs twice, and the second run would take the
  // dialog's own button for the opener.
  const opener = useRef<HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    if (opener.current === undefined) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    focusForInput(panel.current?.querySelector<HTMLElement>(FOCUSABLE));
    return () => {
      const element = opener.current;
      // After the page behind has left `inert`, which happens in the same commit.
      setTimeout(() => focusForInput(element), 0);
    };
  }, []);
  const pressStartedOnOverlay = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = panel.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <div
      className="overlay"
      data-testid="dialog-overlay"
      onMouseDown={(event) => {
        pressStartedOnOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A text selection dragged out of the panel ends on the overlay: not a close.
        if (event.target === event.currentTarget && pressStartedOnOverlay.current) onClose();
      }}
    >
      <div
        ref={panel}
        className={`dialog ${className ?? ''}`}
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
    </div>,
    document.body,
  );
}
