// @ts-check
// The backup and restore script of the Kubernetes manifests (deploy/kubernetes/backup), run as its
// pods run it, `sh hexle-db.sh COMMAND`, against a scratch database on the PostgreSQL every
// development and CI machine has (127.0.0.1:5432 as postgres), with this machine's pg_dump and
// pg_restore. Run by `npm run kubernetes:check` (manifests.test.mjs imports it).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { loadKustomization, REPO_ROOT } from './manifests.mjs';

const SERVER = 'postgresql://postgres@127.0.0.1:5432';
const live = `hexle_k8s_script_${process.pid}`;
const restored = `${live}_restore`;
const previous = `${live}_before_restore`;

const work = mkdtempSync(path.join(tmpdir(), 'hexle-db-script-'));
const script = path.join(work, 'hexle-db.sh');
const backups = path.join(work, 'backups');

/** The script as the ConfigMap hexle-db-script holds it. */
function scriptOfTheConfigMap() {
  const { manifests } = loadKustomization(path.join(REPO_ROOT, 'deploy/kubernetes/backup'));
  const configMap = manifests.find(
    ({ object }) => object.kind === 'ConfigMap' && object.metadata.name === 'hexle-db-script',
  );
  const text = configMap?.object.data?.['hexle-db.sh'];
  assert.equal(typeof text, 'string', 'the ConfigMap hexle-db-script holds hexle-db.sh');
  return /** @type {string} */ (text);
}

/**
 * Runs the script with the live database's URL (and more settings), standard input from `input`.
 * @param {string[]} args @param {{ env?: Record<string, string>, input?: Buffer }} [options]
 */
