import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { actorFromEnvironment } from '../src/audit/actor.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { defaultWordListDir, readWordLists } from '../src/word-list/word-list-files.js';
import { repositoryRoot } from './support/repository.js';
import { startTestApp, type TestApp, waitFor } from './support/test-app.js';

const run = promisify(execFile);

/** The operator's own command: `npx prisma db seed [-- args]`, optionally from another word-list folder. */
async function seed(databaseUrl: string, wordListDir?: string, args: string[] = []) {
  const env = { ...process.env, DATABASE_URL: databaseUrl, ...(wordListDir ? { WORD_LIST_DIR: wordListDir } : {}) };
  const extra = args.length > 0 ? ['--', ...args] : [];
  return run(path.join(repositoryRoot, 'node_modules/.bin/prisma'), ['db', 'seed', ...extra], {
    cwd: repositoryRoot,
    env,
  });
}

async function writeLists(dir: string, answers: string[], guesses: string[]) {
  await writeFile(path.join(dir, 'answers.txt'), `${answers.join('\n')}\n`);
  await writeFile(path.join(dir, 'valid-guesses.txt'), `${guesses.join('\n')}\n`);
}

describe('loading the word lists (prisma db seed)', () => {
  let t: TestApp;
  let prisma: PrismaService;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp({ WORD_LIST_REFRESH_SECONDS: '1' });
    prisma = t.owner;
    dir = await mkdtemp(path.join(tmpdir(), 'hexle-words-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads the committed lists, and a second run changes nothing', async () => {
    const lists = await readWordLists(defaultWordListDir());
    const counts = async () => ({
      words: await prisma.client.word.count(),
      answers: await prisma.client.word.count({ where: { isAnswer: true } }),
    });
    expect(await counts()).toEqual({
      words: new Set([...lists.guesses, ...lists.answers]).size,
      answers: lists.answers.length,
    });
    const before = await prisma.client.word.findMany({ orderBy: { text: 'asc' } });
    const { stdout } = await seed(t.database.url);
    expect(stdout).toContain('Word lists unchanged from');
    expect(stdout).toContain(`answers: ${lists.answers.length} -> ${lists.answers.length} (+0 -0)`);
    expect(await prisma.client.word.findMany({ orderBy: { text: 'asc' } })).toEqual(before);
  });

  it('stops scheduling a removed answer, keeps past puzzles intact, and reaches the running API', async () => {
    const lists = await readWordLists(defaultWordListDir());
    const http = request(t.app.getHttpServer());
    await t.puzzles.pin(300, 'PLANET');
    await writeLists(dir, ['BRIDGE', 'GARDEN'], ['BRIDGE', 'GARDEN', 'SILVER', 'ZEBRAS']);

    // Released games keep their word; an unreleased game chosen early gets a new one,
    // unless an operator pinned it.
    await t.puzzles.pin(9000, 'CASTLE');
    await prisma.client.dailyPuzzle.create({ data: { gameNumber: 9001, word: 'SILVER' } });
    await prisma.client.dailyPuzzle.create({ data: { gameNumber: 9002, word: 'GARDEN' } });

    const { stdout, stderr } = await seed(t.database.url, dir, [
      '--allow-large-changes',
      '--reason',
      'a',
      'new',
      'list',
    ]);
    expect(stdout).toContain('(2 answers, 4 valid guesses)');
    expect(stdout).toContain('kept because games used them: 2: CASTLE, PLANET');
    expect(stdout).toMatch(/future days to draw again: 1: game 9001 \(\d{4}-\d\d-\d\d\)/);
    expect(stderr).toContain('games 9000 are pinned to words that are no longer answers');
    expect(await prisma.client.dailyPuzzle.findUnique({ where: { gameNumber: 9000 } })).toMatchObject({
      word: 'CASTLE',
    });
    expect(await prisma.client.dailyPuzzle.findUnique({ where: { gameNumber: 9001 } })).toBeNull();
    expect(await prisma.client.dailyPuzzle.findUnique({ where: { gameNumber: 9002 } })).toMatchObject({
      word: 'GARDEN',
    });
    expect(await prisma.client.word.findUnique({ where: { text: 'PLANET' } })).toMatchObject({ isAnswer: false });
    expect(await prisma.client.dailyPuzzle.findUnique({ where: { gameNumber: 300 } })).toMatchObject({
      word: 'PLANET',
    });
    expect(await prisma.client.word.count({ where: { isAnswer: true } })).toBe(2);

    // The audit trail says what each seed changed, who ran it and why: the first load of the database,
    // then this one; the run in between changed nothing and is not in it.
    // (The first load also loaded the meanings, an entry of its own.)
    const entries = (
      await prisma.client.auditEntry.findMany({ where: { action: 'seed' }, orderBy: { id: 'asc' } })
    ).filter((entry) => !('meanings' in (entry.details as object)));
    expect(entries).toHaveLength(2);
    expect(entries[0].details).toMatchObject({ answers: { before: 0, after: lists.answers.length } });
    const { user, host } = actorFromEnvironment();
    expect(entries[1]).toMatchObject({ osUser: user, host, reason: 'a new list' });
    expect(entries[1].details).toMatchObject({
      word_list_dir: dir,
      answers: { before: lists.answers.length, after: 2, added: 0, removed: lists.answers.length - 2 },
      kept: { count: 2, words: ['CASTLE', 'PLANET'] },
      redrawn: { count: 1, days: [{ game_number: 9001, date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) }] },
      pinned_non_answers: { count: 1, days: [{ game_number: 9000, date: expect.any(String) }] },
      large_change_allowed: expect.arrayContaining([
        expect.stringContaining('answers would stop being answers'),
        expect.stringContaining('valid guesses would be removed'),
        expect.stringContaining('1 pinned future day keeps a word that would no longer be an answer (game 9000, '),
      ]),
    });
    expect((entries[1].details as { answers: { removed_words: string[] } }).answers.removed_words).toHaveLength(50);

    const repository = t.puzzles;
    const scheduled = new Set<string>();
    for (let game = 400; game < 404; game++) scheduled.add((await repository.findOrAssign(game)).assignment.word);
    expect(scheduled).toEqual(new Set(['BRIDGE', 'GARDEN']));

    // The running API sees the new lists within its refresh interval, without a restart.
    const validate = (guess: string) => http.post('/api/validate').send({ guess, timezone: 'UTC' });
    await waitFor(
      async () => (await validate('forest')).body.valid === false && (await validate('zebras')).body.valid === true,
    );
  });

  it('refuses a broken file with the line that is wrong and changes nothing', async () => {
    const before = await prisma.client.word.count();
    await writeFile(path.join(dir, 'answers.txt'), 'BRIDGE\nGARDENS\nsilver\nPL4NET\n');
    const failure = seed(t.database.url, dir);
    await expect(failure).rejects.toMatchObject({ stderr: expect.stringContaining('answers.txt:2: "GARDENS"') });
    await expect(failure).rejects.toMatchObject({ stderr: expect.stringContaining('answers.txt:4: "PL4NET"') });
    expect(await prisma.client.word.count()).toBe(before);
  });
});
