/** What the page knows about the game its address names: still asking, playable, or not. */
export type LinkStatus =
  { state: 'checking' } | { state: 'playable'; date: string | null } | { state: 'unavailable'; reason: string };

export const LINK_MESSAGES = {
  challengeGone:
    'This challenge does not exist: the link may be mistyped, or the challenge is so old that it was removed.',
  notInArchive: (gameNumber: number, latest: number) =>
    latest < 1
      ? `Game ${gameNumber} is not in the archive: there are no earlier games yet.`
      : `Game ${gameNumber} is not in the archive: it holds games 1 to ${latest}.`,
  checkFailed: 'This game could not be loaded. Check your connection and reload the page.',
};
