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
  return {
    answers: {
      before: answersBefore,
      after: answers.size,
      added: sorted([...answers].filter((word) => state.words.get(word) !== true)),
      removed: sorted(current.filter(([word, isAnswer]) => isAnswer && !answers.has(word)).map(([word]) => word)),
    },
    guesses: {
      before: state.words.size,
      after: state.words.size + addedGuesses.length - removedGuesses.length,
      added: sorted(addedGuesses),
      removed: sorted(removedGuesses),
    },
    kept: sorted(gone.filter((word) => used.has(word))),
    redrawn: byGameNumber(redrawn),
    pinnedNonAnswers: byGameNumber(pinnedNonAnswers),
  };
}

function sorted(words: string[]): string[] {
  return words.sort();
}

function byGameNumber(games: ScheduledGame[]): ScheduledGame[] {
  return [...games].sort((a, b) => a.gameNumber - b.gameNumber);
}
