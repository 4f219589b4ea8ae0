import { ApiError } from '../../api/api-error';
import { challengeLink } from '../../rules/share-links';
import { LINK_CHECK_FAILED } from './link-status';
import { sideGame } from './side-game';
import type { GameStrategy } from './strategy';

export const CHALLENGE_GONE =
  'This challenge does not exist: the link may be mistyped, or the challenge is so old that it was removed.';

/** A friend's word, by its id: unnumbered, judged by the challenge route, shared with its own link. */
export function challengeStrategy({ id }: { id: string }): GameStrategy {
  return {
    ...sideGame('challenge', id, null),
    judge: (api, guess, _gameNumber, history) => api.checkChallengeGuess(id, guess, history),
    numbered: false,
    analysisSubject: () => ({ kind: 'challenge', id }),
    shareSource: (siteUrl) => ({ label: 'challenge', link: challengeLink(siteUrl, id) }),
    title: () => "A friend's challenge",
    initialStatus: { state: 'checking' },
    checkLink(api, settle) {
      api.challenge(id).then(
        () => settle({ state: 'playable', date: null }),
        (error: unknown) =>
          settle({
            state: 'unavailable',
            reason: error instanceof ApiError && error.status === 404 ? CHALLENGE_GONE : LINK_CHECK_FAILED,
          }),
      );
    },
  };
}
