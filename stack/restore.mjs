// @ts-check
/**
 * `npm run restore -- FILE [--yes] [--dry-run]`: replaces the game's database with a backup made
 * by `npm run backup`. The backup is loaded into a new database first, migrated by this checkout's
 * migrations and checked row by row; only then does it take the old one's place, so a failure
 * leaves the current data as it was. Data that is replaced is first backed up beside the others.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { backupDatabase, backupFileName, backupsFolder, summary } from './backup.mjs';
import { readBackupFile } from './backup-file.mjs';
import { ensureDependencies } from './builds.mjs';
import { parseCommandLine, refuseSwallowedFlags, runCommand, UsageError } from './cli-args.mjs';
import { describeUrl, openDatabaseTarget } from './database-target.mjs';
import { checkoutMigrations, countRows, gameTables, insertRows, quoteIdent } from './game-tables.mjs';
import { PROJECT_ROOT, readStackSettings } from './settings.mjs';

const USAGE = `Usage: npm run restore -- FILE [--yes] [--dry-run]

Replaces the game's whole database with a backup made by npm run backup: every game, pin,
word list, audit entry and server secret becomes what the file holds, and what players have
seen since the backup is gone. The data it replaces is first backed up to the data folder's
backups/ folder (the command prints the file), so the restore itself can be undone.

The database: the one in DATABASE_URL when it is set, otherwise the embedded PostgreSQL of the
data folder (HEXLE_DATA_DIR; npm start prints it), created if there is none yet. Stop npm start
first: the restore refuses while it runs, or while anything else is connected to the database.

  -y, --yes, --force   replace a database that holds data without asking
      --dry-run, --list
                       check the whole file and show what it holds and what it would replace;
                       change nothing (exit code 1 when this checkout could not restore it)
  -h, --help           this help

A backup restores only with the release whose migrations made it: with a newer checkout, check
out the release that made the backup, restore, then check out the new release and npm start
applies its migrations.`;

const PRISMA = path.join(PROJECT_ROOT, 'node_modules/.bin/prisma');
const EXIT_WHEN_DONE = path.join(PROJECT_ROOT, 'deploy/api/exit-when-done.cjs');

/** @param {import('./backup-file.mjs').BackupHeader} header */
function migrationMismatch(header) {
  const ours = checkoutMigrations(PROJECT_ROOT).map((migration) => migration.name);
  const theirs = header.migrations.map((migration) => migration.name);
  if (ours.join('\n') === theirs.join('\n')) return null;
  const onlyTheirs = theirs.filter((name) => !ours.includes(name));
  const onlyOurs = ours.filter((name) => !theirs.includes(name));
  return (
    'the backup was made with other migrations than this checkout holds' +
    (onlyTheirs.length ? `\n  only in the backup: ${onlyTheirs.join(', ')}` : '') +
    (onlyOurs.length ? `\n  only in this checkout: ${onlyOurs.join(', ')}` : '') +
    '\nRestore it with the release that made it (check that release out, npm ci, npm run restore), ' +
    'then upgrade: check out this release and npm start applies the newer migrations.'
  );
}

/** A database on the same server as `url`. @param {string} url @param {string} name */
function withDatabase(url, name) {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.toString();
}

/** @param {string} url */
async function connect(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Rows in the game's tables of an existing database, per table. @param {string} url */
async function rowsHeld(url) {
  const client = await connect(url);
  try {
    const held = [];
    for (const table of await gameTables(client))
      held.push({ name: table.name, rows: await countRows(client, table.name) });
    return held;
  } finally {
    await client.end();
  }
}

/** @param {string} question */
async function confirm(question) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim().toLowerCase() === 'yes';
  } finally {
    prompt.close();
  }
}

