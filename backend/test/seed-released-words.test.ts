import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { WordListService } from '../src/word-list/word-list.service.js';
import { playGuesses, SEVEN_WRONG, winReply } from './support/play.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { committedLists, runSeed, seedCalendar, withDatabase, wordRows, writeLists } from './seed-support.js';

// Games 300 and 301 were released long ago, by the app's clock (2026-11-22) and by the seed's
// real one; game 9001 is years ahead.
const RELEASED = 300;
const REPLACED = 301;
const FUTURE = 9001;
/** The word of game 300, drawn by the schedule. */
const WORD = 'FLOWER';
/** The word players had on game 301 before an operator forced another one on it. */
const GIVEN = 'PLANET';

describe('words released days used, taken out of both files', () => {
  let t: TestApp;
  let dir: string;
  const seed = (args: string[] = []) => runSeed(args, { DATABASE_URL: t.database.url, WORD_LIST_DIR: dir });
  const check = (body: object) =>
    request(t.app.getHttpServer())
      .post('/api/archive/check-guess')
      .send({ timezone: 'UTC', game_number: RELEASED, ...body });

  beforeAll(async () => {
    expect(seedCalendar().released).toBeGreaterThan(REPLACED);
    t = await startTestApp({ WORD_LIST_REFRESH_SECONDS: '1' });
    dir = await mkdtemp(path.join(tmpdir(), 'hexle-words-'));
    await withDatabase(t.database.url, async (client) => {
      // Drawn by the schedule (not pinned), for a released day and for a future one.
      await client.query('INSERT INTO daily_puzzles (game_number, word) VALUES ($1, $3), ($2, $3)', [
        RELEASED,
        FUTURE,
        WORD,
      ]);
      // What `puzzle pin --force` leaves behind on a released day: the new word, and the old one as given.
      await client.query('INSERT INTO daily_puzzles (game_number, word, pinned) VALUES ($1, $2, true)', [
        REPLACED,
        'BRIDGE',
      ]);
      await client.query('INSERT INTO replaced_puzzles (game_number, word) VALUES ($1, $2)', [REPLACED, GIVEN]);
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stay in the database as valid guesses that are no longer answers, whatever the seed is told', async () => {
    const committed = await committedLists();
    const without = (list: string[]) => list.filter((word) => word !== WORD && word !== GIVEN);
    await writeLists(dir, { answers: without(committed.answers), guesses: without(committed.guesses) });
    const small = await seed();
    expect(small.code).toBe(0);
    expect(await wordRows(t.database.url, [WORD, GIVEN])).toEqual([
      { text: WORD, is_answer: false },
      { text: GIVEN, is_answer: false },
    ]);
    expect(small.stdout).toContain(`kept because games used them: 2: ${WORD}, ${GIVEN}\n`);

    // Not even an operator's explicit large change takes them.
    await writeLists(dir, { answers: ['BRIDGE'], guesses: without(committed.guesses) });
    expect((await seed(['--allow-large-changes'])).code).toBe(0);

    expect(await wordRows(t.database.url, [WORD, GIVEN])).toEqual([
      { text: WORD, is_answer: false },
      { text: GIVEN, is_answer: false },
    ]);
    const puzzles = await t.app.get(PrismaService).client.dailyPuzzle.findMany({
      where: { gameNumber: { in: [RELEASED, FUTURE] } },
    });
    expect(puzzles.map((p) => [p.gameNumber, p.word])).toEqual([[RELEASED, WORD]]);
    // And the database itself refuses to delete the word of a game.
    await expect(
      withDatabase(t.database.url, (client) => client.query('DELETE FROM words WHERE text = $1', [WORD])),
    ).rejects.toThrow(/foreign key/);
  });

  it('still lets the archive judge that day and reveal its word, and take the replaced word as a guess', async () => {
    const win = await check({ guess: WORD.toLowerCase() }).expect(200);
    expect(win.body).toEqual(winReply(WORD));

    const replies = await playGuesses(SEVEN_WRONG, (body) => check(body));
    for (const reply of replies) expect(reply.status).toBe(200);
    for (const reply of replies.slice(0, 6)) expect(reply.text.toUpperCase()).not.toContain(WORD);
    expect(replies[6].body).toMatchObject({ is_winner: false, proof: expect.any(String), word: WORD });

    await t.app.get(WordListService).reload();
    const validate = await request(t.app.getHttpServer())
      .post('/api/validate')
      .send({ guess: GIVEN.toLowerCase(), timezone: 'UTC' })
      .expect(200);
    expect(validate.body).toEqual({ valid: true });
  });
});
