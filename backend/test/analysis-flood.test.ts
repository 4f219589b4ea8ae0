import request from 'supertest';
import { AnalysisService } from '../src/analysis/analysis.service.js';
import { AnalysisPool, MAX_PENDING_PER_NEIGHBOURHOOD } from '../src/analysis/analysis-pool.js';
import { defaultWordListDir, readWordLists } from '../src/word-list/word-list-files.js';
import { GameProofService } from '../src/game-proof/game-proof.service.js';
import { clientKey } from '../src/platform/rate-limit/client-key.js';
import { practiceGameKey, sealPracticeId } from '../src/practice/practice-id.js';
import { PracticeKeysSource } from '../src/practice/practice-keys.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The costliest analyses a client can ask for, from ten networks at once: each network waits behind
 * its own, and a player from another network is served next, not after the flood.
 */
describe('a flood of costly analyses from ten networks', () => {
  let t: TestApp;
  let answers: string[];

  beforeAll(async () => {
    t = await startTestApp({
      ANALYSIS_RATE_LIMIT_MAX: '100000',
      ANALYSIS_NETWORK_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAX: '100000',
    });
    answers = (await t.owner.client.word.findMany({ where: { isAnswer: true }, select: { text: true } })).map(
      (word) => word.text,
    );
    await t.app.get(AnalysisService).ready();
  });
  afterAll(() => t.close());

  it('leaves a player of another network served before the flood, and refuses only the flood', async () => {
    const keys = await t.app.get(PracticeKeysSource).get();
    const proofs = t.app.get(GameProofService);
    const http = request(t.app.getHttpServer());
    /** A practice game lost with six guesses that tell little, then one more: the most candidates left. */
    const costly = async (ip: string, answer: string, opener: string) => {
      const played = [opener, 'MUUMUU', opener, 'MUUMUU', opener, 'MUUMUU'].filter((word) => word !== answer);
      const guesses = [...played, answer];
      const id = sealPracticeId(keys, answer, clientKey(ip), t.clock.now());
      const proof = await proofs.issue(practiceGameKey(id), answer, played);
      return { id, guesses, proof };
    };
    const done: string[] = [];
    const ask = (ip: string, label: string, body: object) =>
      http
        .post('/api/analysis')
        .set('X-Forwarded-For', ip)
        .send({ kind: 'practice', ...body })
        .then((reply) => {
          done.push(label);
          return reply;
        });
    const OPENERS = [
      'JUJUBE',
      'JAZZED',
      'QUIFFS',
      'VIVIFY',
      'KUDZUS',
      'FIZZED',
      'FUZZED',
      'JIGGLY',
      'BUZZED',
      'YUPPIE',
    ];
    const flood = [];
    for (let network = 0; network < 10; network++)
      for (let k = 0; k < 12; k++) {
        const ip = `198.51.${100 + network}.${k + 1}`;
        const game = await costly(ip, answers[(network * 12 + k) * 7], OPENERS[network % OPENERS.length]);
        flood.push(ask(ip, `flood-${network}`, game));
      }
    // The player's game is ordinary: won in three.
    const player = '203.0.113.50';
    const answer = answers[5];
    const playerGame = { ...(await costly(player, answer, 'CARNET')), guesses: ['CARNET', answer] };
    playerGame.proof = await proofs.issue(practiceGameKey(playerGame.id), answer, ['CARNET']);
    const mine = await ask(player, 'player', playerGame);
    const replies = await Promise.all(flood);
    expect(mine.status).toBe(200);
    // Each network had its share waiting; the rest of its own were refused, with the code.
    const refused = replies.filter((reply) => reply.status === 503);
    for (const reply of refused) expect(reply.body).toMatchObject({ code: 'analysis_busy' });
    expect(replies.filter((reply) => reply.status === 200).length).toBeGreaterThanOrEqual(60);
    expect(done).toContain('player');
  }, 600_000);

  it('serves, from a pool whose queue a flood has filled, a player of another network next', async () => {
    const pool = new AnalysisPool(1);
    try {
      const { answers: listed, guesses } = await readWordLists(defaultWordListDir());
      await pool.loadSpace('flood', [...new Set([...guesses, ...listed])].sort(), [...listed].sort());
      const order: string[] = [];
      const queued = [];
      // Three networks, each past its share by two (the whole queue, 64, is not reached).
      for (let network = 0; network < 3; network++)
        for (let k = 0; k < MAX_PENDING_PER_NEIGHBOURHOOD + 2; k++) {
          const answer = listed[(network * 12 + k) * 7];
          const game = ['JUJUBE', 'MUUMUU', 'QUIFFS', 'VIVIFY', 'KUDZUS', 'FIZZED', answer];
          queued.push(
            pool.analyse(`198.51.${100 + network}.0/24`, answer, game, false).then(
              () => order.push(`flood-${network}`),
              (error: Error) => order.push(`refused-${network}:${error.constructor.name}`),
            ),
          );
        }
      const player = pool
        .analyse('203.0.113.0/24', listed[5], ['CARNET', listed[5]], false)
        .then(() => order.push('player'));
      await Promise.all([...queued, player]);
      // Each network's share waits; the rest of its own are refused at once, before any is served.
      const refused = order.filter((entry) => entry.startsWith('refused'));
      // The first network's first job ran at once, so it had one more place.
      expect(refused).toHaveLength(3 * 2 - 1);
      for (const entry of refused) expect(entry).toMatch(/:PoolBusyError$/);
      // The first network's first job was already running; the player's comes right after it.
      const served = order.filter((entry) => !entry.startsWith('refused'));
      expect(served.indexOf('player')).toBe(1);
    } finally {
      await pool.close();
    }
  }, 600_000);
});
