import { statSync } from 'node:fs';
import path from 'node:path';

/** Which folder of WORD_LIST_DIR holds the word lists, and the folders passed over before it. */
export interface WordListDirChoice {
  dir: string;
  /** Folders named before `dir` that hold no answers.txt (a missing or empty mount, say). */
  skipped: string[];
}

/** Whether `folder/answers.txt` is a file; a ConfigMap's files are symbolic links, which count. */
function holdsAnswers(folder: string): boolean {
  try {
    return statSync(path.join(folder, 'answers.txt')).isFile();
  } catch {
    return false;
  }
}

/**
 * The word lists' folder WORD_LIST_DIR names, chosen as start-api.sh's choose_word_list_dir
 * chooses it, so the API reads the offensive list from the folder the setup step seeded from:
 * a single folder is taken as it is; a ':'-separated list (`/word-lists:prisma/words`, a mounted
 * folder of the operator's own, then the release's) gives its first folder holding an
 * answers.txt. Null when no folder of a list holds one, which start-api.sh refuses too.
 */
export function chooseWordListDir(
  value: string,
  hasAnswers: (folder: string) => boolean = holdsAnswers,
): WordListDirChoice | null {
  if (!value.includes(':')) return { dir: path.resolve(value), skipped: [] };
  const skipped: string[] = [];
  for (const folder of value.split(':')) {
    if (folder === '') continue;
    if (hasAnswers(folder)) return { dir: path.resolve(folder), skipped };
    skipped.push(folder);
  }
  return null;
}
