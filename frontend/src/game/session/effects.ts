import type { GameApi, GuessHistory } from '../../api/game-api';
import type { CalendarDate } from '../../rules/dates';
import type { KeyValueStore } from '../../platform/storage';
import type { GameAction } from '../game-reducer';

/**
 * What the game asks its caller to do: the session decides, the caller (the React adapter, or a
 * test) runs. Each effect's answer is sent back into the session: loadDay gives the game number
 * (null when it could not be loaded), judge the server's check.
 */
export type Effect =
  | { type: 'dispatch'; action: GameAction }
  | { type: 'loadDay'; date: CalendarDate }
  /** Fetches the day's game number without waiting for it. */
  | { type: 'startDay'; date: CalendarDate }
  | { type: 'judge'; guess: string; gameNumber: number | null; history: GuessHistory }
  /** A game has ended (one that counts is in the statistics by then). */
  | { type: 'gameOver' }
  /** The saved game belongs to a game the server no longer plays: start clean after the reload. */
  | { type: 'forgetSavedGame' }
  | { type: 'reload'; afterMs: number }
  /**
   * Work of the session's own with the API or the stored data (giving up, the next practice game,
   * recording a finished game), answered with its result.
   */
  | { type: 'ask'; request: (api: GameApi, store: KeyValueStore) => Promise<unknown> };

/** A step of the session: effects to run in order, each answer sent back with `next`. */
export type Session = Generator<Effect, void, unknown>;
