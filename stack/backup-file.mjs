// @ts-check
/**
 * The backup file: gzip-compressed lines of JSON (`zcat FILE | head -1` shows the header).
 *   line 1           the header: format, version, when, launch date, migrations, tables, sequences
 *   per table        {"table": NAME, "rows": N}, then N lines, each one row as PostgreSQL's
 *                    row_to_json wrote it (read back by json_populate_recordset, never parsed)
 *   last line        {"end": true}: a file without it was cut short
 * gzip's own checksum catches a damaged file; the row counts are checked on the way in.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

export const FORMAT = 'hexle-backup';
export const VERSION = 1;

/**
 * @typedef {object} BackupHeader
 * @property {string} format
 * @property {number} version
 * @property {string} made_at ISO time
 * @property {string} database the database's name where it was made
 * @property {string} server_version
 * @property {string | null} launch_date
 * @property {{ name: string, checksum: string }[]} migrations applied, in order
 * @property {{ name: string, columns: string[], rows: number }[]} tables in loading order (a table after those it refers to)
 * @property {{ name: string, table: string, column: string, last_value: string, is_called: boolean }[]} sequences
 */

/**
 * Writes the file under a temporary name and renames it once complete, so a failed backup
 * leaves no file that looks whole. Readable by its owner only: it holds the server's secrets.
 * @param {string} file
 * @param {BackupHeader} header
 * @param {(name: string) => AsyncIterable<string[]>} rowsOf batches of rows, as JSON text
 */
export async function writeBackupFile(file, header, rowsOf) {
  const partial = `${file}.partial`;
  // Created here or not at all ('wx'), owner-only: a file someone else made under that name in
  // advance would be theirs, and whoever owns it reads the server's secrets.
  let out;
  try {
    out = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
    await once(out, 'open');
  } catch (error) {
    out?.destroy();
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST')
      throw new Error(
        `${partial} already exists: another backup is writing it, or one was stopped; ` +
          'remove it (it is not a whole backup) and run the backup again',
      );
    throw error;
  }
  async function* lines() {
    yield `${JSON.stringify(header)}\n`;
    for (const table of header.tables) {
      yield `${JSON.stringify({ table: table.name, rows: table.rows })}\n`;
      let written = 0;
      for await (const batch of rowsOf(table.name)) {
        if (batch.length > 0) yield `${batch.join('\n')}\n`;
        written += batch.length;
      }
      if (written !== table.rows) {
        throw new Error(`table ${table.name} gave ${written} rows where it had counted ${table.rows}`);
      }
    }
    yield `${JSON.stringify({ end: true })}\n`;
  }
  try {
    // One pipeline: a failure anywhere (a full disk, a lost database) ends all of it, and lands here.
    await pipeline(Readable.from(lines()), createGzip(), out);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** @param {string} file */
function linesOf(file) {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  // An error of either stream ends the line reader with that error.
  input.on('error', (error) => gunzip.destroy(error));
  return createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
}

/** @param {string} file @param {string} what */
function damaged(file, what) {
  return new Error(`${file} is not a whole Hexle backup: ${what}`);
}

/**
 * Reads the file: the header, then each table's rows in batches; checks every count and the end
 * mark. With no `onRows`, only checks the file.
 * @param {string} file
 * @param {{ onHeader?: (header: BackupHeader) => Promise<void> | void, onRows?: (table: string, rows: string[]) => Promise<void>, batchSize?: number }} handlers
 * @returns {Promise<BackupHeader>}
 */
export async function readBackupFile(file, { onHeader, onRows, batchSize = 1000 } = {}) {
  /** @type {BackupHeader | null} */
  let header = null;
  let tableIndex = -1;
  let expected = 0;
  let seen = 0;
  let ended = false;
  /** @type {string[]} */
  let batch = [];
  const flush = async () => {
    if (batch.length > 0 && onRows && header) await onRows(header.tables[tableIndex].name, batch);
    batch = [];
  };
  try {
    for await (const line of linesOf(file)) {
      if (ended) throw damaged(file, 'lines after the end mark');
      if (header === null) {
        header = parseHeader(file, line);
        await onHeader?.(header);
        continue;
      }
      if (seen < expected) {
        batch.push(line);
        seen += 1;
        if (batch.length >= batchSize) await flush();
        continue;
      }
      await flush();
      const mark = JSON.parse(line);
      if (mark.end === true) {
        if (tableIndex !== header.tables.length - 1) throw damaged(file, 'tables are missing');
        ended = true;
        continue;
      }
      tableIndex += 1;
      const table = header.tables[tableIndex];
      if (!table || mark.table !== table.name || mark.rows !== table.rows) {
        throw damaged(file, `unexpected table ${JSON.stringify(mark.table)}`);
      }
      expected = table.rows;
      seen = 0;
    }
    await flush();
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'ENOENT') throw new Error(`${file}: no such file`);
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
      throw damaged(file, 'it is not gzip data, or is damaged or cut short');
    if (error instanceof SyntaxError) throw damaged(file, 'a line is not JSON');
    throw error;
  }
  if (header === null) throw damaged(file, 'it is empty');
  if (!ended) throw damaged(file, 'it was cut short (no end mark)');
  return header;
}

/** @param {string} file @param {string} line @returns {BackupHeader} */
function parseHeader(file, line) {
  const header = JSON.parse(line);
  if (header?.format !== FORMAT) throw damaged(file, 'its first line is not a Hexle backup header');
  if (header.version !== VERSION) {
    throw new Error(
      `${file} is a Hexle backup of format version ${header.version}; this release reads version ${VERSION}. ` +
        'Restore it with the release that made it.',
    );
  }
  return header;
}
