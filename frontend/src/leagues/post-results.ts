import type { GameApi } from '../api/game-api';
import { ApiError } from '../api/api-error';
import type { CalendarDate } from '../rules/dates';
import {
  afterPost,
  awaitingResult,
  awaitingSkill,
  finishedDailyGame,
  readMemberships,
  withMembership,
  writeMemberships,
  type SealedSkill,
} from '../rules/leagues';
import type { KeyValueStore } from '../platform/storage';
import type { SavedGame } from '../rules/saved-game';

// Results post themselves (docs/game.md, Leagues): once today's daily game has ended, its result
// goes to each league of this browser, with the proof of the whole game. A result taken (or one
// the server already holds) is never sent again; one refused is kept with its code, for the board
// to say; one that could not reach the server is sent again the next time (the page opens on the
// finished game, or a board opens). Once the player opens the game's analysis, its skill (with the
// server's seal) goes with the result, or after it to a league that has the result already.

/** The server has this result already (sent from another device of the same member, or another tab). */
const RESULT_EXISTS = 'result_exists';

/** A failure worth trying again later: no answer, the server busy or down, a budget spent. */
const isPassing = (error: unknown) =>
  !(error instanceof ApiError) || error.status === null || error.status >= 500 || error.status === 429;

let sending: Promise<void> | null = null;

/** The skill of the game the player last analysed in this page, by its game number. */
let analysed: { gameNumber: number; skill: SealedSkill } | null = null;

/**
 * Posts the finished game to every league still waiting for it, and its skill to every league
 * waiting for that. `game` is today's daily game (`today` its date): a game of another day is not
 * a league's. One run at a time in a page.
 */
export function postResults(api: GameApi, store: KeyValueStore, game: SavedGame | null, today: CalendarDate) {
  const run = async () => {
    const finished = game && game.date === today ? finishedDailyGame(game) : null;
    if (!finished) return;
    const skill = analysed?.gameNumber === finished.gameNumber ? analysed.skill : undefined;
    const memberships = readMemberships(store);
    const waiting = [
      ...awaitingResult(memberships, finished.gameNumber),
      ...(skill ? awaitingSkill(memberships, finished.gameNumber) : []),
    ];
    for (const membership of waiting) {
      let code: string | null = null;
      try {
        await api.postLeagueResult(membership.id, membership.member_token, { ...finished, skill });
      } catch (error) {
        if (isPassing(error)) continue;
        code = error instanceof ApiError && error.code !== RESULT_EXISTS ? (error.code ?? 'refused') : null;
      }
      // Read again: the player may have left or joined a league meanwhile.
      const now = readMemberships(store);
      const current = now.find(({ id }) => id === membership.id);
      const next = current && afterPost(current, finished.gameNumber, code, skill !== undefined);
      // A skill refused leaves the result the league took as it was.
      if (next && membership.posted === finished.gameNumber && code !== null) delete next.refused;
      if (next) writeMemberships(store, withMembership(now, next));
    }
  };
  const previous = sending ?? Promise.resolve();
  const next = previous.then(run, run);
  sending = next;
  return next;
}

/** The player opened the analysis of today's finished game: its skill goes to the browser's leagues. */
export function postSkill(
  api: GameApi,
  store: KeyValueStore,
  game: SavedGame | null,
  today: CalendarDate,
  skill: SealedSkill,
) {
  const finished = game && game.date === today ? finishedDailyGame(game) : null;
  if (finished) analysed = { gameNumber: finished.gameNumber, skill };
  return postResults(api, store, game, today);
}
