import type { AnalysisSubject } from '../../api/analysis';
import type { GameApi, GuessCheck, GuessHistory } from '../../api/game-api';
import type { CalendarDate } from '../../rules/dates';
import type { SavedGame } from '../../rules/saved-game';
import type { ShareSource } from '../../rules/share';
import type { KeyValueStore, StorageKey } from '../../platform/storage';
import type { GameModel } from '../game-reducer';
import type { Session } from './effects';
import type { LinkStatus } from './link-status';

/**
 * Everything that differs between the kinds of game (today's, an archive game, a challenge, practice):
 * the rest of the game asks its strategy, and never which kind it plays.
 */
export interface GameStrategy {
  /** The board a page starts with: the saved one for this game, else an empty one. */
  startingGame(store: KeyValueStore, date: CalendarDate): SavedGame;
  /** Keeps the board; returns a newer board another tab saved, to be taken instead of this one. */
  save(store: KeyValueStore, game: SavedGame): SavedGame | null;
  /** Drops this game's board, so the page starts it anew: the server no longer plays it as saved. */
  forget(store: KeyValueStore): void;
  /** The storage entry whose changes by another tab this kind follows (`newerFromOtherTab`); null for none. */
  keptUnder: StorageKey | null;
  /** A newer board of this game that another tab saved, if this kind follows other tabs. */
  newerFromOtherTab(store: KeyValueStore, game: SavedGame, today: CalendarDate): SavedGame | null;
  /** The game number is the day's, loaded from the server (and needed before a guess is judged). */
  loadsDay: boolean;
  /** A new day's game replaces this one at midnight. */
  rollsOverAtMidnight: boolean;
  /** Judges a guess on the server route of this kind (`store` holds what names a practice game). */
  judge(
    api: GameApi,
    guess: string,
    gameNumber: number | null,
    history: GuessHistory,
    store: KeyValueStore,
  ): Promise<GuessCheck>;
  /** A finished game is recorded in the statistics (and lights a bar of the distribution). */
  countsInStatistics: boolean;
  /** The game has a number: the result can be shared only once it is known. */
  numbered: boolean;
  /** How the share text names the game, and the address it ends with. */
  shareSource(siteUrl: string): ShareSource;
  /** The name shown above the board; null for today's game, which needs none. */
  title(status: LinkStatus): string | null;
  /** What is known about the game before the server has been asked. */
  initialStatus: LinkStatus;
  /**
   * Asks the server whether the game exists (or starts it, practice), settling the status; nothing
   * to ask for today's game.
   */
  checkLink(api: GameApi, settle: (status: LinkStatus) => void, store: KeyValueStore): void;
  /** How an analysis of the finished game names it; null while it cannot be named (no number yet). */
  analysisSubject(
    game: Pick<SavedGame, 'gameNumber' | 'guesses' | 'gameState'>,
    store: KeyValueStore,
  ): AnalysisSubject | null;
  /** The steps that end a game in progress as a loss at the player's word; only a kind that allows it. */
  giveUp?: (game: GameModel) => Session;
  /** The steps that start the next game of this kind at once, once one has ended; only a kind that offers it. */
  nextGame?: (game: GameModel) => Session;
}
