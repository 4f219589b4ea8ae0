import type { Redis } from 'ioredis';
import type { BudgetVerdict, RequestBudget } from './token-bucket.js';

/**
 * token-bucket.ts's rule, run inside Redis so that every API process spends from one bucket
 * atomically, on Redis's own clock (the processes' clocks may disagree), in the same whole microseconds. All of a client's
 * buckets are fields of one hash, so Redis holds one key per client, kept as long as its
 * emptiest bucket needs.
 */
const SPEND = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000000 + tonumber(time[2])
local max = tonumber(ARGV[2])
local interval = math.ceil(tonumber(ARGV[3]) * 1000000 / max)
local span = interval * max
local tat = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
local start = math.max(tat, now)
if tat - now > span then start = now end
local debt = start + interval - now
if debt > span then
  return {0, 0, math.ceil((start - now) / 1000), math.ceil((debt - span) / 1000)}
end
redis.call('HSET', KEYS[1], ARGV[1], string.format('%.0f', start + interval))
local keep = math.ceil(debt / 1000)
if redis.call('PTTL', KEYS[1]) < keep then redis.call('PEXPIRE', KEYS[1], keep) end
return {1, math.floor((span - debt) / interval), keep, 0}
`;

type SpendReply = [number, number, number, number];

interface WithSpend {
  hexleSpendBudget(key: string, name: string, max: number, windowSeconds: number): Promise<SpendReply>;
}

/** Spends from budgets kept in Redis: one hash per client under `keyPrefix`. */
export class RedisBuckets {
  private readonly client: Redis & WithSpend;

  constructor(
    client: Redis,
    private readonly keyPrefix: string,
  ) {
    if (!('hexleSpendBudget' in client)) client.defineCommand('hexleSpendBudget', { numberOfKeys: 1, lua: SPEND });
    this.client = client as Redis & WithSpend;
  }

  async spend(key: string, name: string, budget: RequestBudget): Promise<BudgetVerdict> {
    const [allowed, remaining, msBeforeFull, msBeforeNext] = await this.client.hexleSpendBudget(
      `${this.keyPrefix}${key}`,
      name,
      budget.max,
      budget.windowSeconds,
    );
    return { allowed: allowed === 1, remaining, msBeforeFull, msBeforeNext };
  }
}
