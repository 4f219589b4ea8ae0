import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CliUsageError } from './cli-context.js';

/**
 * Writes an export to `file` (as the operator typed it, relative to `from`). An existing file is
 * kept unless `overwrite`; a missing folder or a file that cannot be written is said plainly.
 */
export async function writeExport(from: string, file: string, text: string, overwrite: boolean): Promise<void> {
  const target = path.resolve(from, file);
  try {
    await writeFile(target, text, { flag: overwrite ? 'w' : 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST')
      throw new CliUsageError(`${file} already exists: nothing was written. Add --force to overwrite it.`);
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new CliUsageError(`Cannot write ${file}: the folder ${path.dirname(target)} does not exist.`);
    if (code === 'EISDIR') throw new CliUsageError(`Cannot write ${file}: it is a folder.`);
    if (code === 'EACCES' || code === 'EPERM')
      throw new CliUsageError(`Cannot write ${file}: permission denied (${target}).`);
    throw error;
  }
}
