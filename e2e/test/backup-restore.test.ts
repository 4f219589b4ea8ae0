import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackupFile } from '../../stack/backup-file.mjs';
import { chooseFile, removeOldBackups } from '../../stack/backup.mjs';
import { embeddedDatabaseUrl } from '../../stack/embedded-database.mjs';
import { PROJECT_ROOT } from '../../stack/settings.mjs';
import { runPuzzleCommand, todayInUtc } from './support/puzzle-command.js';
import { startStack } from './support/stack-process.js';
import { PORT_OFFSET } from './support/stack-settings.js';

const PORTS = { web: 8200 + PORT_OFFSET, api: 3200 + PORT_OFFSET, database: 25400 + PORT_OFFSET };
const LOG_DIR = path.join(PROJECT_ROOT, 'e2e/results');

/** A data folder outside the checkout, as the default is; open to the user `postgres` when run as root. */
function dataFolder(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `hexle-${name}-`));
  chmodSync(dir, 0o755);
  return dir;
}
const machineA = dataFolder('backup-a');
const machineB = dataFolder('backup-b');
const backupFile = path.join(machineA, 'game.ndjson.gz');
afterAll(() => {
  rmSync(machineA, { recursive: true, force: true });
  rmSync(machineB, { recursive: true, force: true });
});

const stackEnv = (dataDir: string) => ({
  WEB_PORT: String(PORTS.web),
  PORT: String(PORTS.api),
  EMBEDDED_DB_PORT: String(PORTS.database),
  HEXLE_DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
});

/** Runs `npm run backup` / `npm run restore`'s script as npm would, with no terminal on standard input. */
function run(script: 'backup' | 'restore', args: string[], dataDir: string, extraEnv: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = { ...process.env, ...stackEnv(dataDir), ...extraEnv };
  for (const flag of ['yes', 'force', 'dry_run', 'list', 'out']) {
    if (!(`npm_config_${flag}` in extraEnv)) delete env[`npm_config_${flag}`];
  }
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, `stack/${script}.mjs`), ...args], {
    cwd: PROJECT_ROOT,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every row of the game's tables, in a stable order, as PostgreSQL prints them; not the restores' own audit entries. */
async function gameRows(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SET TIME ZONE 'UTC'");
    const rows: Record<string, string[]> = {};
    for (const table of [
      'words',
      'daily_puzzles',
      'server_secrets',
      'audit_log',
      'game_settings',
      'replaced_puzzles',
      'challenges',
    ]) {
      const ours = table === 'audit_log' ? " WHERE action <> 'restore'" : '';
      const result = await client.query(`SELECT t::text AS row FROM ${table} t${ours} ORDER BY 1`);
      rows[table] = result.rows.map((row: { row: string }) => row.row);
    }
    return rows;
  } finally {
    await client.end();
  }
}

/** The restores recorded in a database's audit trail, oldest first. */
async function restoreEntries(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query("SELECT details FROM audit_log WHERE action = 'restore' ORDER BY id");
    return result.rows.map((row: { details: { file: string; made_at: string } }) => row.details);
  } finally {
    await client.end();
  }
}

/** The rows of a backup file, without its header (which says when it was made). */
const rowLines = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').split('\n').slice(1);

interface GuessReply {
  evaluation: string[];
  is_winner: boolean;
  proof?: string;
}

async function guess(body: Record<string, unknown>): Promise<{ status: number; reply: GuessReply }> {
  const response = await fetch(`http://127.0.0.1:${PORTS.api}/api/check-guess`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ timezone: 'UTC', ...body }),
  });
  return { status: response.status, reply: (await response.json()) as GuessReply };
}