/** `prisma migrate deploy` on the new database. @param {string} url */
function migrate(url) {
  const result = spawnSync(PRISMA, ['migrate', 'deploy'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${EXIT_WHEN_DONE}`,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`prisma migrate deploy failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Records the restore in the restored database's own audit trail (`npm run puzzle -- audit
 * --action restore`): the file, when it was made, and who restored it from where.
 * @param {string} url @param {string} file @param {import('./backup-file.mjs').BackupHeader} header
 */
async function recordRestore(url, file, header) {
  const client = await connect(url);
  try {
    await client.query(
      `INSERT INTO audit_log (action, details, os_user, host)
       VALUES ('restore', jsonb_build_object('file', $1::text, 'made_at', $2::text), left($3, 100), left($4, 255))`,
      [path.basename(file), header.made_at, operatingSystemUser(), os.hostname()],
    );
  } finally {
    await client.end();
  }
}

/** Who runs the command; a uid with no passwd entry (in a container) has no name. */
function operatingSystemUser() {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? `uid ${process.getuid?.() ?? 'unknown'}`;
  }
}

/**
 * Loads the file into the (migrated, empty) database at `url` in one transaction, with triggers
 * off where the role may turn them off, sets the sequences where they were, and checks the counts.
 * @param {string} url @param {string} file @param {import('./backup-file.mjs').BackupHeader} header
 */
async function load(url, file, header) {
  const client = await connect(url);
  try {
    const tables = await gameTables(client);
    const ours = tables.map((table) => `${table.name}(${[...table.columns].sort().join(',')})`).sort();
    const theirs = header.tables.map((table) => `${table.name}(${[...table.columns].sort().join(',')})`).sort();
    if (ours.join(' ') !== theirs.join(' ')) {
      throw new Error(
        `the backup's tables differ from those the migrations made:\n  backup: ${theirs.join(' ')}\n  here:   ${ours.join(' ')}`,
      );
    }
    await client.query('BEGIN');
    const { rows } = await client.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
    // Triggers (the audit trail's, the foreign keys') stay off while rows come back as they were.
    if (rows[0]?.rolsuper) await client.query('SET LOCAL session_replication_role = replica');
    const byName = new Map(header.tables.map((table) => [table.name, table]));
    await readBackupFile(file, {
      onRows: (name, batch) => insertRows(client, /** @type {any} */ (byName.get(name)), batch),
    });
    for (const sequence of header.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        quoteIdent(sequence.name),
        sequence.last_value,
        sequence.is_called,
      ]);
    }
    for (const table of header.tables) {
      const count = await countRows(client, table.name);
      if (count !== table.rows)
        throw new Error(`table ${table.name} has ${count} rows after loading, not ${table.rows}`);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * @param {{ file: string, yes: boolean, settings: import('./settings.mjs').StackSettings, header: import('./backup-file.mjs').BackupHeader }} options
 */
async function restore({ file, yes, settings, header }) {
  const target = await openDatabaseTarget(settings, { purpose: 'restore' });
  try {
    const name = decodeURIComponent(new URL(target.url).pathname.slice(1));
    if (!name) throw new UsageError('DATABASE_URL names no database');
    const staging = `${name}_restoring`.slice(0, 63);
    const old = `${name}_replaced`.slice(0, 63);
    const server = await connect(withDatabase(target.url, 'postgres'));
    try {
      const exists = (await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
      let replaced = null;
      if (exists) {
        const { rows } = await server.query(
          `SELECT count(*)::int AS count, string_agg(DISTINCT NULLIF(application_name, ''), ', ') AS names
             FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [name],
        );
        if (rows[0].count > 0) {
          throw new Error(
            `${rows[0].count} other connections use ${target.description}` +
              `${rows[0].names ? ` (${rows[0].names})` : ''}: stop the API and every other client first.`,
          );
        }
        const held = await rowsHeld(target.url);
        const total = held.reduce((sum, table) => sum + table.rows, 0);
        if (total > 0) {
          const what = held.map((table) => `${table.name} ${table.rows}`).join(', ');
          console.log(`hexle: ${target.description} holds data (${what}); the restore replaces all of it.`);
          const go = yes || (process.stdin.isTTY && (await confirm('Replace it with the backup? Type yes: ')));
          if (!go) {
            throw new UsageError(
              'nothing was done. To replace what players have seen: npm run restore -- ' +
                `${JSON.stringify(file).slice(1, -1)} --yes`,
            );
          }
          replaced = path.join(backupsFolder(settings.dataDir), backupFileName(new Date(), '-before-restore'));
          await backupDatabase(target.url, replaced, new Date());
          console.log(`hexle: the data being replaced is saved in ${replaced}`);
        }
      }

      console.log(`hexle: loading the backup into a new database (${staging}) and checking it`);
      // What an earlier restore stopped before it could drop: the live database's old data,
      // already saved in a backup file then.
      await server.query(`DROP DATABASE IF EXISTS ${quoteIdent(old)}`);
      await server.query(`DROP DATABASE IF EXISTS ${quoteIdent(staging)}`);
      await server.query(`CREATE DATABASE ${quoteIdent(staging)}`);
      try {
        migrate(withDatabase(target.url, staging));
        await load(withDatabase(target.url, staging), file, header);
        await recordRestore(withDatabase(target.url, staging), file, header);
        // Both renames in one transaction: a restore stopped at any point leaves a database under
        // the game's name, the old one or the restored one, never none.
        await server.query('BEGIN');
        if (exists) await server.query(`ALTER DATABASE ${quoteIdent(name)} RENAME TO ${quoteIdent(old)}`);
        await server.query(`ALTER DATABASE ${quoteIdent(staging)} RENAME TO ${quoteIdent(name)}`);
        await server.query('COMMIT');
      } catch (error) {
        await server.query('ROLLBACK').catch(() => {});
        await server.query(`DROP DATABASE IF EXISTS ${quoteIdent(staging)}`).catch(() => {});
        throw error;
      }
      await server.query(`DROP DATABASE IF EXISTS ${quoteIdent(old)}`);
      console.log(`hexle: restored ${file} into ${target.description}\n${summary(header)}`);
      if (replaced) console.log(`hexle: to undo: npm run restore -- ${replaced} --yes`);
      console.log(
        target.embedded
          ? 'hexle: the next npm start serves the restored games.'
          : 'hexle: start the API as usual: its setup (start-api.sh) grants the API role its rights on the restored tables.',
      );
    } finally {
      await server.end();
    }
  } finally {
    await target.close();
  }
}

async function main() {
  const { values, positionals } = parseCommandLine(
    process.argv.slice(2),
    {
      yes: { type: 'boolean', short: 'y' },
      force: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    true,
  );
  if (values.help) {
    console.log(USAGE);
    return;
  }
  refuseSwallowedFlags(process.env, ['--yes', '--force', '--dry-run', '--list']);
  if (positionals.length !== 1) {
    throw new UsageError('name one backup file: npm run restore -- FILE (npm run restore -- --help tells more)');
  }
  const file = path.resolve(positionals[0]);
  const settings = readStackSettings(process.env);
  const header = await readBackupFile(file);
  console.log(`hexle: ${file} is a whole Hexle backup\n${summary(header)}`);
  const mismatch = migrationMismatch(header);
  if (values['dry-run'] || values.list) {
    const target = settings.databaseUrl
      ? `the PostgreSQL ${describeUrl(settings.databaseUrl)} (DATABASE_URL)`
      : `the embedded PostgreSQL in ${settings.dataDir}`;
    if (mismatch) throw new Error(`this checkout cannot restore it: ${mismatch}`);
    console.log(`hexle: a restore would replace ${target}. Nothing was changed (dry run).`);
    return;
  }
  if (mismatch) throw new Error(`refusing to restore: ${mismatch}`);
  ensureDependencies();
  await restore({ file, yes: Boolean(values.yes || values.force), settings, header });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runCommand('restore', main);
