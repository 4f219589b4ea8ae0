import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, shownValue } from './app-config.js';

const valid = { DATABASE_URL: 'postgresql://user@localhost:5432/hexle' };

describe('loadConfig', () => {
  it('fills defaults', () => {
    const config = loadConfig(valid);
    expect(config).toMatchObject({
      port: 3000,
      launchDate: '2026-01-01',
      trustProxy: 'loopback',
      rateLimit: { max: 120, windowSeconds: 60 },
      rateLimitMemoryKeys: 200_000,
      getRateLimitMax: 600,
      networkRateLimitMax: 10_000,
      challengeDailyMax: 100,
      challengePruneIntervalMinutes: 60,
      challengeResultsMax: 500,
      challengeResultsDailyMax: 100,
      challengeResultsNetworkDailyMax: 1000,
      practiceRateLimitMax: 60,
      practiceNetworkRateLimitMax: 180,
      analysisRateLimitMax: 20,
      analysisNetworkRateLimitMax: 60,
      wordListRunwayWarningDays: 30,
      requestTimeoutMs: 30_000,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      ...valid,
      PORT: '8081',
      LAUNCH_DATE: '2025-06-30',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_SECONDS: '10',
      TRUST_PROXY: '1',
      WORD_LIST_REFRESH_SECONDS: '5',
      WORD_LIST_RUNWAY_WARNING_DAYS: '0',
      GET_RATE_LIMIT_MAX: '50',
      NETWORK_RATE_LIMIT_MAX: '500',
      CHALLENGE_DAILY_MAX: '7',
      CHALLENGE_PRUNE_INTERVAL_MINUTES: '0',
      CHALLENGE_RESULTS_MAX: '25',
      CHALLENGE_RESULTS_DAILY_MAX: '3',
      CHALLENGE_RESULTS_NETWORK_DAILY_MAX: '8',
      PRACTICE_RATE_LIMIT_MAX: '12',
      PRACTICE_NETWORK_RATE_LIMIT_MAX: '40',
      ANALYSIS_RATE_LIMIT_MAX: '4',
      ANALYSIS_NETWORK_RATE_LIMIT_MAX: '9',
      REQUEST_TIMEOUT_SECONDS: '5',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8081,
      launchDate: '2025-06-30',
      rateLimit: { max: 5, windowSeconds: 10 },
      trustProxy: 1,
      wordListRefreshSeconds: 5,
      wordListRunwayWarningDays: 0,
      getRateLimitMax: 50,
      networkRateLimitMax: 500,
      challengeDailyMax: 7,
      challengePruneIntervalMinutes: 0,
      challengeResultsMax: 25,
      challengeResultsDailyMax: 3,
      challengeResultsNetworkDailyMax: 8,
      practiceRateLimitMax: 12,
      practiceNetworkRateLimitMax: 40,
      analysisRateLimitMax: 4,
      analysisNetworkRateLimitMax: 9,
      requestTimeoutMs: 5000,
      logLevel: 'warn',
    });
  });

  it.each([
    [{}, 'DATABASE_URL is required'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgresql:// connection URL'],
    [{ ...valid, PORT: 'eighty' }, 'PORT'],
    [{ ...valid, PORT: '70000' }, 'PORT must be at most 65535 (got "70000")'],
    [{ ...valid, LAUNCH_DATE: '2026-02-30' }, 'LAUNCH_DATE must be a real calendar date'],
    [{ ...valid, WORD_LIST_REFRESH_SECONDS: '120' }, 'WORD_LIST_REFRESH_SECONDS must be at most 60'],
    [{ ...valid, LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ ...valid, RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX must be at least 1'],
    [{ ...valid, WORD_LIST_RUNWAY_WARNING_DAYS: '-1' }, 'WORD_LIST_RUNWAY_WARNING_DAYS must be at least 0'],
    [{ ...valid, WORD_LIST_RUNWAY_WARNING_DAYS: '36501' }, 'WORD_LIST_RUNWAY_WARNING_DAYS must be at most 36500'],
    [{ ...valid, CHALLENGE_DAILY_MAX: '0' }, 'CHALLENGE_DAILY_MAX must be at least 1'],
    [{ ...valid, CHALLENGE_NETWORK_DAILY_MAX: '0' }, 'CHALLENGE_NETWORK_DAILY_MAX must be at least 1'],
    [{ ...valid, CHALLENGE_RESULTS_MAX: '0' }, 'CHALLENGE_RESULTS_MAX must be at least 1'],
    [{ ...valid, CHALLENGE_RESULTS_MAX: '100001' }, 'CHALLENGE_RESULTS_MAX must be at most 100000'],
    [{ ...valid, CHALLENGE_RESULTS_MAX: 'many' }, 'CHALLENGE_RESULTS_MAX'],
    [{ ...valid, TRANSFER_NETWORK_RATE_LIMIT_MAX: 'many' }, 'TRANSFER_NETWORK_RATE_LIMIT_MAX'],
    [{ ...valid, PRACTICE_RATE_LIMIT_MAX: '0' }, 'PRACTICE_RATE_LIMIT_MAX must be at least 1'],
    [{ ...valid, PRACTICE_NETWORK_RATE_LIMIT_MAX: '1.5' }, 'PRACTICE_NETWORK_RATE_LIMIT_MAX must be a whole number'],
    [{ ...valid, ANALYSIS_RATE_LIMIT_MAX: '0' }, 'ANALYSIS_RATE_LIMIT_MAX must be at least 1'],
    [{ ...valid, ANALYSIS_NETWORK_RATE_LIMIT_MAX: 'lots' }, 'ANALYSIS_NETWORK_RATE_LIMIT_MAX'],
    [
      { ...valid, TRANSFER_STORE_LIMIT_BYTES: '8192' },
      'TRANSFER_STORE_LIMIT_BYTES must be at least TRANSFER_BODY_LIMIT_BYTES (one record must fit) (got "8192")',
    ],
    [
      { ...valid, TRANSFER_NETWORK_STORE_LIMIT_BYTES: '8192' },
      'TRANSFER_NETWORK_STORE_LIMIT_BYTES must be at least TRANSFER_BODY_LIMIT_BYTES (one record must fit) (got "8192")',
    ],
    [{ ...valid, REQUEST_TIMEOUT_SECONDS: '600' }, 'REQUEST_TIMEOUT_SECONDS must be at most 300'],
    [{ ...valid, METRICS_PORT: '70000' }, 'METRICS_PORT must be at most 65535 (got "70000")'],
    [
      { ...valid, METRICS_PORT: '3000' },
      'METRICS_PORT must differ from PORT (the metrics listener has a port of its own) (got "3000")',
    ],
  ])('names the bad variable in %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('bounds what one IPv6 /48 and all clients together can make the server keep', () => {
    expect(loadConfig(valid)).toMatchObject({
      challengeNetworkRateLimitMax: 30,
      challengeNetworkDailyMax: 1000,
      transferNetworkRateLimitMax: 30,
      transferStoreLimitBytes: 67_108_864,
      transferNetworkStoreLimitBytes: 4_194_304,
    });
    expect(
      loadConfig({
        ...valid,
        CHALLENGE_NETWORK_RATE_LIMIT_MAX: '5',
        CHALLENGE_NETWORK_DAILY_MAX: '50',
        TRANSFER_NETWORK_RATE_LIMIT_MAX: '4',
        TRANSFER_BODY_LIMIT_BYTES: '2048',
        TRANSFER_STORE_LIMIT_BYTES: '2048',
        TRANSFER_NETWORK_STORE_LIMIT_BYTES: '2048',
      }),
    ).toMatchObject({
      challengeNetworkRateLimitMax: 5,
      challengeNetworkDailyMax: 50,
      transferNetworkRateLimitMax: 4,
      transferStoreLimitBytes: 2048,
      transferNetworkStoreLimitBytes: 2048,
    });
  });

  it('turns metrics on only when METRICS_PORT is set', () => {
    expect(loadConfig(valid).metrics).toBeNull();
    expect(loadConfig({ ...valid, METRICS_PORT: '' }).metrics).toBeNull();
    expect(loadConfig({ ...valid, METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(loadConfig({ ...valid, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' }).metrics).toEqual({
      port: 0,
      host: '127.0.0.1',
    });
  });

  // Kubernetes gives the API the setup Job's WORD_LIST_DIR, /word-lists:prisma/words: the API
  // starts without start-api.sh's choice of folder, so it must make the same one itself.
  it('takes the first folder of a WORD_LIST_DIR list that holds an answers.txt, as start-api.sh does', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hexle-config-word-lists-'));
    try {
      const mounted = path.join(root, 'mounted');
      const release = path.join(root, 'release');
      mkdirSync(mounted);
      mkdirSync(release);
      writeFileSync(path.join(release, 'answers.txt'), 'GARDEN\n');
      expect(loadConfig(valid).wordListDir).toBeNull();
      expect(loadConfig({ ...valid, WORD_LIST_DIR: mounted }).wordListDir).toBe(mounted);
      // An optional ConfigMap that does not exist leaves its folder empty: the release's lists.
      expect(loadConfig({ ...valid, WORD_LIST_DIR: `${mounted}:${release}` }).wordListDir).toBe(release);
      writeFileSync(path.join(mounted, 'answers.txt'), 'PLANET\n');
      expect(loadConfig({ ...valid, WORD_LIST_DIR: `${mounted}:${release}` }).wordListDir).toBe(mounted);
      const nowhere = `${path.join(root, 'a')}:${path.join(root, 'b')}`;
      expect(() => loadConfig({ ...valid, WORD_LIST_DIR: nowhere })).toThrow(
        `WORD_LIST_DIR names no folder holding an answers.txt (got "${nowhere}")`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LAUNCH_DATE: 'y' })).toThrow(
      /DATABASE_URL[\s\S]*PORT[\s\S]*LAUNCH_DATE|DATABASE_URL[\s\S]*LAUNCH_DATE[\s\S]*PORT/,
    );
  });
});

describe('configuration errors', () => {
  it('never show a password, in a URL or on its own', () => {
    let message = '';
    try {
      loadConfig({
        DATABASE_URL: 'mysql://hexle:s3cret-db@db:5432/hexle',
        REDIS_URL: 'ftp://:s3cret-redis@valkey:6379',
        PORT: 'eighty',
      });
    } catch (error) {
      message = (error as ConfigError).message;
    }
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/REDIS_URL/);
    expect(message).toMatch(/PORT .*\(got "eighty"\)/);
    expect(message).not.toMatch(/s3cret/);
    expect(message).toContain('mysql://hexle:***@db:5432/hexle');
  });

  it('names the variable of a URL it cannot read, and never shows its password', () => {
    for (const [variable, value] of [
      ['REDIS_URL', 'redis://:s3cret@valkey:port'],
      ['DATABASE_URL', 'postgresql://hexle:s3cret@db:5432:9/hexle'],
      ['REDIS_URL', 'redis://:s3cret@[valkey]:6379'],
    ]) {
      let message = '';
      try {
        loadConfig({ ...valid, [variable]: value });
      } catch (error) {
        message = (error as ConfigError).message;
      }
      expect(message).toContain(`${variable} is not a URL that can be read`);
      expect(message).not.toContain('s3cret');
    }
  });

  it.each([
    ['DATABASE_URL', 'postgresql://u:p%40ss@h:5432/d', 'postgresql://u:***@h:5432/d'],
    ['REDIS_URL', 'redis://:pw@valkey:6379', 'redis://:***@valkey:6379'],
    ['DATABASE_URL', 'postgresql://u@h/d', 'postgresql://u@h/d'],
    ['VALKEY_PASSWORD', 'hunter2', '(hidden)'],
    // Malformed: where the password sits is anyone's guess, so the value is not shown at all.
    ['REDIS_URL', 'redis//:pw@host:6379', '(not shown: it may hold a password)'],
    ['REDIS_URL', 'redis:/:pw@host:6379', '(not shown: it may hold a password)'],
    ['DATABASE_URL', 'postgresql://u:p@ss@h/d', '(not shown: it may hold a password)'],
    ['DATABASE_URL', 'postgresql:u:pw@h/d', '(not shown: it may hold a password)'],
    ['DATABASE_URL', 'postgresql://u:pw@h:5432:6/d', 'postgresql://u:***@h:5432:6/d'],
    ['PORT', 'eighty', 'eighty'],
  ])('%s %s is shown as %s', (variable, value, shown) => {
    expect(shownValue(variable, value)).toBe(shown);
  });
});
