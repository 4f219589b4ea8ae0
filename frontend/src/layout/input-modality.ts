/**
 * Whether the player's latest input was a key press (rather than a mouse, pen or touch press).
 * Focus moved by script shows its ring only then: browsers otherwise ring a dialog's button
 * even when the dialog was opened with a click.
 */
let keyboardLast = false;

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (keyboardLast = true), true);
  document.addEventListener('pointerdown', () => (keyboardLast = false), true);
}

/** Focuses an element, showing the focus ring only to a keyboard player. */
export function focusForInput(element: HTMLElement | null | undefined): void {
  element?.focus({ focusVisible: keyboardLast });
}
