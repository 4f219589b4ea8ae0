/** The events that tell a player is using the page: a key, or a press of a pointer anywhere. */
export const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * Runs work at the player's first key or press on the page: the chunks a player needs only once
 * they play (the dialogs, recording a finished game). A page that is only looked at fetches and
 * runs none of them; on a phone each was tens of milliseconds of main-thread work during the load.
 * The service worker keeps the dialogs' chunks meanwhile, so one asked for first comes from it.
 * The work runs at the first of each kind of event, so it may run twice: it must be safe to
 * repeat, as fetching a chunk is (a chunk is fetched once).
 */
export function afterFirstInput(work: () => void, target: EventTarget = window): void {
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, work, { capture: true, once: true });
}
