import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ChallengePruner } from '../src/challenges/challenge-pruner.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { admittedWithin } from '../src/platform/rate-limit/token-bucket.js';
import { TRANSFER_LIFETIME_MS, TRANSFER_TOMBSTONE_MS } from '../src/transfers/transfer-lifetime.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * What one IPv6 /48 can make the server keep, measured: a network that uses its /56 blocks in turn,
 * each sending until it is refused, as often as its budgets let it, and the rows and bytes it
 * leaves in PostgreSQL, against the bound docs/security.md states. The bound is the most the
 * network's budget admits in the span a row can last (admittedWithin). The attacks run with
 * budgets smaller than the defaults, so that they take a few hundred requests and not thousands
 * of 16 KB ones; each test also works the bound out for the defaults.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The 256 /56 blocks of 2001:db8:4800::/48, one address in each, over and over. */
function* blocksOfOneNetwork(): Generator<string, never> {
  for (;;) for (let block = 0; block < 256; block++) yield `2001:db8:4800:${block.toString(16)}00::1`;
}

/**
 * One moment of the network's attack: block after block sends until refused; the moment ends when
 * a fresh block is refused at once (the /48's budget is spent), or after `maxBlocks` blocks.
 */
async function attack(send: (from: string) => Promise<number>, blocks: Iterator<string>, maxBlocks = 8) {
  for (let used = 0; used < maxBlocks; used++) {
    const from = blocks.next().value as string;
    let made = 0;
    for (;;) {
      const status = await send(from);
      if (status !== 201) {
        expect(status).toBe(429);
        break;
      }
      made += 1;
    }
    if (made === 0) return;
  }
}

