// @ts-check
/**
 * `npm run backup [-- --out FILE|FOLDER]`: the whole game's data in one file, read in a single
 * consistent snapshot, so it can be taken while the game runs. See stack/backup-file.mjs for the
 * format and stack/restore.mjs for the way back.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeBackupFile, FORMAT, VERSION } from './backup-file.mjs';
import { ensureDependencies } from './builds.mjs';
import { parseCommandLine, refuseSwallowedFlags, runCommand, UsageError } from './cli-args.mjs';
import { openDatabaseTarget } from './database-target.mjs';
import { appliedMigrations, countRows, gameTables, rowsAsJson, sequencePositions } from './game-tables.mjs';
import { readStackSettings } from './settings.mjs';

const USAGE = `Usage: npm run backup [-- --out FILE|FOLDER] [--force] [--keep-days N]

Writes the game's whole database (games, pins, word lists, audit trail, server secrets) to one
file, in a single consistent snapshot: it can run while npm start runs.

The database: the one in DATABASE_URL when it is set, otherwise the embedded PostgreSQL of the
data folder (HEXLE_DATA_DIR; npm start prints it), started for the backup if it is not running.

  -o, --out FILE|FOLDER   where to write it: a file, or a folder (an existing one, or any
                          path ending in /), where it is named hexle-backup-<UTC time>.ndjson.gz
                          (default: the backups/ folder of the data folder); a relative path
                          is taken from the folder npm run was typed in
  --force                 replace FILE when it exists (otherwise the backup refuses)
  --keep-days N           after a backup written to a folder, remove that folder's backups
                          (hexle-backup-*.ndjson.gz) made more than N days ago
  -h, --help              this help

The file is readable by its owner only: it holds the server's secrets. Keep a copy on another
machine. npm run restore -- FILE puts it back.`;

/** @param {Date} now */
export function backupFileName(now, suffix = '') {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '');
  return `hexle-backup-${stamp}${suffix}.ndjson.gz`;
}

/**
 * Writes a backup of the database at `url` to `file`; the header it wrote is returned.
 * @param {string} url @param {string} file @param {Date} now
 */
export async function backupDatabase(url, file, now) {
  // Imported here: on a fresh clone, main() installs the dependencies first.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = await appliedMigrations(client);
    if (!migrations) throw new Error('the database has no tables yet (npm start sets it up): nothing to back up');
    const tables = await gameTables(client);
    const counted = [];
    for (const table of tables)
      counted.push({ name: table.name, columns: table.columns, rows: await countRows(client, table.name) });
    const hasSettings = tables.some((table) => table.name === 'game_settings');
    const launch = hasSettings
      ? (await client.query('SELECT launch_date::text AS date FROM game_settings ORDER BY id LIMIT 1')).rows[0]?.date
      : null;
    const { rows: facts } = await client.query('SELECT current_database() AS name, current_setting($1) AS version', [
      'server_version',
    ]);
    /** @type {import('./backup-file.mjs').BackupHeader} */
    const header = {
      format: FORMAT,
      version: VERSION,
      made_at: now.toISOString(),
      database: facts[0].name,
      server_version: facts[0].version,
      launch_date: launch ?? null,
      migrations,
      tables: counted,
      sequences: await sequencePositions(client),
    };
    const byName = new Map(tables.map((table) => [table.name, table]));
    await writeBackupFile(file, header, (name) => rowsAsJson(client, /** @type {any} */ (byName.get(name))));
    await client.query('COMMIT');
    return header;
  } finally {
    await client.end();
  }
}

/**
 * Where the backup goes, and whether that is a folder of backups. `cwd`: where a relative --out is
 * taken from (npm runs a script in the checkout; INIT_CWD is where the operator typed it).
 * @param {{ out?: string, force?: boolean }} options @param {string} dataDir @param {Date} now @param {string} cwd
 * @returns {{ file: string, folder: string | null }}
 */
