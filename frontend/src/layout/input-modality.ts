/**
 * Whether the player's latest input was a key press (rather than a mouse, pen or touch press).
 * Focus moved by script shows its ring only then: browsers otherwise ring a dialog's button
 * even when the dialog was opened with a click.
 */
let keyboardLast = false;
let watching = false;

/**
 * Starts following the player's input. Called as the page's script starts: the dialogs' chunks,
 * which move focus, arrive later, and a key pressed before then must still count.
 */
export function watchInputModality(target: Pick<Document, 'addEventListener'> = document): void {
  if (watching) return;
  watching = true;
  target.addEventListener('keydown', () => (keyboardLast = true), true);
  target.addEventListener('pointerdown', () => (keyboardLast = false), true);
}

/** Focuses an element, showing the focus ring only to a keyboard player. */
export function focusForInput(element: HTMLElement | null | undefined): void {
  element?.focus({ focusVisible: keyboardLast });
}
