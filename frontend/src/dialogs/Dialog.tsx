import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../layout/icons';
import { focusForInput } from '../layout/input-modality';
import { prerenderedDialogPanel } from '../boot';

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
  /**
   * The name of the dialog's copy in the prerendered page (boot/), if it has one: when the page
   * still shows that copy, the dialog adopts it instead of drawing itself again.
   */
  prerendered?: string;
}

/**
 * A modal dialog: closes by its button, a click on the overlay or Escape; keeps focus inside
 * while open and hands it back to where it was when it closes.
 */
export function Dialog({ title, onClose, children, className, covered = false, prerendered }: DialogProps) {
  const titleId = useId();
  const inPlace = useContext(InPlace);
  // How To Play on a first visit is on screen from the first paint, as the build prerendered it
  // with this very component. The dialog adopts that copy: its keys, focus and scroll lock work on
  // the copy's panel, and nothing is drawn, laid out or painted again. Its Close button and overlay
  // close it through the page's head script (boot/), which has listened since before the app ran;
  // the copy goes once the dialog is no longer open (app/use-open-dialog.ts).
  const [copy] = useState(() => (prerendered && !inPlace ? prerenderedDialogPanel(prerendered) : null));
  const panel = useRef<HTMLElement | null>(copy);
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
    focusForInput(panel.current?.querySelector<HTMLElement>(FOCUSABLE));
    return () => {
      const element = opener.current;
      // After the page behind has left `inert`, which happens in the same commit.
      setTimeout(() => focusForInput(element), 0);
    };
  }, []);
  const pressStartedOnOverlay = useRef(false);

  // In the commit that shows the dialog (or adopts the prerendered copy as the page is taken
  // over): an Escape pressed before the effects after it still closes it.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (coveredRef.current) return;
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

  if (copy) return null;
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
