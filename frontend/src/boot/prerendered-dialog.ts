/**
 * How To Play is prerendered into the page beside the app (a dialog is a portal, which React
 * does not hydrate). The app's dialog adopts that copy (dialogs/Dialog.tsx): it stays on screen,
 * as it was painted, until the dialog closes or is no longer wanted.
 */
export const PRERENDERED_DIALOG_ATTRIBUTE = 'data-prerendered-dialog';
/** The name of How To Play's copy, the one dialog the page prerenders. */
export const PRERENDERED_HELP = 'help';
/** The copy's element, found by its attribute. */
export const PRERENDERED_DIALOG = '[data-prerendered-dialog]';

export function hasPrerenderedDialog(): boolean {
  return document.querySelector(PRERENDERED_DIALOG) !== null;
}

/** The panel (`role="dialog"`) of the prerendered copy of the dialog `name`, when the page holds one. */
export function prerenderedDialogPanel(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${PRERENDERED_DIALOG_ATTRIBUTE}="${name}"] [role="dialog"]`);
}

export function removePrerenderedDialog(): void {
  document.querySelector(PRERENDERED_DIALOG)?.remove();
}
