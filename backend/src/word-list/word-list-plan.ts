import type { WordLists } from './word-list-files.js';

/** One daily_puzzles row. */
export interface ScheduledGame {
  gameNumber: number;
  word: string;
  pinned: boolean;
}

/** What the database holds when a seed starts, read under the schedule lock. */
export interface WordListState {
  /** Every word row, and whether it is an answer. */
  words: ReadonlyMap<string, boolean>;
  /** Every assigned game. */
  games: readonly ScheduledGame[];
  /** Words players had on a released game before an operator replaced them (replaced_puzzles). */
  replaced: readonly string[];
  /** The highest game number live somewhere on Earth: it and every earlier game are released. */
  releasedUpTo: number;
  /** The lowest game number still played somewhere on Earth (today's game in the latest time zone). */
  liveFrom: number;
}

/** How far back a released answer counts as recent: players still remember it, and play it in the archive. */
export const RECENTLY_PLAYED_DAYS = 56;

/** A released game whose word the seed takes out of the answers. */
export interface RecentGame extends ScheduledGame {
  /** Still today's game somewhere on Earth. */
  live: boolean;
}

/**
 * The longest run of words, consecutive in the list as it was (sorted), that the new file lacks:
 * the shape of a file cut short (its alphabetical tail) or with a block lost. Null when none goes.
 */
export interface MissingRun {
  first: string;
  last: string;
  count: number;
  /** The run takes the list's last words: the file looks truncated. */
  atEnd: boolean;
}

export interface ListChange {
  before: number;
  after: number;
  /** Sorted. */
  added: string[];
  /** Sorted. */
  removed: string[];
}

/** Everything a seed changes; the seed writes exactly this, and a dry run prints it. */
export interface WordListPlan {
  /** Added: words that become answers (new or promoted); removed: answers that stop being one. */
  answers: ListChange;
  /** Added: new word rows; removed: rows deleted. Every row is a valid guess. */
  guesses: ListChange;
  /** Words in neither file that stay, as valid guesses and never answers, because a game used them. Sorted. */
  kept: string[];
  /** Unreleased games the schedule drew a word for that stops being an answer: they are drawn again. */
  redrawn: ScheduledGame[];
  /** Unreleased games an operator pinned to a word that stops being an answer: left to the operator. */
  pinnedNonAnswers: ScheduledGame[];
  /**
   * Released games of the last RECENTLY_PLAYED_DAYS days (today's included) whose word stops being
   * an answer: they keep it, since players have it. In game order.
   */
  recentlyPlayed: RecentGame[];
  /**
   * The longest run of answers that answers.txt no longer holds, and of guess-only words that
   * neither file holds, each in its list as it was.
   */
  missingRuns: { answers: MissingRun | null; guesses: MissingRun | null };
}

/**
 * Compares the lists in the database with the files. A word some game used stays whatever the
 * files say: a released day's word (even one an operator later replaced) is part of the history
 * the archive replays, and a pinned game's word is the operator's choice. Only an unreleased game
 * the schedule drew itself loses a word that is no longer an answer; it is drawn again when needed.
 */
export function planWordLists(state: WordListState, lists: WordLists): WordListPlan {
  const answers = new Set(lists.answers);
  const inFiles = new Set([...lists.guesses, ...lists.answers]);
  const losesWord = (game: ScheduledGame) => game.gameNumber > state.releasedUpTo && !answers.has(game.word);
  const redrawn = state.games.filter((game) => losesWord(game) && !game.pinned);
  const pinnedNonAnswers = state.games.filter((game) => losesWord(game) && game.pinned);
  const drawnAgain = new Set(redrawn);
  const stillGiven = state.games.filter((game) => !drawnAgain.has(game)).map((game) => game.word);
  const used = new Set([...stillGiven, ...state.replaced]);

  const current = [...state.words.entries()];
  const answersBefore = current.filter(([, isAnswer]) => isAnswer).length;
  const gone = current.map(([word]) => word).filter((word) => !inFiles.has(word));
  const removedGuesses = gone.filter((word) => !used.has(word));
  const addedGuesses = [...inFiles].filter((word) => !state.words.has(word));
  const answersRemoved = current.filter(([word, isAnswer]) => isAnswer && !answers.has(word)).map(([word]) => word);
  const kept = gone.filter((word) => used.has(word));
  const takenOut = new Set([...answersRemoved, ...kept]);
  const recent = (game: ScheduledGame) =>
    game.gameNumber <= state.releasedUpTo && game.gameNumber > state.releasedUpTo - RECENTLY_PLAYED_DAYS;
  return {
    answers: {
      before: answersBefore,
      after: answers.size,
      added: sorted([...answers].filter((word) => state.words.get(word) !== true)),
      removed: sorted(answersRemoved),
    },
    guesses: {
      before: state.words.size,
      after: state.words.size + addedGuesses.length - removedGuesses.length,
      added: sorted(addedGuesses),
      removed: sorted(removedGuesses),
    },
    kept: sorted(kept),
    redrawn: byGameNumber(redrawn),
    pinnedNonAnswers: byGameNumber(pinnedNonAnswers),
    recentlyPlayed: byGameNumber(
      state.games
        .filter((game) => recent(game) && takenOut.has(game.word))
        .map((game) => ({ ...game, live: game.gameNumber >= state.liveFrom })),
    ),
    missingRuns: {
      answers: longestMissingRun(
        current.filter(([, isAnswer]) => isAnswer).map(([word]) => word),
        answers,
      ),
      // Among the words that were guesses only: answers.txt keeps the answers of a cut valid-guesses.txt.
      guesses: longestMissingRun(
        current.filter(([, isAnswer]) => !isAnswer).map(([word]) => word),
        inFiles,
      ),
    },
  };
}

/** The longest run of `before` (sorted here) that `after` lacks; the last such run on a tie. */
function longestMissingRun(before: string[], after: ReadonlySet<string>): MissingRun | null {
  const words = sorted([...before]);
  let best: MissingRun | null = null;
  let start = -1;
  for (let index = 0; index < words.length; index++) {
    if (after.has(words[index])) {
      start = -1;
      continue;
    }
    if (start < 0) start = index;
    const count = index - start + 1;
    if (best === null || count >= best.count)
      best = { first: words[start], last: words[index], count, atEnd: index === words.length - 1 };
  }
  return best;
}

function sorted(words: string[]): string[] {
  return words.sort();
}

function byGameNumber<T extends ScheduledGame>(games: T[]): T[] {
  return [...games].sort((a, b) => a.gameNumber - b.gameNumber);
}
