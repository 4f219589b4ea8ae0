import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isSixLetterWord } from '@hexle/contract/game';
import { WordListFileError } from '../word-list/word-list-files.js';
import { MAX_GLOSSES, MAX_MEANING_LENGTH, MEANINGS_FILE, PARTS_OF_SPEECH, type WordMeaning } from './word-meaning.js';

/** A meanings file the seed refuses, naming the line. */
export class MeaningsFileError extends WordListFileError {}

export interface MeaningsFile {
  /** Where it was read. */
  file: string;
  /** By upper-case word. */
  meanings: ReadonlyMap<string, WordMeaning>;
}

/** Tabs separate the fields, so none may hide in a gloss; nor may any other control character. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * One meaning per line: WORD, part of speech, then one or two glosses, separated by tabs. Blank
 * lines and lines starting with # are ignored. Every bad line is an error naming it; nothing of a
 * file with one is used.
 */
export function parseMeanings(text: string, fileName: string): ReadonlyMap<string, WordMeaning> {
  const meanings = new Map<string, WordMeaning>();
  const firstLine = new Map<string, number>();
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const where = `${fileName}:${index + 1}`;
    const fields = line.split('\t').map((field) => field.trim());
    const problem = lineProblem(fields);
    if (problem) {
      problems.push(`${where}: ${problem}`);
      return;
    }
    const [word = '', partOfSpeech = '', ...glosses] = fields;
    const key = word.toUpperCase();
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      problems.push(`${where}: ${key} already has a meaning on line ${earlier}`);
      return;
    }
    firstLine.set(key, index + 1);
    meanings.set(key, { part_of_speech: partOfSpeech, glosses });
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('\n');
    const more = problems.length > 10 ? `\n... and ${problems.length - 10} more` : '';
    throw new MeaningsFileError(`${shown}${more}`);
  }
  return meanings;
}

function lineProblem(fields: string[]): string | null {
  const [word = '', partOfSpeech = '', ...glosses] = fields;
  if (!isSixLetterWord(word)) return `"${word.slice(0, 40)}" is not a six-letter word (letters a-z only)`;
  if (!PARTS_OF_SPEECH.includes(partOfSpeech))
    return `"${partOfSpeech.slice(0, 40)}" is not a part of speech (${PARTS_OF_SPEECH.join(', ')})`;
  if (glosses.length === 0 || glosses.length > MAX_GLOSSES)
    return `give 1 or ${MAX_GLOSSES} glosses after the part of speech, separated by tabs (found ${glosses.length})`;
  if (glosses.some((gloss) => gloss === '')) return 'a gloss is empty (two tabs in a row, or a tab at the end)';
  if (glosses.some((gloss) => CONTROL.test(gloss))) return 'a gloss holds a control character';
  const length = glosses.join('').length;
  if (length > MAX_MEANING_LENGTH)
    return `the glosses are ${length} characters long together, more than ${MAX_MEANING_LENGTH}`;
  return null;
}

/** The folder's meanings.tsv, or null when it has none (a folder of an operator's own lists need not). */
export async function readMeaningsFile(dir: string): Promise<MeaningsFile | null> {
  const file = path.join(dir, MEANINGS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new MeaningsFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return { file, meanings: parseMeanings(text, MEANINGS_FILE) };
}