export function chooseFile({ out, force = false }, dataDir, now, cwd) {
  if (
    out &&
    (out.endsWith('/') || (existsSync(path.resolve(cwd, out)) && statSync(path.resolve(cwd, out)).isDirectory()))
  ) {
    const folder = path.resolve(cwd, out);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    return { file: path.join(folder, backupFileName(now)), folder };
  }
  if (out) {
    const file = path.resolve(cwd, out);
    if (existsSync(file) && !force)
      throw new UsageError(`${file} already exists: give another name, a folder, or --force to replace it`);
    return { file, folder: null };
  }
  const folder = backupsFolder(dataDir);
  return { file: path.join(folder, backupFileName(now)), folder };
}

const BACKUP_NAME = /^hexle-backup-(\d{4})-(\d\d)-(\d\d)T(\d\d)(\d\d)(\d\d)Z\.ndjson\.gz$/;

/**
 * Removes the backups of `folder` made more than `keepDays` days before `now`, by the time in
 * their names (only files named as this command names them); returns the names removed.
 * @param {string} folder @param {number} keepDays @param {Date} now
 */
export function removeOldBackups(folder, keepDays, now) {
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const removed = [];
  for (const name of readdirSync(folder).sort()) {
    const parts = BACKUP_NAME.exec(name);
    if (!parts) continue;
    const [, y, mo, d, h, mi, se] = parts.map(Number);
    if (Date.UTC(y, mo - 1, d, h, mi, se) >= cutoff) continue;
    rmSync(path.join(folder, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * The data folder's backups/, readable by its owner only. The data folder itself keeps its usual
 * mode: as root, the embedded server's user must still be able to enter it.
 * @param {string} dataDir
 */
export function backupsFolder(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const folder = path.join(dataDir, 'backups');
  mkdirSync(folder, { mode: 0o700, recursive: true });
  return folder;
}

/** @param {import('./backup-file.mjs').BackupHeader} header */
export function summary(header) {
  const rows = header.tables.map((table) => `${table.name} ${table.rows}`).join(', ');
  const last = header.migrations.at(-1)?.name ?? 'none';
  return (
    `  made ${header.made_at} from database ${header.database} (PostgreSQL ${header.server_version})\n` +
    `  launch date ${header.launch_date ?? 'not recorded'}; ${header.migrations.length} migrations, the last ${last}\n` +
    `  rows: ${rows}`
  );
}

async function main() {
  const { values } = parseCommandLine(
    process.argv.slice(2),
    {
      out: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
      'keep-days': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    false,
  );
  if (values.help) {
    console.log(USAGE);
    return;
  }
  refuseSwallowedFlags(process.env, ['--out', '--dry-run', '--force', '--keep-days']);
  const keepDays = values['keep-days'] === undefined ? null : Number(values['keep-days']);
  if (keepDays !== null && !(Number.isInteger(keepDays) && keepDays >= 1 && keepDays <= 36_500))
    throw new UsageError(`--keep-days takes a whole number of days from 1 to 36500\n\n${USAGE}`);
  const settings = readStackSettings(process.env);
  const now = new Date();
  const { file, folder } = chooseFile(
    { out: values.out, force: values.force },
    settings.dataDir,
    now,
    process.env.INIT_CWD ?? process.cwd(),
  );
  if (keepDays !== null && folder === null)
    throw new UsageError(`--keep-days goes with a folder of backups (--out FOLDER/, or the default)\n\n${USAGE}`);
  ensureDependencies();
  const target = await openDatabaseTarget(settings, { purpose: 'backup' });
  try {
    console.log(`hexle: backing up ${target.description}`);
    const header = await backupDatabase(target.url, file, now);
    console.log(`hexle: backup written to ${file}\n${summary(header)}`);
  } finally {
    await target.close();
  }
  if (keepDays !== null && folder !== null) {
    const removed = removeOldBackups(folder, keepDays, now);
    console.log(
      `hexle: ${removed.length} backup${removed.length === 1 ? '' : 's'} older than ${keepDays} days removed`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runCommand('backup', main);
