/**
 * How To Play is prerendered into the page beside the app (a dialog is a portal, which React
 * does not hydrate). On a first visit that copy is How To Play until the player closes it: the
 * head script closes it (head/record-early-input.ts), the app keeps focus and scroll to it
 * (use-prerendered-help.ts), and it goes once How To Play is no longer open.
 */
export const PRERENDERED_DIALOG_ATTRIBUTE = 'data-prerendered-dialog';
/** The name of How To Play's copy, the one dialog the page prerenders. */
export const PRERENDERED_HELP = 'help';
/** The copy's element, found by its attribute. */
export const PRERENDERED_DIALOG = '[data-prerendered-dialog]';

export function hasPrerenderedDialog(): boolean {
  return document.querySelector(PRERENDERED_DIALOG) !== null;
}

/** The Close button of How To Play's prerendered copy (its one control), while the page holds the copy. */
export function prerenderedHelpClose(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`${PRERENDERED_DIALOG} button`);
}

export function removePrerenderedDialog(): void {
  document.querySelector(PRERENDERED_DIALOG)?.remove();
}
