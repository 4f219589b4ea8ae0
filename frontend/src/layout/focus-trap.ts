/**
 * What Tab can reach inside a dialog. Links by `a[href]`: a bare `[href]` also matched the `<use>`
 * inside each icon, so a dialog whose last button held an icon let Tab out of it.
 */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

/** The first element of `panel` that Tab can reach. */
export function firstFocusable(panel: HTMLElement | null): HTMLElement | null {
  return panel?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

/**
 * Keeps Tab and Shift+Tab inside a modal dialog's panel: from its last element Tab goes to its
 * first, and back; from outside it, into it. Other keys pass.
 */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (event.key !== 'Tab' || !panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