describe('what one IPv6 /48 can make the server keep', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('in transfers: at most 359 records of 16 KB (5.9 MB) and 809 rows with the default budgets', async () => {
    // A record is held for its lifetime, and until the next sweep (every minute) once it expires;
    // a row until the sweep after its tombstone ends.
    const bounds = (max: number, recordBytes: number) => {
      const network = { max, windowSeconds: 60 };
      const records = admittedWithin(network, TRANSFER_LIFETIME_MS + MINUTE);
      const rows = admittedWithin(network, TRANSFER_LIFETIME_MS + TRANSFER_TOMBSTONE_MS + MINUTE);
      return { records, rows, bytes: records * recordBytes };
    };
    expect(bounds(30, 16_384)).toEqual({ records: 359, rows: 809, bytes: 5_881_856 });

    // 2 codes a minute per /56, 6 per /48: three blocks' worth.
    t = await startTestApp({
      TRANSFER_RATE_LIMIT_MAX: '2',
      TRANSFER_NETWORK_RATE_LIMIT_MAX: '6',
      TRANSFER_BODY_LIMIT_BYTES: '4096',
    });
    const { transferNetworkRateLimitMax, transferBodyLimitBytes } = t.config;
    const { records, rows, bytes } = bounds(transferNetworkRateLimitMax, transferBodyLimitBytes);
    expect({ records, rows, bytes }).toEqual({ records: 71, rows: 161, bytes: 290_816 });

    const http = request(t.app.getHttpServer());
    const prisma = t.app.get(PrismaService).client;
    // As large a record as the body limit lets through, and not one that compresses well.
    const empty = JSON.stringify({ timezone: 'UTC', payload: { p: '' } }).length;
    const payload = {
      p: randomBytes(transferBodyLimitBytes)
        .toString('base64url')
        .slice(0, transferBodyLimitBytes - empty),
    };
    const send = async (from: string) =>
      (await http.post('/api/transfers').set('X-Forwarded-For', from).send({ timezone: 'UTC', payload })).status;
    const held = async () => {
      const [row] = await prisma.$queryRaw<{ rows: bigint; records: bigint; bytes: bigint }[]>`
        SELECT count(*) AS rows, count(payload) AS records, COALESCE(SUM(octet_length(payload)), 0)::bigint AS bytes
        FROM transfers`;
      return { rows: Number(row?.rows), records: Number(row?.records), bytes: Number(row?.bytes) };
    };

    const blocks = blocksOfOneNetwork();
    const most = { rows: 0, records: 0, bytes: 0 };
    // Half an hour: longer than a row lasts, so the network reaches what it can keep for good.
    for (let elapsed = 0; elapsed <= 30 * MINUTE; elapsed += 20_000, t.clock.advance(20_000)) {
      await attack(send, blocks);
      const now = await held();
      expect(now.bytes).toBeLessThanOrEqual(bytes);
      expect(now.records).toBeLessThanOrEqual(records);
      expect(now.rows).toBeLessThanOrEqual(rows);
      most.rows = Math.max(most.rows, now.rows);
      most.records = Math.max(most.records, now.records);
      most.bytes = Math.max(most.bytes, now.bytes);
    }
    // The attack came close to the bounds: they are not loose by much.
    expect(most.records).toBeGreaterThan(0.85 * records);
    expect(most.bytes).toBeGreaterThan(0.85 * bytes);
    expect(most.rows).toBeGreaterThan(0.85 * rows);
    // Its neighbours are not held back by it: another /48, and any IPv4 client.
    expect(await send('2001:db8:4801::1')).toBe(201);
    expect(await send('203.0.113.9')).toBe(201);
  }, 180_000);

  it('in challenges: at most 366,041 rows (about 94 MB) with the default budgets and retention', async () => {
    // A row lasts the retention, and until the next prune (every CHALLENGE_PRUNE_INTERVAL_MINUTES).
    const bound = (dailyMax: number, retentionDays: number, pruneMinutes: number) =>
      admittedWithin({ max: dailyMax, windowSeconds: DAY / 1000 }, retentionDays * DAY + pruneMinutes * MINUTE);
    expect(bound(1000, 365, 60)).toBe(366_041);

    // 20 a day and 3 a minute per /56, 100 a day and 10 a minute per /48, kept for a day.
    t = await startTestApp({
      CHALLENGE_RATE_LIMIT_MAX: '3',
      CHALLENGE_DAILY_MAX: '20',
      CHALLENGE_NETWORK_RATE_LIMIT_MAX: '10',
      CHALLENGE_NETWORK_DAILY_MAX: '100',
      CHALLENGE_RETENTION_DAYS: '1',
    });
    const { challengeNetworkDailyMax, challengeRetentionDays, challengePruneIntervalMinutes } = t.config;
    const rows = bound(challengeNetworkDailyMax, challengeRetentionDays, challengePruneIntervalMinutes);
    expect(rows).toBe(204);
    const pruneMs = challengePruneIntervalMinutes * MINUTE;

    const http = request(t.app.getHttpServer());
    const prisma = t.app.get(PrismaService).client;
    const pruner = t.app.get(ChallengePruner);
    const send = async (from: string) =>
      (await http.post('/api/challenges').set('X-Forwarded-For', from).send({ word: 'flower', timezone: 'UTC' }))
        .status;
    const held = async () => {
      const [row] = await prisma.$queryRaw<{ rows: bigint; bytes: bigint }[]>`
        SELECT count(*) AS rows, COALESCE(SUM(pg_column_size(c.*)), 0)::bigint AS bytes FROM challenges c`;
      return { rows: Number(row?.rows), bytes: Number(row?.bytes) };
    };

    const blocks = blocksOfOneNetwork();
    let most = 0;
    const step = 30 * MINUTE;
    // Two and a half days: the first day's rows are pruned, and the network goes on at its pace.
    for (let elapsed = 0; elapsed <= 2.5 * DAY; elapsed += step, t.clock.advance(step)) {
      if (elapsed % pruneMs === 0) await pruner.prune();
      await attack(send, blocks);
      const now = await held();
      expect(now.rows).toBeLessThanOrEqual(rows);
      // A row of its own is under 100 bytes (about 210 with its indexes' entries).
      expect(now.bytes).toBeLessThanOrEqual(100 * now.rows);
      most = Math.max(most, now.rows);
    }
    expect(most).toBeGreaterThan(0.9 * rows);
    expect(await send('2001:db8:4801::1')).toBe(201);
    expect(await send('203.0.113.9')).toBe(201);
  }, 180_000);
});
