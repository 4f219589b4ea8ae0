import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { guessWordOf } from '@hexle/contract/game';
import { chooseWordListDir } from '../platform/config/word-list-dir.js';

export interface WordLists {
  answers: string[];
  guesses: string[];
}

export class WordListFileError extends Error {}

/**
 * prisma/words in the repository, unless WORD_LIST_DIR says otherwise (of a ':'-separated list,
 * the first folder holding an answers.txt, as the API and start-api.sh choose it: a command run
 * in an API container inherits the list).
 */
export function defaultWordListDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.WORD_LIST_DIR) {
    const choice = chooseWordListDir(env.WORD_LIST_DIR);
    if (!choice)
      throw new WordListFileError(`WORD_LIST_DIR names no folder holding an answers.txt: ${env.WORD_LIST_DIR}`);
    return choice.dir;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../../prisma/words');
}

/** One word per line; blank lines and lines starting with # are ignored. */
export function parseWordList(text: string, fileName: string): string[] {
  const words = new Set<string>();
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const word = line.trim();
    if (word === '' || word.startsWith('#')) return;
    const kept = guessWordOf(word);
    if (kept === null)
      problems.push(`${fileName}:${index + 1}: "${word.slice(0, 40)}" is not a six-letter word (letters a-z only)`);
    else words.add(kept);
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('\n');
    const more = problems.length > 10 ? `\n... and ${problems.length - 10} more` : '';
    throw new WordListFileError(`${shown}${more}`);
  }
  return [...words].sort();
}

export async function readWordLists(dir: string): Promise<WordLists> {
  const read = async (name: string) => {
    const file = path.join(dir, name);
    try {
      return parseWordList(await readFile(file, 'utf8'), name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new WordListFileError(`Word list file not found: ${file}`);
      throw error;
    }
  };
  const [answers, guesses] = await Promise.all([read('answers.txt'), read('valid-guesses.txt')]);
  if (answers.length === 0) throw new WordListFileError('answers.txt holds no words: at least one answer is needed');
  return { answers, guesses };
}