describe('npm run backup and npm run restore with the embedded PostgreSQL', () => {
  it('back up while the game runs, change, restore, and the same game answers with the same proofs, on the same machine and on a fresh one', async () => {
    // The game as players saw it: today's answer drawn, a guess proven, a day pinned.
    const first = await startStack(stackEnv(machineA), path.join(LOG_DIR, 'backup-1.log'));
    expect(first.output()).toContain(`data folder ${machineA}`);
    const databaseA = embeddedDatabaseUrl(machineA, PORTS.database);
    const daily = await fetch(`http://127.0.0.1:${PORTS.api}/api/daily-word?timezone=UTC`);
    const gameNumber = ((await daily.json()) as { game_number: number }).game_number;
    const played = await guess({ guess: 'STREAM', game_number: gameNumber });
    expect(played.status).toBe(200);
    expect(played.reply.proof).toEqual(expect.any(String));
    runPuzzleCommand(databaseA, ['pin', '2099-01-01', 'CASTLE']);

    const backup = run('backup', ['--out', backupFile], machineA);
    expect(backup.output).toContain('(running, port');
    expect(backup.code).toBe(0);
    const before = await gameRows(databaseA);
    expect(before.daily_puzzles.length).toBeGreaterThanOrEqual(2);
    expect(before.server_secrets.length).toBeGreaterThanOrEqual(1);

    // What happens after the backup: another answer today, another pin.
    runPuzzleCommand(databaseA, ['pin', todayInUtc(), 'GARDEN', '--force']);
    runPuzzleCommand(databaseA, ['pin', '2099-01-01', 'BRIDGE', '--force']);
    expect(await gameRows(databaseA)).not.toEqual(before);

    const whileRunning = run('restore', [backupFile, '--yes'], machineA);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toMatch(/npm start is running on .*: stop it first/);
    expect(await first.stop('SIGTERM')).toBe(0);

    // Replacing what players have seen needs --yes; npm keeping it for itself is refused.
    const unconfirmed = run('restore', [backupFile], machineA);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.output).toContain('nothing was done');
    const swallowed = run('restore', [backupFile], machineA, {
      npm_config_yes: 'true',
      npm_lifecycle_event: 'restore',
    });
    expect(swallowed.code).toBe(1);
    expect(swallowed.output).toContain('npm took --yes for itself');
    const dryRun = run('restore', [backupFile, '--dry-run'], machineA);
    expect(dryRun.code).toBe(0);
    expect(dryRun.output).toContain(`a restore would replace the embedded PostgreSQL in ${machineA}`);

    // A backup from another release's migrations is refused, before anything is touched.
    const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0]) as { migrations: { name: string; checksum: string }[] };
    header.migrations.push({ name: '20991231000000_from_a_later_release', checksum: '0' });
    const later = path.join(machineA, 'later.ndjson.gz');
    writeFileSync(later, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    const refused = run('restore', [later, '--yes'], machineA);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('only in the backup: 20991231000000_from_a_later_release');
    expect(refused.output).toContain('Restore it with the release that made it');

    const restored = run('restore', [backupFile, '--yes'], machineA);
    expect(restored.code).toBe(0);
    const undo = /to undo: npm run restore -- (\S+) --yes/.exec(restored.output);
    expect(undo && existsSync(undo[1])).toBe(true);
    // Backed up again, the restored database holds exactly the rows of the first backup, and one
    // audit entry more: the restore, naming its file.
    const again = path.join(machineA, 'again.ndjson.gz');
    expect(run('backup', ['--out', again], machineA).code).toBe(0);
    const isRestoreEntry = (line: string) => line.includes('"action":"restore"');
    // The audit trail's header line counts its rows: one more.
    const isAuditHeader = (line: string) => line.startsWith('{"table":"audit_log"');
    const againLines = rowLines(again);
    expect(againLines.filter((line) => !isRestoreEntry(line) && !isAuditHeader(line))).toEqual(
      rowLines(backupFile).filter((line) => !isAuditHeader(line)),
    );
    expect(againLines.filter(isRestoreEntry)).toEqual([expect.stringContaining(path.basename(backupFile))]);

    // A fresh machine: no data folder yet.
    rmSync(machineB, { recursive: true, force: true });
    const fresh = run('restore', [backupFile], machineB);
    expect(fresh.output).toContain('creating the embedded PostgreSQL cluster');
    expect(fresh.code).toBe(0);
    expect(readdirSync(machineB)).toContain('postgres');

    const second = await startStack(stackEnv(machineB), path.join(LOG_DIR, 'backup-2.log'));
    try {
      const databaseB = embeddedDatabaseUrl(machineB, PORTS.database);
      expect(await gameRows(databaseB)).toEqual(before);
      const restores = await restoreEntries(databaseB);
      expect(restores.map((entry) => entry.file)).toEqual([path.basename(backupFile)]);
      expect(restores[0].made_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      // Nothing of the restore's own left beside the game's database.
      const server = new pg.Client({ connectionString: databaseB.replace(/\/[^/?]*(\?|$)/, '/postgres$1') });
      await server.connect();
      const leftovers = await server.query("SELECT datname FROM pg_database WHERE datname ~ '_(restoring|replaced)$'");
      await server.end();
      expect(leftovers.rows).toEqual([]);
      // The same answer and the same signing key: the same reply, proof included, and the proof
      // still carries the game on.
      expect(await guess({ guess: 'STREAM', game_number: gameNumber })).toEqual(played);
      const next = await guess({
        guess: 'FLOWER',
        game_number: gameNumber,
        previous_guesses: ['STREAM'],
        proof: played.reply.proof,
      });
      expect(next.status).toBe(200);
      expect(next.reply.proof).toEqual(expect.any(String));
    } finally {
      expect(await second.stop('SIGTERM')).toBe(0);
    }
  }, 400_000);
});

