import type { GameApi } from '../api/game-api';
import { ApiError } from '../api/api-error';
import type { CalendarDate } from '../rules/dates';
import {
  afterPost,
  awaitingResult,
  finishedDailyGame,
  readMemberships,
  withMembership,
  writeMemberships,
} from '../rules/leagues';
import type { KeyValueStore } from '../platform/storage';
import type { SavedGame } from '../rules/saved-game';

// Results post themselves (docs/game.md, Leagues): once today's daily game has ended, its result
// goes to each league of this browser, with the proof of the whole game. A result taken (or one
// the server already holds) is never sent again; one refused is kept with its code, for the board
// to say; one that could not reach the server is sent again the next time (the page opens on the
// finished game, or a board opens).

/** The server has this result already (sent from another device of the same member, or another tab). */
const RESULT_EXISTS = 'result_exists';

/** A failure worth trying again later: no answer, the server busy or down, a budget spent. */
const isPassing = (error: unknown) =>
  !(error instanceof ApiError) || error.status === null || error.status >= 500 || error.status === 429;

let sending: Promise<void> | null = null;

/**
 * Posts the finished game to every league still waiting for it. `game` is today's daily game
 * (`today` its date): a game of another day is not a league's. One run at a time in a page.
 */
export function postResults(api: GameApi, store: KeyValueStore, game: SavedGame | null, today: CalendarDate) {
  const run = async () => {
    const finished = game && game.date === today ? finishedDailyGame(game) : null;
    if (!finished) return;
    for (const membership of awaitingResult(readMemberships(store), finished.gameNumber)) {
      let code: string | null = null;
      try {
        await api.postLeagueResult(membership.id, membership.member_token, finished);
      } catch (error) {
        if (isPassing(error)) continue;
        code = error instanceof ApiError && error.code !== RESULT_EXISTS ? (error.code ?? 'refused') : null;
      }
      // Read again: the player may have left or joined a league meanwhile.
      const now = readMemberships(store);
      const current = now.find(({ id }) => id === membership.id);
      if (current) writeMemberships(store, withMembership(now, afterPost(current, finished.gameNumber, code)));
    }
  };
  const previous = sending ?? Promise.resolve();
  const next = previous.then(run, run);
  sending = next;
  return next;
}
