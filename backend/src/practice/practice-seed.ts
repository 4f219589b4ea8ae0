import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Prisma } from '../generated/prisma/client.js';
import { isOffensive } from '@hexle/contract/words';
import { operatorsOffensiveWords } from '../word-list/offensive-word-filter.js';
import { parseWordList, WordListFileError, type WordLists } from '../word-list/word-list-files.js';

export const PRACTICE_FILE = 'practice.txt';

/** What a seed does to the practice words. */
export interface PracticePlan {
  /** Whether the folder holds a practice.txt; without one the words stay, less any now refused. */
  file: boolean;
  before: number;
  added: string[];
  removed: string[];
}

/** The practice words of a folder of lists; null when it holds no practice.txt (the API then keeps those it has). */
export async function readPracticeFile(dir: string): Promise<string[] | null> {
  try {
    return parseWordList(await readFile(path.join(dir, PRACTICE_FILE), 'utf8'), PRACTICE_FILE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const listed = (words: readonly string[]) =>
  `${words.slice(0, 20).join(', ')}${words.length > 20 ? ` and ${words.length - 20} more` : ''}`;

/**
 * Why practice.txt cannot be loaded beside these lists, if it cannot: a practice word must be a
 * valid guess (a player types it), never an answer (a practice game would show a day's word before
 * its day), and not offensive. The generator writes it so; a folder of lists of one's own may not.
 */
export function practiceFileProblems(practice: readonly string[], lists: WordLists): string[] {
  const answers = new Set(lists.answers);
  const guesses = new Set(lists.guesses);
  const problems: string[] = [];
  const answered = practice.filter((word) => answers.has(word));
  if (answered.length > 0)
    problems.push(`${answered.length} of its words are answers, which practice would show early: ${listed(answered)}`);
  const unknown = practice.filter((word) => !guesses.has(word) && !answers.has(word));
  if (unknown.length > 0)
    problems.push(`${unknown.length} of its words are not in valid-guesses.txt: ${listed(unknown)}`);
  const rule = operatorsOffensiveWords();
  const offensive = practice.filter((word) => isOffensive(word.toLowerCase(), rule));
  if (offensive.length > 0) problems.push(`${offensive.length} of its words are offensive: ${listed(offensive)}`);
  return problems;
}

export function practiceRefusal(dir: string, problems: readonly string[]): string {
  return (
    `Refused, nothing written: ${dir}/${PRACTICE_FILE} does not fit the word lists:\n` +
    `${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
    'The generator writes practice.txt from the same lists: run "node prisma/words/generate-word-lists.mjs" and ' +
    'seed again (in a folder of lists of your own, take those words out of practice.txt, or leave the file out to ' +
    'keep the practice words the database has).'
  );
}

/**
 * Makes practice_words hold the file's words, in the seed's transaction, after the word lists
 * (so every word is in the words table). Whatever the file says, and without a file, no word that
 * is an answer or the word of a day still played somewhere or still to come stays a practice word:
 * an operator who makes a practice word an answer takes it out of practice at the same seed.
 */
export async function seedPractice(
  tx: Prisma.TransactionClient,
  file: readonly string[] | null,
  liveFrom: number,
  write: boolean,
): Promise<PracticePlan> {
  const rows = await tx.$queryRaw<{ word: string; refused: boolean }[]>`
    SELECT p.word,
      (w.text IS NULL OR w.is_answer OR EXISTS (
        SELECT 1 FROM daily_puzzles d WHERE d.word = p.word AND d.game_number >= ${liveFrom}::int)) AS refused
    FROM practice_words p LEFT JOIN words w ON w.text = p.word`;
  const current = new Set(rows.map((row) => row.word));
  const refused = new Set(rows.filter((row) => row.refused).map((row) => row.word));
  let wanted: Set<string>;
  if (file === null) {
    wanted = new Set([...current].filter((word) => !refused.has(word)));
  } else {
    const unreleased = await tx.$queryRaw<{ word: string }[]>`
      SELECT DISTINCT d.word FROM daily_puzzles d
      WHERE d.word = ANY(${file as string[]}::text[]) AND d.game_number >= ${liveFrom}::int`;
    if (unreleased.length > 0)
      throw new WordListFileError(
        `Refused, nothing written: ${unreleased.length} word(s) of ${PRACTICE_FILE} are the word of a day still ` +
          `played somewhere or still to come, which practice would show early: ${listed(unreleased.map((row) => row.word).sort())}\n` +
          'Pin another word for those days ("npm run puzzle -- pin <game> <WORD> --force"), or take the words out of practice.txt.',
      );
    wanted = new Set(file);
  }
  const added = [...wanted].filter((word) => !current.has(word)).sort();
  const removed = [...current].filter((word) => !wanted.has(word)).sort();
  if (write && (added.length > 0 || removed.length > 0)) {
    await tx.$executeRaw`DELETE FROM practice_words WHERE word = ANY(${removed}::text[])`;
    await tx.$executeRaw`INSERT INTO practice_words (word) SELECT unnest(${added}::text[])`;
  }
  return { file: file !== null, before: current.size, added, removed };
}

/** One line for the seed's report. */
export function describePracticePlan(plan: PracticePlan): string {
  const after = plan.before + plan.added.length - plan.removed.length;
  const change = `practice words: ${plan.before} -> ${after} (+${plan.added.length} -${plan.removed.length})`;
  const removed = plan.removed.length > 0 ? `\n  removed: ${listed(plan.removed)}` : '';
  return plan.file ? `${change}${removed}` : `${change} (no ${PRACTICE_FILE}: the practice words are kept)${removed}`;
}