describe('the backup file on disk', () => {
  const header = {
    format: 'hexle-backup',
    version: 1,
    made_at: '2026-11-29T00:00:00.000Z',
    database: 'hexle',
    server_version: '18',
    launch_date: '2026-01-01',
    migrations: [],
    tables: [{ name: 'words', columns: ['text'], rows: 2 }],
    sequences: [],
  };
  const rows = async function* () {
    yield await Promise.resolve(['{"text":"PLANET"}', '{"text":"FLOWER"}']);
  };

  it('is made owner-only, and never through a file someone made under its temporary name', async () => {
    const dir = dataFolder('backup-file');
    try {
      const file = path.join(dir, 'game.ndjson.gz');
      await writeBackupFile(file, header, rows);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(gunzipSync(readFileSync(file)).toString('utf8')).toContain('{"text":"FLOWER"}\n{"end":true}');
      // Someone made `<file>.partial` in advance, open to all: the backup refuses rather than fill it.
      const other = path.join(dir, 'other.ndjson.gz');
      writeFileSync(`${other}.partial`, '', { mode: 0o666 });
      await expect(writeBackupFile(other, header, rows)).rejects.toThrow(/other\.ndjson\.gz\.partial already exists/);
      expect(readFileSync(`${other}.partial`, 'utf8')).toBe('');
      expect(existsSync(other)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves no file behind when the backup fails half way, and says why', async () => {
    const dir = dataFolder('backup-fail');
    try {
      const file = path.join(dir, 'game.ndjson.gz');
      const failing = async function* () {
        yield await Promise.resolve(['{"text":"PLANET"}']);
        throw new Error('the database went away');
      };
      await expect(writeBackupFile(file, header, failing)).rejects.toThrow('the database went away');
      // A file that cannot be written (here, in no folder) fails the same pipeline as a full disk.
      await expect(writeBackupFile(path.join(dir, 'missing', 'x.gz'), header, rows)).rejects.toThrow(/ENOENT/);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a relative --out from where the operator typed it, and replaces a file only with --force', () => {
    const dir = dataFolder('backup-out');
    try {
      const now = new Date('2026-11-29T10:20:30Z');
      expect(chooseFile({ out: 'game.gz' }, dir, now, dir)).toEqual({ file: path.join(dir, 'game.gz'), folder: null });
      expect(chooseFile({ out: 'kept/' }, dir, now, dir)).toEqual({
        file: path.join(dir, 'kept', 'hexle-backup-2026-11-29T102030Z.ndjson.gz'),
        folder: path.join(dir, 'kept'),
      });
      writeFileSync(path.join(dir, 'game.gz'), 'an older backup');
      expect(() => chooseFile({ out: 'game.gz' }, dir, now, dir)).toThrow(/already exists: give another name/);
      expect(chooseFile({ out: 'game.gz', force: true }, dir, now, dir).file).toBe(path.join(dir, 'game.gz'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the backups of the last N days with --keep-days, and nothing else of the folder is touched', () => {
    const dir = dataFolder('backup-keep');
    try {
      const names = [
        'hexle-backup-2026-11-01T020000Z.ndjson.gz',
        'hexle-backup-2026-11-14T020000Z.ndjson.gz',
        'hexle-backup-2026-11-16T020000Z.ndjson.gz',
        'hexle-backup-2026-11-29T020000Z.ndjson.gz',
        'notes.txt',
      ];
      for (const name of names) writeFileSync(path.join(dir, name), 'x');
      const removed = removeOldBackups(dir, 14, new Date('2026-11-29T10:00:00Z'));
      expect(removed).toEqual([
        'hexle-backup-2026-11-01T020000Z.ndjson.gz',
        'hexle-backup-2026-11-14T020000Z.ndjson.gz',
      ]);
      expect(readdirSync(dir).sort()).toEqual(names.slice(2).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
