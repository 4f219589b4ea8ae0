// @ts-check
/**
 * `npm run backup [-- --out FILE|FOLDER]`: the whole game's data in one file, read in a single
 * consistent snapshot, so it can be taken while the game runs. See stack/backup-file.mjs for the
 * format and stack/restore.mjs for the way back.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeBackupFile, FORMAT, VERSION } from './backup-file.mjs';
import { ensureDependencies } from './builds.mjs';
import { parseCommandLine, refuseSwallowedFlags, runCommand } from './cli-args.mjs';
import { openDatabaseTarget } from './database-target.mjs';
import { appliedMigrations, countRows, gameTables, rowsAsJson, sequencePositions } from './game-tables.mjs';
import { readStackSettings } from './settings.mjs';

const USAGE = `Usage: npm run backup [-- --out FILE|FOLDER]

Writes the game's whole database (games, pins, word lists, audit trail, server secrets) to one
file, in a single consistent snapshot: it can run while npm start runs.

The database: the one in DATABASE_URL when it is set, otherwise the embedded PostgreSQL of the
data folder (HEXLE_DATA_DIR; npm start prints it), started for the backup if it is not running.

  -o, --out FILE|FOLDER   where to write it: a file, or a folder (an existing one, or any
                          path ending in /), where it is named hexle-backup-<UTC time>.ndjson.gz
                          (default: the backups/ folder of the data folder)
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

/** @param {string | undefined} out @param {string} dataDir @param {Date} now */
function chooseFile(out, dataDir, now) {
  if (out && (out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory()))) {
    mkdirSync(out, { recursive: true, mode: 0o700 });
    return path.resolve(out, backupFileName(now));
  }
  if (out) return path.resolve(out);
  return path.join(backupsFolder(dataDir), backupFileName(now));
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
    { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    false,
  );
  if (values.help) {
    console.log(USAGE);
    return;
  }
  refuseSwallowedFlags(process.env, ['--out', '--dry-run', '--force']);
  const settings = readStackSettings(process.env);
  ensureDependencies();
  const now = new Date();
  const target = await openDatabaseTarget(settings, { purpose: 'backup' });
  try {
    const file = chooseFile(values.out, settings.dataDir, now);
    console.log(`hexle: backing up ${target.description}`);
    const header = await backupDatabase(target.url, file, now);
    console.log(`hexle: backup written to ${file}\n${summary(header)}`);
  } finally {
    await target.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runCommand('backup', main);
