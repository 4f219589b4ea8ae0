import pg from 'pg';
import { actorFromEnvironment } from '../src/audit/actor.js';
import { GameCalendar } from '../src/game-day/game-calendar.js';
import { PuzzleAdmin } from '../src/schedule/puzzle-admin.js';
import { SCHEDULE_LOCK } from '../src/platform/database/advisory-locks.js';
import { WordsRepository } from '../src/word-list/words.repository.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Whether a game is released is decided once the schedule is locked: a change that waited for the
 * lock (a seed holds it for a while) past the game's release must not treat it as unreleased.
 */
describe('a change that waits for the schedule lock across a release', () => {
  let t: TestApp;
  let admin: PuzzleAdmin;
  let holder: pg.Client;
  const calendar = new GameCalendar('2026-01-01');

  beforeAll(async () => {
    t = await startTestApp();
    admin = new PuzzleAdmin(t.puzzles, t.app.get(WordsRepository), calendar, t.clock);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock($1)', [SCHEDULE_LOCK.toString()]);
  });
  afterEach(() => holder.end());

  const nextToRelease = () => calendar.latestLiveGameNumber(t.clock.now()) + 1;

  it('refuses a pin without --force once the game has been released meanwhile', async () => {
    const game = nextToRelease();
    const pinning = admin.pin(String(game), 'BRIDGE', false, actorFromEnvironment());
    const outcome = pinning.then(
      () => 'pinned',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.clock.advance(24 * 3600_000);
    await holder.query('COMMIT');
    expect(await outcome).toContain(`Game ${game}`);
    expect(await outcome).toContain('has already been released to players');
  });

  it('refuses an unpin once the game has been released meanwhile', async () => {
    const game = nextToRelease() + 5;
    await holder.query('COMMIT');
    await admin.pin(String(game), 'BRIDGE', false, actorFromEnvironment());
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock($1)', [SCHEDULE_LOCK.toString()]);
    const outcome = admin.unpin(String(game), actorFromEnvironment()).then(
      () => 'unpinned',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.clock.advance(6 * 24 * 3600_000);
    await holder.query('COMMIT');
    expect(await outcome).toContain('has already been released to players: its word stays');
  });
});
