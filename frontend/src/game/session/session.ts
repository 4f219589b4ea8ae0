import { isOffline } from '../../api/game-api';
import { NEW_PUZZLE_MESSAGE_MS, REVEAL_DURATION_MS } from '../../rules/constants';
import type { CalendarDate } from '../../rules/dates';
import { keyResults } from '../../rules/evaluation';
import type { SavedGame } from '../../rules/saved-game';
import { savedPart, type GameAction, type GameModel } from '../game-reducer';
import type { Effect, Session } from './effects';
import type { GameStrategy } from './strategy';

export const MESSAGES = {
  loadFailed: 'Failed to load daily puzzle',
  newPuzzle: "A new day's puzzle has started: your guess was not sent",
  loadFailedOffline: 'Failed to load daily puzzle: you are offline, and the game needs the network',
} as const;

export type { Effect, Session } from './effects';

export const dispatch = (action: GameAction): Effect => ({ type: 'dispatch', action });
export const show = (text: string, durationMs: number | null): Effect =>
  dispatch({ type: 'messageShown', text, durationMs });
export const newPuzzleStarted = () => show(MESSAGES.newPuzzle, NEW_PUZZLE_MESSAGE_MS);

/** Input waits while a guess is checked, a row flips, or once the game is over. */
export const isBusy = (m: GameModel) => m.gameState !== 'playing' || m.isLoading || m.revealedRows < m.guesses.length;

/**
 * A key the game cannot take yet, and keeps for later (the page's key queue): one typed while a
 * guess is on its way or its row flips, and one that waited already (`queued`) while 'Not in word
 * list' still shows: it goes to the row that message empties. Once the game is over nothing
 * waits, and a key does nothing.
 */
export const keyWaits = (m: GameModel, queued?: boolean) =>
  m.gameState === 'playing' && (isBusy(m) || (queued && m.message?.clearsGuess));

/** The keyboard's colours: the best result of each letter in the rows revealed so far. */
export const revealedKeys = ({
  guesses,
  evaluations,
  revealedRows,
}: Pick<GameModel, 'guesses' | 'evaluations' | 'revealedRows'>) =>
  keyResults(guesses.slice(0, revealedRows), evaluations.slice(0, revealedRows));

/** Enter pressed as the day changed: a guess typed across midnight was not sent. */
export const afterRollover = (model: GameModel): Effect[] =>
  model.currentGuess.length > 0 ? [newPuzzleStarted()] : [];

/** Starts the new day's game when the date has changed: none when it has not. */
export function rollover(strategy: GameStrategy, model: GameModel, today: CalendarDate): Effect[] {
  // An archive game or a challenge stays on screen across midnight.
  if (!strategy.rollsOverAtMidnight || today === model.date) return [];
  return [dispatch({ type: 'newDay', date: today }), { type: 'startDay', date: today }];
}

/** Today's game number is fetched as the page opens, unless the saved board has it. */
export const opening = (strategy: GameStrategy, model: GameModel): Effect[] =>
  strategy.loadsDay && model.gameNumber === null ? [{ type: 'startDay', date: model.date }] : [];

/**
 * One request per date at a time: an Enter pressed while the day loads waits for the same answer.
 * Resolves to the game number, or null after showing why it could not be loaded.
 */
export function dayLoader(
  fetchDay: () => Promise<{ gameNumber: number }>,
  send: (action: GameAction) => void,
  offline = isOffline,
) {
  let pending: { date: CalendarDate; gameNumber: Promise<number | null> } | null = null;
  return (date: CalendarDate): Promise<number | null> => {
    if (pending?.date === date) return pending.gameNumber;
    send({ type: 'dayLoadingStarted' });
    const gameNumber = fetchDay().then(
      (reply) => {
        send({ type: 'gameNumberLoaded', date, gameNumber: reply.gameNumber });
        return reply.gameNumber;
      },
      () => {
        send({ type: 'dayLoadingFailed' });
        send({
          type: 'messageShown',
          text: offline() ? MESSAGES.loadFailedOffline : MESSAGES.loadFailed,
          durationMs: null,
        });
        return null;
      },
    );
    const request = { date, gameNumber };
    pending = request;
    void gameNumber.finally(() => {
      if (pending === request) pending = null;
    });
    return gameNumber;
  };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** Runs a session to its end: each effect by `run`, its answer (awaited when a promise) sent back. */
export async function runSession(session: Session, run: (effect: Effect) => unknown): Promise<void> {
  let step = session.next();
  while (!step.done) {
    let answer: unknown;
    try {
      answer = run(step.value);
      if (isThenable(answer)) answer = await answer;
    } catch (error) {
      step = session.throw(error);
      continue;
    }
    step = session.next(answer);
  }
}

/** The board to keep; none while a new day's game number is unknown, never saved with yesterday's. */
export const toSave = (model: GameModel): SavedGame | null =>
  model.gameNumber !== null && !model.gameNumberConfirmed ? null : savedPart(model);

export interface Timer {
  /** A new key starts the timer again; the same key, in a later render, keeps its time. */
  key: string;
  afterMs: number;
  action: GameAction;
}

/** A message with a duration goes once it is up; editing the guess does not restart its time. */
export function messageTimer(model: GameModel): Timer | null {
  const message = model.message;
  if (!message || message.durationMs === null) return null;
  const { id, durationMs } = message;
  return { key: `message ${id} ${durationMs}`, afterMs: durationMs, action: { type: 'messageExpired', id } };
}

/** The rows still flipping are revealed once the flip has ended (at once with reduced motion). */
export function revealTimer(model: GameModel, reducedMotion: boolean): Timer | null {
  const rows = model.guesses.length;
  if (model.revealedRows >= rows) return null;
  const afterMs = reducedMotion ? 0 : REVEAL_DURATION_MS;
  return { key: `reveal ${model.revealedRows} ${rows} ${afterMs}`, afterMs, action: { type: 'revealEnded', rows } };
}

/** The effects the caller runs, one handler per kind of effect. */
export type EffectHandlers = { [T in Effect['type']]: (effect: Extract<Effect, { type: T }>) => unknown };

export const runEffect = (handlers: EffectHandlers, effect: Effect): unknown =>
  (handlers[effect.type] as (effect: Effect) => unknown)(effect);
