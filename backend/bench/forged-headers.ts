import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { memory, scratchDatabase, start, stop, type Running } from './servers.js';

/**
 * What a client can make the API keep by writing a new forwarding header on every request:
 * 40,000 POSTs, each with its own 7 KB X-Forwarded-For, sent to an API that trusts its peer as a
 * proxy (the worst case: nginx in front overwrites the header, this run goes around it). Prints
 * the API's memory before and after and the keys the budgets left in Redis; fails past 50 MB of
 * growth or more than one Redis key, since every request came from one real client.
 */
const REQUESTS = Number(process.env.BENCH_FORGED_REQUESTS ?? 40_000);
const HEADER_BYTES = 7 * 1024;
const GROWTH_LIMIT_MB = 50;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function flood(port: number, amount: number, forged: boolean): Promise<autocannon.Result> {
  const filler = 'f'.repeat(HEADER_BYTES - 20);
  let sent = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 20,
    amount,
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (forged) headers['x-forwarded-for'] = `${sent.toString(36)}-${filler}`;
          return {
            ...request,
            method: 'POST',
            path: '/api/validate',
            headers,
            body: JSON.stringify({ guess: 'planet', timezone: 'UTC' }),
          };
        },
      },
    ],
  });
}

async function main(): Promise<void> {
  const database = await scratchDatabase();
  const keyPrefix = `hexle-bench:${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(REDIS_URL);
  let api: Running | undefined;
  try {
    api = await start('api-server.js', {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        TRUST_PROXY: 'loopback',
        REDIS_URL,
        REDIS_KEY_PREFIX: keyPrefix,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // Warm: the same number of requests without a forged header, so the JIT, the word list and
    // the connection pools are at their working size before the figure that counts. The budgets
    // are the defaults: past the first 120 the answers are 429s, which cost what a real flood costs.
    await flood(api.port, REQUESTS, false);
    const { usage: warm } = await memory(api);
    const attack = await flood(api.port, REQUESTS, true);
    const { usage: after } = await memory(api);
    const keys = await redis.keys(`${keyPrefix}*`);
    const growth = (after.rss - warm.rss) / 1024 / 1024;
    const answered = attack['2xx'];
    console.log(
      `Forged headers: ${REQUESTS} POSTs, each with its own ${HEADER_BYTES / 1024} KB X-Forwarded-For ` +
        `(${attack.requests.average.toFixed(0)} req/s, ${answered} answered 2xx, ${attack.non2xx} refused, ${attack.errors} errors)\n` +
        `  API RSS ${mb(warm.rss)} MB warm -> ${mb(after.rss)} MB after: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB ` +
        `(limit +${GROWTH_LIMIT_MB} MB); JS heap in use ${mb(warm.heapUsed)} -> ${mb(after.heapUsed)} MB\n` +
        `  Redis keys left by the budgets: ${keys.length} (${keys.map((key) => key.slice(keyPrefix.length)).join(', ')}); limit 1`,
    );
    const met = growth <= GROWTH_LIMIT_MB && keys.length <= 1 && attack.errors === 0;
    console.log(met ? 'Target met.' : 'Target missed.');
    if (!met) process.exitCode = 1;
    if (keys.length) await redis.del(...keys);
  } finally {
    await stop(api);
    redis.disconnect();
    await database.drop();
  }
}

await main();