function hexleDb(args, { env = {}, input } = {}) {
  const result = spawnSync('sh', [script, ...args], {
    env: { PATH: process.env.PATH, DATABASE_URL: `${SERVER}/${live}`, BACKUP_DIR: backups, ...env },
    input,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** @param {string} database @param {string} sql @param {unknown[]} [values] */
async function query(database, sql, values = []) {
  const client = new pg.Client({ connectionString: `${SERVER}/${database}` });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const databases = async () =>
  (await query('postgres', 'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname', [`${live}%`])).map(
    ({ datname }) => datname,
  );
/** How many puzzles a database holds. @param {string} database */
const puzzles = async (database) => Number((await query(database, 'SELECT count(*) AS n FROM daily_puzzles'))[0].n);
const dumps = () => readdirSync(backups).sort();

async function dropAll() {
  for (const name of [live, restored, previous])
    await query('postgres', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

before(async () => {
  writeFileSync(script, scriptOfTheConfigMap());
  mkdirSync(backups);
  await dropAll();
  await query('postgres', `CREATE DATABASE "${live}"`);
  // A stand-in for the game's schema: the table the check looks for, enough rows to span blocks.
  await query(
    live,
    `CREATE TABLE daily_puzzles (game_number integer PRIMARY KEY, word text NOT NULL);
     INSERT INTO daily_puzzles SELECT n, 'PLANET' FROM generate_series(1, 20000) AS n`,
  );
});

after(async () => {
  await dropAll();
  rmSync(work, { recursive: true, force: true });
});

test('backup keeps a checked dump readable by its owner only, removes old ones, and leaves nothing when it fails', async () => {
  // Backups from earlier nights: one past the retention, one within it, and a part a killed pod left.
  const day = 24 * 3600;
  const now = Date.now() / 1000;
  for (const [name, age] of [
    ['hexle-2026-01-01T031700Z.dump', 20 * day],
    ['hexle-2026-01-15T031700Z.dump', 3 * day],
    ['hexle-2026-01-16T031700Z.dump.part', 2 * day],
    ['notes.txt', 30 * day],
  ]) {
    writeFileSync(path.join(backups, String(name)), 'old');
    utimesSync(path.join(backups, String(name)), now - Number(age), now - Number(age));
  }
  const result = hexleDb(['backup'], { env: { BACKUP_KEEP_DAYS: '14' } });
  assert.equal(result.status, 0, result.stderr);
  const written = dumps().filter((name) => name.startsWith('hexle-') && !name.startsWith('hexle-2026-01'));
  assert.equal(written.length, 1, `${dumps()}`);
  const dump = /** @type {string} */ (written[0]);
  assert.match(dump, /^hexle-\d{4}-\d{2}-\d{2}T\d{6}Z\.dump$/);
  assert.match(result.stdout, new RegExp(`${dump} \\(\\d+ bytes\\)`));
  // The keys that sign players' proofs are in it: no one else may read it.
  assert.equal(statSync(path.join(backups, dump)).mode & 0o777, 0o600);
  // Past the retention and left parts removed; the rest kept.
  assert.deepEqual(
    dumps().filter((name) => name.startsWith('hexle-2026-01') || name === 'notes.txt'),
    ['hexle-2026-01-15T031700Z.dump', 'notes.txt'],
  );
  assert.equal(hexleDb(['check', path.join(backups, dump)]).status, 0);

  // A database that cannot be dumped: an error, and no file at all.
  const before = dumps();
  const failed = hexleDb(['backup'], { env: { DATABASE_URL: `${SERVER}/${live}_missing` } });
  assert.notEqual(failed.status, 0);
  assert.deepEqual(dumps(), before);
  // A retention that is not a number of days is refused before anything is written.
  const refused = hexleDb(['backup'], { env: { BACKUP_KEEP_DAYS: 'two weeks' } });
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /BACKUP_KEEP_DAYS must be a whole number of days/);
  assert.deepEqual(dumps(), before);
});

/** The newest dump the backup test wrote. */
const newestDump = () =>
  path.join(
    backups,
    /** @type {string} */ (
      dumps()
        .filter((name) => /Z\.dump$/.test(name) && !name.startsWith('hexle-2026-01'))
        .at(-1)
    ),
  );

test('a dump cut short is refused by check, receive and restore, and the live database is untouched', async () => {
  const whole = readFileSync(newestDump());
  const cut = path.join(backups, 'cut.dump');
  writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
  chmodSync(cut, 0o600);

  const checked = hexleDb(['check', cut]);
  assert.equal(checked.status, 1);
  assert.match(checked.stderr, /cut short or damaged/);

  const received = hexleDb(['receive', 'copied-in.dump'], { input: whole.subarray(0, 4000) });
  assert.equal(received.status, 1);
  assert.ok(!dumps().some((name) => name.startsWith('copied-in')), `${dumps()}`);

  // pg_restore --clean on the live database dropped every table before it failed: never again.
  const restore = hexleDb(['restore', cut]);
  assert.equal(restore.status, 1);
  assert.equal(await puzzles(live), 20000);
  assert.deepEqual(await databases(), [live]);
  const refused = hexleDb(['switch']);
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /there is no .*_restore: run restore first/);
});

test('restore loads a new database in one transaction; switch, undo and drop move the game between them', async () => {
  const received = hexleDb(['receive', 'copied-in.dump'], { input: readFileSync(newestDump()) });
  assert.equal(received.status, 0, received.stderr);
  assert.equal(statSync(path.join(backups, 'copied-in.dump')).mode & 0o777, 0o600);
  assert.equal(hexleDb(['receive', 'copied-in.dump'], { input: Buffer.from('') }).status, 1);

  // Players go on playing after the backup: the live database differs from it.
  await query(live, "INSERT INTO daily_puzzles VALUES (20001, 'GARDEN')");
  const restore = hexleDb(['restore', path.join(backups, 'copied-in.dump')]);
  assert.equal(restore.status, 0, restore.stderr);
  assert.equal(await puzzles(restored), 20000);
  assert.equal(await puzzles(live), 20001);
  assert.match(hexleDb(['status']).stdout, new RegExp(`${restored} .*hexle-db: complete restore of copied-in.dump`));

  // A restore that failed in pg_restore (its one transaction rolled back) leaves the new database
  // empty and unmarked: switch refuses it.
  await query('postgres', `DROP DATABASE "${restored}"`);
  await query('postgres', `CREATE DATABASE "${restored}"`);
  assert.match(hexleDb(['switch']).stderr, /is not a complete restore \(its restore failed or never finished\)/);
  assert.equal(hexleDb(['restore', path.join(backups, 'copied-in.dump')]).status, 0);

  // An API still connected: the switch waits for it, then refuses, naming the session.
  const session = new pg.Client({ connectionString: `${SERVER}/${live}` });
  await session.connect();
  try {
    const busy = hexleDb(['switch'], { env: { SWITCH_WAIT_SECONDS: '0' } });
    assert.equal(busy.status, 1);
    assert.match(busy.stderr, /postgres \(pid \d+\)/);
    assert.match(busy.stderr, /still in use .* scale the API to 0/);
  } finally {
    await session.end();
  }
  assert.deepEqual(await databases(), [live, restored]);

  const switched = hexleDb(['switch']);
  assert.equal(switched.status, 0, switched.stderr);
  assert.deepEqual(await databases(), [live, previous]);
  assert.equal(await puzzles(live), 20000);
  assert.equal(await puzzles(previous), 20001);
  // A second restore cannot switch while the old copy is kept.
  assert.equal(hexleDb(['restore', path.join(backups, 'copied-in.dump')]).status, 0);
  assert.match(hexleDb(['switch']).stderr, /_before_restore is still there/);
  assert.match(hexleDb(['undo']).stderr, /_restore is in the way: drop it first \(drop-restore\)/);
  assert.equal(hexleDb(['drop-restore']).status, 0);

  // Undo: the database from before the restore is the game again.
  const undone = hexleDb(['undo']);
  assert.equal(undone.status, 0, undone.stderr);
  assert.deepEqual(await databases(), [live, restored]);
  assert.equal(await puzzles(live), 20001);

  // Switch again (the restored copy is complete), then drop the old copy.
  assert.equal(hexleDb(['switch']).status, 0);
  assert.equal(hexleDb(['drop-old']).status, 0);
  assert.deepEqual(await databases(), [live]);
  assert.equal(await puzzles(live), 20000);
  assert.equal(hexleDb(['drop-old']).status, 1);
});

test('the script names its commands, and refuses a database name it could not quote', () => {
  const usage = hexleDb(['help']);
  assert.equal(usage.status, 64);
  for (const command of ['backup', 'check FILE', 'receive NAME', 'restore FILE', 'switch', 'undo', 'drop-old'])
    assert.match(usage.stderr, new RegExp(`^  ${command} `, 'm'));
  const odd = hexleDb(['status'], { env: { DATABASE_URL: `${SERVER}/hexle%22x?sslmode=disable` } });
  assert.equal(odd.status, 1);
  assert.match(odd.stderr, /DATABASE_URL must name its database in letters, digits and _/);
});
