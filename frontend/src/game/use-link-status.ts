import { useEffect, useState } from 'react';
import { ApiError } from '../api/api-error';
import type { GameLink } from '../lib/game-link';
import { useServices } from '../services/services';

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

/** Checks an archive number against the archive, and a challenge id against the server. */
export function useLinkStatus(link: GameLink): LinkStatus {
  const { api } = useServices();
  const [status, setStatus] = useState<LinkStatus>(() =>
    link.kind === 'broken'
      ? { state: 'unavailable', reason: link.reason }
      : link.kind === 'daily'
        ? { state: 'playable', date: null }
        : { state: 'checking' },
  );
  useEffect(() => {
    let current = true;
    const settle = (next: LinkStatus) => {
      if (current) setStatus(next);
    };
    if (link.kind === 'archive') {
      api.archive().then(
        (archive) => {
          const game = archive.games.find((entry) => entry.gameNumber === link.gameNumber);
          settle(
            game
              ? { state: 'playable', date: game.date }
              : {
                  state: 'unavailable',
                  reason: LINK_MESSAGES.notInArchive(link.gameNumber, archive.today.gameNumber - 1),
                },
          );
        },
        () => settle({ state: 'unavailable', reason: LINK_MESSAGES.checkFailed }),
      );
    } else if (link.kind === 'challenge') {
      api.challenge(link.id).then(
        () => settle({ state: 'playable', date: null }),
        (error: unknown) =>
          settle({
            state: 'unavailable',
            reason:
              error instanceof ApiError && error.status === 404
                ? LINK_MESSAGES.challengeGone
                : LINK_MESSAGES.checkFailed,
          }),
      );
    }
    return () => {
      current = false;
    };
  }, [api, link]);
  return status;
}
