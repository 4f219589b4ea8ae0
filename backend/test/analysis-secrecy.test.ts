import request from 'supertest';
import { AnalysisService } from '../src/analysis/analysis.service.js';
import { GameDayService } from '../src/game-day/game-day.service.js';
import { GameProofService } from '../src/game-proof/game-proof.service.js';
import { clientKey } from '../src/platform/rate-limit/client-key.js';
import { practiceGameKey, sealPracticeId } from '../src/practice/practice-id.js';
import { PracticeKeysSource } from '../src/practice/practice-keys.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Today's game in UTC at the test's clock (2026-11-22); game 325 is still played west of UTC. */
const TODAY = 326;
const HOME = '203.0.113.9';

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Step {
  guess: string;
  solver_guess: string;
}

describe('the analysis names no word of a day not over everywhere but the game’s own', () => {
  let t: TestApp;
  let answers: string[];
  let guesses: string[];

  beforeAll(async () => {
    t = await startTestApp({
      ANALYSIS_RATE_LIMIT_MAX: '100000',
      ANALYSIS_NETWORK_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAX: '100000',
    });
    const words = await t.owner.client.word.findMany({
      select: { text: true, isAnswer: true },
      orderBy: { text: 'asc' },
    });
    answers = words.filter((word) => word.isAnswer).map((word) => word.text);
    guesses = words.map((word) => word.text);
    // Days over everywhere, today's and yesterday's (still played somewhere), days to come, one of them
    // a pin of a valid guess that is no answer, and a released day's word replaced while it was live.
    for (let day = 1; day <= 20; day++) await t.puzzles.pin(day, answers[day * 97]);
    for (let day = TODAY - 1; day <= TODAY + 14; day++) await t.puzzles.pin(day, answers[day * 5]);
    await t.puzzles.pin(TODAY + 15, 'ZYDECO');
    await t.puzzles.pin(TODAY, answers[7], { released: () => true });
    const service = t.app.get(AnalysisService);
    await service.ready();
    await service.refreshNow();
  });
  afterAll(() => t.close());

  it('over a game for every answer of the list, with today’s and future days pinned', async () => {
    const { earliest } = t.app.get(GameDayService).liveGameNumbers();
    const given = await t.owner.client.$queryRaw<{ word: string; game_number: number }[]>`
      SELECT word, game_number FROM daily_puzzles UNION ALL SELECT word, game_number FROM replaced_puzzles`;
    const unreleased = new Set(given.filter((row) => row.game_number >= earliest).map((row) => row.word));
    const released = new Set(given.filter((row) => row.game_number < earliest).map((row) => row.word));
    expect(unreleased).toContain('ZYDECO');
    expect(unreleased.size).toBeGreaterThanOrEqual(17);
    // Hidden: the unreleased days' words and every answer not released (any may be a coming day's).
    const hidden = (word: string) => unreleased.has(word) || (answers.includes(word) && !released.has(word));

    const http = request(t.app.getHttpServer());
    const keys = await t.app.get(PracticeKeysSource).get();
    const proofs = t.app.get(GameProofService);
    const random = generator(35);
    const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)];
    const named = new Map<string, string>();
    let analyses = 0;

    // Every answer, as a practice game's word (a sealed id can carry any word): even ones lost with
    // seven guesses drawn from all valid guesses, odd ones won in six by a guess each time that the
    // colours so far allow (so late steps have few candidates left, most of them unreleased answers).
    const games = answers.map((answer, index) => {
      const played: string[] = [];
      while (played.length < 6) {
        const guess = index % 2 === 0 ? pick(guesses) : pick(answers);
        if (guess !== answer && !played.includes(guess)) played.push(guess);
      }
      return {
        answer,
        guesses:
          index % 2 === 0
            ? [...played, pick(guesses.filter((g) => g !== answer).slice(0, 9))]
            : [...played.slice(0, 5), answer],
      };
    });
    const BATCH = 8;
    for (let start = 0; start < games.length; start += BATCH) {
      await Promise.all(
        games.slice(start, start + BATCH).map(async ({ answer, guesses: played }) => {
          const id = sealPracticeId(keys, answer, clientKey(HOME), t.clock.now());
          const won = played.at(-1) === answer;
          const proof = await proofs.issue(practiceGameKey(id), answer, played.slice(0, -1));
          const reply = await http
            .post('/api/analysis')
            .set('X-Forwarded-For', HOME)
            .send({ kind: 'practice', id, guesses: played, proof });
          expect(reply.status).toBe(200);
          expect((reply.body as { won: boolean }).won).toBe(won);
          analyses += 1;
          for (const step of (reply.body as { steps: Step[] }).steps)
            if (step.solver_guess !== answer) named.set(step.solver_guess, answer);
        }),
      );
    }
    expect(analyses).toBe(answers.length);
    const leaks = [...named].filter(([word]) => hidden(word));
    expect(leaks).toEqual([]);
    expect([...named.keys()].filter((word) => unreleased.has(word))).toEqual([]);
    // The solver still names words: released answers and valid guesses that are no answer.
    expect(named.size).toBeGreaterThan(100);
  }, 600_000);

  it('names the game’s own answer, even today’s', async () => {
    const http = request(t.app.getHttpServer());
    const answer = (await t.puzzles.find(TODAY))!.word;
    const reply = await http
      .post('/api/analysis')
      .send({ kind: 'daily', game_number: TODAY, timezone: 'UTC', guesses: [answer] })
      .expect(200);
    expect((reply.body as { steps: Step[] }).steps[0].guess).toBe(answer);
  });
});
