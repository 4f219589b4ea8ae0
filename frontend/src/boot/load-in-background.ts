/** A chunk the page fetches on its own: a dialog's, the occasional API calls'... */
export interface Chunk {
  load: () => Promise<unknown>;
}

/**
 * Fetches chunks (the dialogs', the occasional API calls'...) from the player's first input, so none
 * competes with the page's load, and each is here before a player needs it.
 * Each starts in a quiet moment of its own (`schedule`): started together they made one long
 * task. One that fails (offline) does not hold the others back; it is fetched again when opened.
 */
export function loadInBackground(chunks: readonly Chunk[], schedule: (work: () => void) => void): void {
  for (const chunk of chunks) schedule(() => void chunk.load().catch(() => {}));
}
