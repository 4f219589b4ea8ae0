/**
 * How To Play is prerendered into the page beside the app (a dialog is a portal, which React
 * does not hydrate). The copy stays until the dialog itself opens, or is no longer wanted.
 */
export const PRERENDERED_DIALOG_ATTRIBUTE = 'data-prerendered-dialog';
/** The copy's element, found by its attribute. */
export const PRERENDERED_DIALOG = '[data-prerendered-dialog]';

export function hasPrerenderedDialog(): boolean {
  return document.querySelector(PRERENDERED_DIALOG) !== null;
}

export function removePrerenderedDialog(): void {
  document.querySelector(PRERENDERED_DIALOG)?.remove();
}
