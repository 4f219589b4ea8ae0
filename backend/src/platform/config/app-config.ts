import { z } from 'zod';
import { chooseWordListDir } from './word-list-dir.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'must be a real calendar date',
  );

const integer = (min: number, max: number) =>
  z.coerce
    .number()
    .int(`must be a whole number`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const environmentSchema = z.object({
  DATABASE_URL: z
    .string({ error: 'is required (for example postgresql://user:password@localhost:5432/hexle)' })
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgresql:// connection URL')
    .refine((value) => URL.canParse(value), 'is not a URL that can be read (check its : @ and port)'),
  PORT: integer(1, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LAUNCH_DATE: isoDate.default('2026-01-01'),
  RATE_LIMIT_MAX: integer(1, 1_000_000).default(120),
  RATE_LIMIT_WINDOW_SECONDS: integer(1, 86_400).default(60),
  RATE_LIMIT_MEMORY_KEYS: integer(1000, 10_000_000).default(200_000),
  TRUST_PROXY: z
    .string()
    .regex(
      /^[\w.:/,\s-]+$/,
      'must be "false", a hop count, or a comma-separated list of addresses, subnets or the names loopback, linklocal, uniquelocal',
    )
    .default('loopback'),
  WORD_LIST_REFRESH_SECONDS: integer(1, 60).default(30),
  WORD_LIST_RUNWAY_WARNING_DAYS: integer(0, 36_500).default(30),
  // The API starts without start-api.sh's choice of folder (DB_SETUP=skip), so it makes the same one.
  WORD_LIST_DIR: z
    .string()
    .transform((value, context) => {
      const choice = chooseWordListDir(value);
      if (choice) return choice.dir;
      context.addIssue({ code: 'custom', message: 'names no folder holding an answers.txt' });
      return z.NEVER;
    })
    .optional(),
  DB_POOL_MAX: integer(1, 100).default(10),
  DB_CONNECT_TIMEOUT_MS: integer(100, 60_000).default(3000),
  DB_QUERY_TIMEOUT_MS: integer(100, 300_000).default(10_000),
  BODY_LIMIT_BYTES: integer(64, 1_048_576).default(1024),
  GET_RATE_LIMIT_MAX: integer(1, 1_000_000).default(600),
  NETWORK_RATE_LIMIT_MAX: integer(1, 10_000_000).default(10_000),
  CHALLENGE_RATE_LIMIT_MAX: integer(1, 1_000_000).default(10),
  CHALLENGE_DAILY_MAX: integer(1, 1_000_000).default(100),
  CHALLENGE_NETWORK_RATE_LIMIT_MAX: integer(1, 1_000_000).default(30),
  CHALLENGE_NETWORK_DAILY_MAX: integer(1, 1_000_000).default(1000),
  CHALLENGE_PRUNE_INTERVAL_MINUTES: integer(0, 10_080).default(60),
  CHALLENGE_RETENTION_DAYS: integer(1, 36_500).default(365),
  CHALLENGE_RESULTS_MAX: integer(1, 100_000).default(500),
  CHALLENGE_RESULTS_DAILY_MAX: integer(1, 1_000_000).default(100),
  CHALLENGE_RESULTS_NETWORK_DAILY_MAX: integer(1, 1_000_000).default(1000),
  TRANSFER_RATE_LIMIT_MAX: integer(1, 1_000_000).default(10),
  TRANSFER_BODY_LIMIT_BYTES: integer(1024, 1_048_576).default(16_384),
  TRANSFER_NETWORK_RATE_LIMIT_MAX: integer(1, 1_000_000).default(30),
  TRANSFER_STORE_LIMIT_BYTES: integer(1024, 1_099_511_627_776).default(67_108_864),
  TRANSFER_NETWORK_STORE_LIMIT_BYTES: integer(1024, 1_099_511_627_776).default(4_194_304),
  PRACTICE_RATE_LIMIT_MAX: integer(1, 1_000_000).default(60),
  PRACTICE_NETWORK_RATE_LIMIT_MAX: integer(1, 1_000_000).default(180),
  ANALYSIS_RATE_LIMIT_MAX: integer(1, 1_000_000).default(20),
  ANALYSIS_NETWORK_RATE_LIMIT_MAX: integer(1, 1_000_000).default(60),
  LEAGUE_MAX_MEMBERS: integer(2, 1000).default(50),
  LEAGUE_CLIENT_DAILY_MAX: integer(1, 1_000_000).default(5),
  LEAGUE_NETWORK_DAILY_MAX: integer(1, 10_000_000).default(20),
  LEAGUE_IDLE_DAYS: integer(1, 36_500).default(90),
  LEAGUE_RESULT_RETENTION_DAYS: integer(8, 36_500).default(365),
  DAILY_STATS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  DAILY_STATS_FLUSH_SECONDS: integer(1, 300).default(5),
  DAILY_STATS_CLIENT_CAP: integer(0, 1_000_000).default(2),
  DAILY_STATS_NETWORK_CAP: integer(0, 10_000_000).default(20),
  REQUEST_TIMEOUT_SECONDS: integer(1, 300).default(30),
  SHUTDOWN_DRAIN_SECONDS: integer(0, 60).default(0),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL (for example redis://redis:6379)')
    .refine((value) => URL.canParse(value), 'is not a URL that can be read (check its : @ and port)')
    .optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('hexle:rate:'),
  REDIS_TIMEOUT_MS: integer(10, 10_000).default(200),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  METRICS_PORT: integer(0, 65535).optional(),
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
});

/** Settings that must agree with each other. */
const checkedEnvironment = environmentSchema
  .refine((e) => !e.METRICS_PORT || e.METRICS_PORT !== e.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT (the metrics listener has a port of its own)',
  })
  .refine((e) => e.TRANSFER_STORE_LIMIT_BYTES >= e.TRANSFER_BODY_LIMIT_BYTES, {
    path: ['TRANSFER_STORE_LIMIT_BYTES'],
    message: 'must be at least TRANSFER_BODY_LIMIT_BYTES (one record must fit)',
  })
  .refine((e) => e.TRANSFER_NETWORK_STORE_LIMIT_BYTES >= e.TRANSFER_BODY_LIMIT_BYTES, {
    path: ['TRANSFER_NETWORK_STORE_LIMIT_BYTES'],
    message: 'must be at least TRANSFER_BODY_LIMIT_BYTES (one record must fit)',
  });

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  databaseUrl: string;
  port: number;
  host: string;
  launchDate: string;
  rateLimit: { max: number; windowSeconds: number };
  /** Client keys this process's in-memory rate-limit counters may hold together (a flood of new addresses past it drops idle keys). */
  rateLimitMemoryKeys: number;
  /** GET requests a client may make per rate-limit window (a generous budget of their own). */
  getRateLimitMax: number;
  /**
   * Requests (GET and POST together) a whole IPv6 /48 may make per window, on top of each /56's
   * own budgets, so one network cannot multiply its share by its many /56 blocks.
   */
  networkRateLimitMax: number;
  /** Express "trust proxy" setting: which peers may tell us the client address. */
  trustProxy: boolean | number | string;
  wordListRefreshSeconds: number;
  /**
   * WORD_LIST_DIR: the operator's word lists folder, whose offensive-extra.txt the API reads at
   * start (the seed reads the lists themselves); of a ':'-separated list, the first folder holding
   * an answers.txt; null for the release's own prisma/words.
   */
  wordListDir: string | null;
  /** Below this runway (days before answers repeat) the API warns in its log; 0 turns it off. */
  wordListRunwayWarningDays: number;
  database: { poolMax: number; connectTimeoutMs: number; queryTimeoutMs: number };
  bodyLimitBytes: number;
  /** The longest a whole request (headers and body) may take to arrive. */
  requestTimeoutMs: number;
  /** How long a stopping API keeps answering, closing each connection after its answer. */
  shutdownDrainMs: number;
  logLevel: LogLevel;
  /** Where rate-limit budgets are shared between API processes; none keeps them in memory. */
  redis: { url: string | undefined; keyPrefix: string; timeoutMs: number };
  /** Challenges a client may create per rate-limit window, on top of the POST budget. */
  challengeRateLimitMax: number;
  /** Challenges a client may create per day, on top of the per-window budget. */
  challengeDailyMax: number;
  /** Challenges a whole IPv6 /48 may create per rate-limit window, on top of each /56's own budgets. */
  challengeNetworkRateLimitMax: number;
  /** Challenges a whole IPv6 /48 may create per day, on top of each /56's own budgets. */
  challengeNetworkDailyMax: number;
  /** How often the API itself removes challenges older than the retention; 0 turns it off. */
  challengePruneIntervalMinutes: number;
  /** The default age after which `challenges prune` removes a challenge. */
  challengeRetentionDays: number;
  /** Friends' results one challenge keeps for its sender; past it a result is refused. */
  challengeResultsMax: number;
  /** Results of challenges a client may post per day: with the retention, it bounds the rows one client keeps. */
  challengeResultsDailyMax: number;
  /** The same for a whole IPv6 /48, on top of each /56's own. */
  challengeResultsNetworkDailyMax: number;
  /** Transfer codes a client may create or claim per rate-limit window, on top of the POST budget. */
  transferRateLimitMax: number;
  /** The largest body of `POST /api/transfers`, which carries a player's whole record, and the largest record kept. */
  transferBodyLimitBytes: number;
  /** Transfer codes a whole IPv6 /48 may make per rate-limit window, on top of each /56's own budget. */
  transferNetworkRateLimitMax: number;
  /** The bytes of records all transfer codes together may hold at once; past it new codes are refused. */
  transferStoreLimitBytes: number;
  /**
   * The bytes of records the codes of one network (IPv4 /24, IPv6 /48) may hold at once, so a few
   * networks cannot fill the store; past it that network's new codes are refused.
   */
  transferNetworkStoreLimitBytes: number;
  /** Practice games a client may start per rate-limit window, on top of the POST budget. */
  practiceRateLimitMax: number;
  /** Practice games a whole IPv6 /48 may start per rate-limit window, on top of each /56's own budget. */
  practiceNetworkRateLimitMax: number;
  /** Game analyses a client may ask for per rate-limit window, on top of the POST budget. */
  analysisRateLimitMax: number;
  /** Game analyses a whole IPv6 /48 may ask for per rate-limit window, on top of each /56's own budget. */
  analysisNetworkRateLimitMax: number;
  /**
   * The day's figures: whether finished daily games are counted, how often the counts reach the
   * database, and how many finished games of one day a client (an address, an IPv6 /56) and a
   * network (an IPv4 /24, an IPv6 /48) may add.
   */
  dailyStats: { counting: boolean; flushMs: number; clientCap: number; networkCap: number };
  /**
   * Leagues: members in one league; leagues one client (an address, an IPv6 /56) and one network
   * (an IPv4 /24, an IPv6 /48) may create per UTC day; the days a league nobody opens is kept;
   * the days a result is kept before it is folded into its member's all-time totals.
   */
  leagues: {
    maxMembers: number;
    clientDailyMax: number;
    networkDailyMax: number;
    idleDays: number;
    resultRetentionDays: number;
  };
  /** Where the Prometheus endpoint listens; null when METRICS_PORT is unset, and then nothing is measured. */
  metrics: { port: number; host: string } | null;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string): boolean | number | string {
  const trimmed = value.trim();
  if (trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

/**
 * What a variable's value may show in an error: never a password, whether in a URL or on its own.
 * A URL written `scheme://user:password@host` shows with its password masked; any other value with
 * an `@` in it (a URL missing its `:` or `//`, where a password may sit anywhere) is not shown.
 */
export function shownValue(variable: string, value: string): string {
  if (/PASSWORD|SECRET|TOKEN|KEY$/i.test(variable)) return '(hidden)';
  const userinfo = /^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*:)[^@/?#]*@/i;
  if (userinfo.test(value)) {
    const masked = value.replace(userinfo, '$1***@');
    return masked.includes('@', masked.indexOf('***@') + 4) ? HIDDEN_URL : masked;
  }
  // A user without a password (postgresql://hexle@db/hexle) hides nothing.
  if (/^[a-z][a-z0-9+.-]*:\/\/[^:/?#@]*@[^@:]*(:\d+)?([/?#][^@]*)?$/i.test(value)) return value;
  return value.includes('@') ? HIDDEN_URL : value;
}

const HIDDEN_URL = '(not shown: it may hold a password)';

/** Reads and validates the environment; the error names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = checkedEnvironment.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0]);
      const given = present[variable];
      return `  ${variable} ${issue.message}${given === undefined ? '' : ` (got "${shownValue(variable, given)}")`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    port: e.PORT,
    host: e.HOST,
    launchDate: e.LAUNCH_DATE,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
    rateLimitMemoryKeys: e.RATE_LIMIT_MEMORY_KEYS,
    getRateLimitMax: e.GET_RATE_LIMIT_MAX,
    networkRateLimitMax: e.NETWORK_RATE_LIMIT_MAX,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    wordListRefreshSeconds: e.WORD_LIST_REFRESH_SECONDS,
    wordListDir: e.WORD_LIST_DIR ?? null,
    wordListRunwayWarningDays: e.WORD_LIST_RUNWAY_WARNING_DAYS,
    database: {
      poolMax: e.DB_POOL_MAX,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX, timeoutMs: e.REDIS_TIMEOUT_MS },
    challengeRateLimitMax: e.CHALLENGE_RATE_LIMIT_MAX,
    challengeDailyMax: e.CHALLENGE_DAILY_MAX,
    challengeNetworkRateLimitMax: e.CHALLENGE_NETWORK_RATE_LIMIT_MAX,
    challengeNetworkDailyMax: e.CHALLENGE_NETWORK_DAILY_MAX,
    challengePruneIntervalMinutes: e.CHALLENGE_PRUNE_INTERVAL_MINUTES,
    challengeRetentionDays: e.CHALLENGE_RETENTION_DAYS,
    challengeResultsMax: e.CHALLENGE_RESULTS_MAX,
    challengeResultsDailyMax: e.CHALLENGE_RESULTS_DAILY_MAX,
    challengeResultsNetworkDailyMax: e.CHALLENGE_RESULTS_NETWORK_DAILY_MAX,
    transferRateLimitMax: e.TRANSFER_RATE_LIMIT_MAX,
    transferBodyLimitBytes: e.TRANSFER_BODY_LIMIT_BYTES,
    transferNetworkRateLimitMax: e.TRANSFER_NETWORK_RATE_LIMIT_MAX,
    transferStoreLimitBytes: e.TRANSFER_STORE_LIMIT_BYTES,
    transferNetworkStoreLimitBytes: e.TRANSFER_NETWORK_STORE_LIMIT_BYTES,
    practiceRateLimitMax: e.PRACTICE_RATE_LIMIT_MAX,
    practiceNetworkRateLimitMax: e.PRACTICE_NETWORK_RATE_LIMIT_MAX,
    analysisRateLimitMax: e.ANALYSIS_RATE_LIMIT_MAX,
    analysisNetworkRateLimitMax: e.ANALYSIS_NETWORK_RATE_LIMIT_MAX,
    dailyStats: {
      counting: e.DAILY_STATS === 'on',
      flushMs: e.DAILY_STATS_FLUSH_SECONDS * 1000,
      clientCap: e.DAILY_STATS_CLIENT_CAP,
      networkCap: e.DAILY_STATS_NETWORK_CAP,
    },
    leagues: {
      maxMembers: e.LEAGUE_MAX_MEMBERS,
      clientDailyMax: e.LEAGUE_CLIENT_DAILY_MAX,
      networkDailyMax: e.LEAGUE_NETWORK_DAILY_MAX,
      idleDays: e.LEAGUE_IDLE_DAYS,
      resultRetentionDays: e.LEAGUE_RESULT_RETENTION_DAYS,
    },
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}
