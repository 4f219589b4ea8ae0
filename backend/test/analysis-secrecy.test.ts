import request from 'supertest';
import { AnalysisService } from '../src/analysis/analysis.service.js';
import { isOffensive, offensiveWords } from '@hexle/contract/words';
import { GameProofService } from '../src/game-proof/game-proof.service.js';
import { clientKey } from '../src/platform/rate-limit/client-key.js';
import { practiceGameKey, sealPracticeId } from '../src/practice/practice-id.js';
import { PracticeKeysSource } from '../src/practice/practice-keys.js';
import { playGuesses } from './support/play.js';
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
  solver_guess: string | null;
}
interface Reply {
  result: string;
  steps: Step[];
}

describe('the analysis names no answer but the game’s own, whatever was analysed before', () => {
  let t: TestApp;
  let answers: string[];
  let guesses: string[];
  let refused: (word: string) => boolean;

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
    const offensive = offensiveWords();
    refused = (word) => isOffensive(word.toLowerCase(), offensive);
    // Days over everywhere, today's and yesterday's (still played somewhere), days to come, and a
    // released answer pinned again ahead: none of it may change what the solver names.
    for (let day = 1; day <= 20; day++) await t.puzzles.pin(day, answers[day * 97]);
    for (let day = TODAY - 1; day <= TODAY + 14; day++) await t.puzzles.pin(day, answers[day * 5]);
    await t.puzzles.pin(TODAY + 15, answers[97]);
    await t.app.get(AnalysisService).ready();
  });
  afterAll(() => t.close());

  /** The words a reply names that it may not: answers of the list other than the game's own, offensive words. */
  const forbidden = (reply: Reply, answer: string) =>
    reply.steps
      .map((step) => step.solver_guess)
      .filter((word): word is string => word !== null && word !== answer)
      .filter((word) => answers.includes(word) || refused(word));

  it('over a game for every answer of the list', async () => {
    const http = request(t.app.getHttpServer());
    const keys = await t.app.get(PracticeKeysSource).get();
    const proofs = t.app.get(GameProofService);
    const random = generator(35);
    const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)];
    const named = new Set<string>();
    const leaks: string[] = [];
    let analyses = 0;

    // Every answer, as a practice game's word (a sealed id can carry any word): even ones lost with
    // seven guesses drawn from all valid guesses, odd ones won in six by a guess each time that the
    // colours so far allow (so late steps have few candidates left).
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
          expect((reply.body as Reply).result).toBe(won ? 'won' : 'lost');
          analyses += 1;
          leaks.push(...forbidden(reply.body as Reply, answer));
          for (const step of (reply.body as Reply).steps) if (step.solver_guess) named.add(step.solver_guess);
        }),
      );
    }
    expect(analyses).toBe(answers.length);
    expect(leaks).toEqual([]);
    // The solver still names words: valid guesses that are no answer.
    expect(named.size).toBeGreaterThan(100);
  }, 600_000);

  it('the same reply on a replica that analysed nothing before, in any order, with today’s answer and a challenge’s on one clue path', async () => {
    // ACCRUE gets the same colours against QUORUM (today's) and OUTRUN (a challenge's): one clue path.
    await t.puzzles.pin(TODAY, 'QUORUM');
    const { id } = (
      await request(t.app.getHttpServer()).post('/api/challenges').send({ word: 'OUTRUN', timezone: 'UTC' })
    ).body as { id: string };
    const satire = (
      await request(t.app.getHttpServer()).post('/api/challenges').send({ word: 'SATIRE', timezone: 'UTC' })
    ).body as { id: string };
    const proofOf = async (path: string, played: string[], extra: object = {}) =>
      (
        await playGuesses(played, (body) =>
          request(t.app.getHttpServer())
            .post(path)
            .send({ timezone: 'UTC', ...extra, ...body }),
        )
      ).at(-1)!.body.proof;
    const requests = [
      {
        answer: 'QUORUM',
        body: {
          kind: 'daily',
          game_number: TODAY,
          timezone: 'UTC',
          guesses: ['ACCRUE', 'QUORUM'],
          proof: await proofOf('/api/check-guess', ['ACCRUE'], { game_number: TODAY }),
        },
      },
      {
        answer: 'OUTRUN',
        body: {
          kind: 'challenge',
          id,
          guesses: ['ACCRUE', 'OUTRUN'],
          proof: await proofOf(`/api/challenges/${id}/check-guess`, ['ACCRUE']),
        },
      },
      // A challenge won at once with the best opening, then a hard-mode game that keeps its hints.
      { answer: 'SATIRE', body: { kind: 'challenge', id: satire.id, guesses: ['SATIRE'] } },
      {
        answer: 'QUORUM',
        body: {
          kind: 'daily',
          game_number: TODAY,
          timezone: 'UTC',
          guesses: ['SATIRE', 'QUORUM'],
          proof: await proofOf('/api/check-guess', ['SATIRE'], { game_number: TODAY }),
        },
      },
    ];
    const replicas = [
      t,
      await startTestApp({}, { database: t.database, clock: t.clock }),
      await startTestApp({}, { database: t.database, clock: t.clock }),
    ];
    try {
      for (const replica of replicas) await replica.app.get(AnalysisService).ready();
      const ask = (replica: TestApp, body: object) =>
        request(replica.app.getHttpServer()).post('/api/analysis').set('X-Forwarded-For', HOME).send(body);
      // The first replica in order, the second in reverse: each reply equals the third's, asked alone.
      const inOrder = [];
      for (const { body } of requests) inOrder.push((await ask(replicas[0], body)).body as Reply);
      const reversed = [];
      for (const { body } of [...requests].reverse()) reversed.unshift((await ask(replicas[1], body)).body as Reply);
      for (const [index, { answer, body }] of requests.entries()) {
        const fresh = await startTestApp({}, { database: t.database, clock: t.clock });
        try {
          await fresh.app.get(AnalysisService).ready();
          const alone = (await ask(fresh, body)).body as Reply;
          expect(inOrder[index]).toEqual(alone);
          expect(reversed[index]).toEqual(alone);
          expect(forbidden(alone, answer)).toEqual([]);
        } finally {
          await fresh.close();
        }
      }
      // Neither game names the other's word; neither names SATIRE, an answer, but the SATIRE challenge.
      expect(JSON.stringify(inOrder[1])).not.toContain('QUORUM');
      expect(JSON.stringify([inOrder[0], inOrder[3]])).not.toContain('OUTRUN');
      expect(JSON.stringify([inOrder[0], inOrder[1], inOrder[3]]).replace(/"guess":"SATIRE"/g, '')).not.toContain(
        'SATIRE',
      );
    } finally {
      for (const replica of replicas.slice(1)) await replica.close();
    }
  }, 600_000);

  it('names the game’s own answer, even today’s', async () => {
    const http = request(t.app.getHttpServer());
    const answer = (await t.puzzles.find(TODAY))!.word;
    const reply = await http
      .post('/api/analysis')
      .send({ kind: 'daily', game_number: TODAY, timezone: 'UTC', guesses: [answer] })
      .expect(200);
    expect((reply.body as Reply).steps[0].guess).toBe(answer);
  });
});
