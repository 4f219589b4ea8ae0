import type { AnalysisRequest, AnalysisSubject } from '../api/analysis';
import type { WordMeaningReply } from '@hexle/contract/wire';
import type { SavedGame } from '../rules/saved-game';
import type { ShareInput, ShareSource } from '../rules/share';
import type { KeyValueStore } from '../platform/storage';

/** What the end view asks of the kind of game played (its strategy). */
export interface EndingKind {
  /** The game has a number, and the result can be shared only once it is known. */
  numbered: boolean;
  /** Today's game: a win lights its bar of the distribution. */
  countsInStatistics: boolean;
  shareSource(siteUrl: string): ShareSource;
  analysisSubject(
    game: Pick<SavedGame, 'gameNumber' | 'guesses' | 'gameState'>,
    store: KeyValueStore,
  ): AnalysisSubject | null;
}

/** A finished game of a day (today's or an archive game), beside which the end shows how everyone did that day. */
export interface EveryoneSubject {
  gameNumber: number;
  /** Today's game; otherwise an archive game, shown with the figures of its own day. */
  today: boolean;
  /** The player's own result: won or not, in how many guesses. */
  won: boolean;
  guesses: number;
}

/** The kinds of game, as an analysis names them: Statistics lead with the figures of the one just played. */
export type PlayedKind = AnalysisSubject['kind'];

/** A finished game other than today's, said first in Statistics: "Practice: solved in 4 guesses." */
export interface PlayedResult {
  kind: Exclude<PlayedKind, 'daily'>;
  text: string;
}

/** What the end view shows of a finished game. */
export interface GameEnd {
  /** The game just played when it is not today's; null for today's, which leads as ever. */
  played: PlayedResult | null;
  /** The bar of practice's distribution to light up: a practice game just won. */
  practiceWonIn: number | null;
  /** What the share text is made of. */
  share: ShareInput;
  /** The bar of the distribution to light up: null after a loss, or for a game not counted. */
  wonIn: number | null;
  /** The answer and what it means, when the server told them. */
  word: string | null;
  meaning?: WordMeaningReply;
  /** What an analysis of the game sends; null when the game cannot be named to the server. */
  analysis: AnalysisRequest | null;
  /** The day's game whose figures for everyone are shown; null for a game of no day (a challenge, practice). */
  everyone: EveryoneSubject | null;
}

export interface EndContext {
  title: string;
  siteUrl: string;
  highContrast: boolean;
  store: KeyValueStore;
}

/** The end of a game as the end view shows it; null while it is being played (or has no number yet). */
export function gameEnd(game: SavedGame, kind: EndingKind, { title, siteUrl, highContrast, store }: EndContext) {
  if (game.gameState === 'playing' || (kind.numbered && game.gameNumber === null)) return null;
  const won = game.gameState === 'won';
  // The server proves a game with its last reply (or, on a board of an earlier release, with the
  // reply before): without a proof (a chain broken on the way) it would refuse the analysis.
  const provable = game.analysisProof !== undefined || (won && game.guesses.length === 1);
  // The server names a day's game (today's, an archive game) by its number, as the day's figures
  // are kept; a challenge or a practice game it names by an id, and no one else plays it.
  const named = kind.analysisSubject(game, store);
  const subject = provable ? named : null;
  const kindPlayed = named?.kind ?? 'daily';
  const end: GameEnd = {
    played: kindPlayed === 'daily' ? null : { kind: kindPlayed, text: playedText(game, named) },
    practiceWonIn: won && kindPlayed === 'practice' ? game.guesses.length : null,
    wonIn: won && kind.countsInStatistics ? game.guesses.length : null,
    word: game.targetWord,
    meaning: game.meaning,
    analysis: subject && { subject, guesses: game.guesses, proof: game.analysisProof ?? null },
    everyone:
      named && 'game_number' in named
        ? { gameNumber: named.game_number, today: named.kind === 'daily', won, guesses: game.guesses.length }
        : null,
    share: {
      title,
      gameNumber: game.gameNumber,
      evaluations: game.evaluations,
      won,
      hardMode: game.hardMode === true,
      siteUrl,
      highContrast,
      source: kind.shareSource(siteUrl),
    },
  };
  return end;
}

/** "Game 312 (archive): solved in 4 guesses.", "Challenge: not solved.", "Practice: given up." */
function playedText(game: SavedGame, subject: AnalysisSubject | null) {
  const count = game.guesses.length;
  const result =
    game.gameState === 'won'
      ? `solved in ${count} ${count === 1 ? 'guess' : 'guesses'}`
      : subject?.kind === 'practice' && subject.gave_up
        ? 'given up'
        : 'not solved';
  const name =
    subject && 'game_number' in subject
      ? `Game ${subject.game_number} (archive)`
      : subject?.kind === 'challenge'
        ? 'Challenge'
        : 'Practice';
  return `${name}: ${result}.`;
}
