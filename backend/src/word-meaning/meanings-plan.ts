import type { WordMeaning } from './word-meaning.js';

/** What a seed does to the meanings; a dry run prints it, the real run writes exactly it. */
export interface MeaningsPlan {
  /** False when the folder has no meanings file: nothing changes. */
  fileFound: boolean;
  /** Rows before and after. */
  before: number;
  after: number;
  /** Words that get a meaning, that get another one, and that lose theirs. Sorted. */
  added: string[];
  changed: string[];
  removed: string[];
  /** Words of the file the lists do not hold: never given a meaning. Sorted. */
  ignored: string[];
  /** The rows to write (added and changed). */
  writes: ReadonlyMap<string, WordMeaning>;
}

const sameMeaning = (a: WordMeaning, b: WordMeaning) =>
  a.part_of_speech === b.part_of_speech &&
  a.glosses.length === b.glosses.length &&
  a.glosses.every((gloss, index) => gloss === b.glosses[index]);

/**
 * Compares the meanings in the database with the file's, kept to the words of the lists: a word
 * the lists do not hold gets no meaning, and loses the one it had. Without a file nothing changes.
 */
export function planMeanings(
  current: ReadonlyMap<string, WordMeaning>,
  file: ReadonlyMap<string, WordMeaning> | null,
  words: ReadonlySet<string>,
): MeaningsPlan {
  if (file === null)
    return {
      fileFound: false,
      before: current.size,
      after: current.size,
      added: [],
      changed: [],
      removed: [],
      ignored: [],
      writes: new Map(),
    };
  const wanted = new Map([...file].filter(([word]) => words.has(word)));
  const added: string[] = [];
  const changed: string[] = [];
  const writes = new Map<string, WordMeaning>();
  for (const [word, meaning] of wanted) {
    const had = current.get(word);
    if (had && sameMeaning(had, meaning)) continue;
    (had ? changed : added).push(word);
    writes.set(word, meaning);
  }
  return {
    fileFound: true,
    before: current.size,
    after: wanted.size,
    added: added.sort(),
    changed: changed.sort(),
    removed: [...current.keys()].filter((word) => !wanted.has(word)).sort(),
    ignored: [...file.keys()].filter((word) => !words.has(word)).sort(),
    writes,
  };
}

export function changesAnything(plan: MeaningsPlan): boolean {
  return plan.added.length + plan.changed.length + plan.removed.length > 0;
}
