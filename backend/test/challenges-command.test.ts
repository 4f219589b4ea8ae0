import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import request from 'supertest';
import { ChallengesRepository } from '../src/challenges/challenges.repository.js';
import { repositoryRoot } from './support/repository.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const run = promisify(execFile);
const DAY_MS = 86_400_000;

describe('npm run challenges', () => {
  let t: TestApp;
  let challenges: ChallengesRepository;
  const ageOf = (days: number) => new Date(Date.now() - days * DAY_MS - 60_000);

  beforeAll(async () => {
    t = await startTestApp();
    challenges = t.app.get(ChallengesRepository);
  });
  afterAll(() => t.close());

  const command = async (args: string[], env: Record<string, string> = {}) => {
    try {
      const { stdout, stderr } = await run('npm', ['run', '--silent', 'challenges', '--', ...args], {
        cwd: repositoryRoot,
        env: { ...process.env, DATABASE_URL: t.database.url, ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code: number; stdout: string; stderr: string };
      return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
    }
  };

  it('prunes challenges older than the given days; their links then answer 404', async () => {
    await challenges.create({ id: 'old_old_old_old_old_o1', word: 'FLOWER', createdAt: ageOf(40), creatorKey: null });
    await challenges.create({ id: 'new_new_new_new_new_n1', word: 'FLOWER', createdAt: ageOf(10), creatorKey: null });
    const pruned = await command(['prune', '--older-than-days', '30']);
    expect(pruned.code).toBe(0);
    expect(pruned.stdout).toMatch(/^Removed 1 challenge created before \S+ \(older than 30 days\)\./);
    const http = request(t.app.getHttpServer());
    const gone = await http.get('/api/challenges/old_old_old_old_old_o1').expect(404);
    expect(gone.body.error).toContain('No such challenge');
    expect(gone.body.code).toBe('challenge_not_found');
    await http.get('/api/challenges/new_new_new_new_new_n1').expect(200);
    expect((await command(['count'])).stdout.trim()).toBe('1 challenge stored.');
  });

  it('takes its default age from CHALLENGE_RETENTION_DAYS', async () => {
    await challenges.create({ id: 'mid_mid_mid_mid_mid_m1', word: 'FLOWER', createdAt: ageOf(8), creatorKey: null });
    const pruned = await command(['prune'], { CHALLENGE_RETENTION_DAYS: '9' });
    expect(pruned.stdout).toContain('Removed 1 challenge created before');
    expect(pruned.stdout).toContain('(older than 9 days)');
    expect(await challenges.find('mid_mid_mid_mid_mid_m1')).not.toBeNull();
    expect(await challenges.find('new_new_new_new_new_n1')).toBeNull();
  });

  it('prunes with --dry-run: says how many would go, and removes none', async () => {
    await challenges.create({ id: 'dry_dry_dry_dry_dry_d1', word: 'FLOWER', createdAt: ageOf(50), creatorKey: null });
    const before = await challenges.count();
    for (const args of [
      ['prune', '--dry-run', '--older-than-days', '45'],
      ['prune', '--older-than-days', '45', '--dry-run'],
    ]) {
      const dry = await command(args);
      expect(dry).toMatchObject({ code: 0, stderr: '' });
      expect(dry.stdout).toMatch(
        /^Would remove 1 challenge created before \S+ \(older than 45 days\)\.\nWould remove 0 leagues nobody opened since \S+ and fold 0 league results of games before \d+\. Dry run: nothing removed\.\n$/,
      );
    }
    expect(await challenges.count()).toBe(before);
    expect((await command(['prune', '--older-than-days', '45'])).stdout).toContain('Removed 1 challenge');
  });

  it('prunes the leagues too: those nobody opened for LEAGUE_IDLE_DAYS go, with their members', async () => {
    const league = (id: string, daysAgo: number) =>
      t.owner.client.league.create({
        data: {
          id,
          name: 'Friends',
          createdAt: ageOf(daysAgo),
          lastOpenedAt: ageOf(daysAgo),
          members: {
            create: {
              id: id.slice(0, 12),
              name: 'Ana',
              nameKey: 'ana',
              tokenHash: Uint8Array.from(Buffer.alloc(32, id)),
              joinedAt: ageOf(daysAgo),
            },
          },
        },
      });
    await league('idleidleidleidle', 91);
    await league('openopenopenopen', 89);
    const dry = await command(['prune', '--dry-run']);
    expect(dry.stdout).toMatch(/\nWould remove 1 league nobody opened since \S+ and fold 0 league results/);
    expect(await t.owner.client.league.count()).toBe(2);
    const pruned = await command(['prune']);
    expect(pruned.stdout).toMatch(
      /\nRemoved 1 league nobody opened since \S+; folded 0 league results of games before \d+/,
    );
    expect(await t.owner.client.league.findMany({ select: { id: true } })).toEqual([{ id: 'openopenopenopen' }]);
    expect(await t.owner.client.leagueMember.count()).toBe(1);
  });

  it('removes the challenges made with one word, after a dry run, and refuses a word that is none', async () => {
    await challenges.create({ id: 'word_word_word_word_w1', word: 'SILVER', createdAt: ageOf(1), creatorKey: null });
    await challenges.create({ id: 'word_word_word_word_w2', word: 'SILVER', createdAt: ageOf(2), creatorKey: null });
    await challenges.create({ id: 'word_word_word_word_w3', word: 'CASTLE', createdAt: ageOf(1), creatorKey: null });
    const dry = await command(['remove-word', 'silver', '--dry-run']);
    expect(dry).toMatchObject({ code: 0, stderr: '' });
    expect(dry.stdout.trim()).toBe('Would remove 2 challenges made with SILVER. Dry run: nothing removed.');
    expect(await challenges.find('word_word_word_word_w1')).not.toBeNull();
    expect((await command(['remove-word', 'SILVER'])).stdout.trim()).toBe('Removed 2 challenges made with SILVER.');
    expect(await challenges.find('word_word_word_word_w2')).toBeNull();
    expect(await challenges.find('word_word_word_word_w3')).not.toBeNull();
    for (const args of [['remove-word'], ['remove-word', 'SILVERY'], ['remove-word', 'SILVER', 'CASTLE']]) {
      const refused = await command(args);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('npm run challenges -- remove-word WORD [--dry-run]');
    }
  });

  describe('one source of challenges', () => {
    let http: ReturnType<typeof request>;
    const createFrom = async (address: string) => {
      const reply = await http
        .post('/api/challenges')
        .set('X-Forwarded-For', address)
        .send({ word: 'garden', timezone: 'UTC' })
        .expect(201);
      return reply.body.id as string;
    };
    const keyOf = async (id: string) => (await challenges.find(id))?.creatorKey;

    beforeAll(() => {
      http = request(t.app.getHttpServer());
    });

    it('lists the busiest creator keys, and removes one source by its address', async () => {
      const abuser = [
        await createFrom('203.0.113.50'),
        await createFrom('203.0.113.50'),
        await createFrom('203.0.113.50'),
      ];
      const bystander = await createFrom('198.51.100.7');
      const abuserKey = await keyOf(abuser[0]);
      expect(abuserKey).toMatch(/^[0-9a-f]{32}$/);

      const listed = await command(['sources']);
      expect(listed.code).toBe(0);
      const rows = listed.stdout.split('\n').filter((line) => /^\s+\d+\s/.test(line));
      expect(rows[0]).toMatch(new RegExp(`^\\s+3\\s+\\S+Z\\s+${abuserKey}$`));
      expect(rows[1]).toMatch(/^\s+1\s+\S+Z\s+[0-9a-f]{32}$/);
      expect(listed.stdout).toMatch(/challenges? made before creator keys were kept ha(s|ve) none\./);
      expect(listed.stdout).not.toContain('203.0.113.50');

      const dry = await command(['remove-source', '--address', '203.0.113.50', '--dry-run']);
      expect(dry.stdout.trim()).toBe(
        `Would remove 3 challenges made by 203.0.113.50 (creator key ${abuserKey}). Dry run: nothing removed.`,
      );
      expect(await challenges.countByCreator(abuserKey ?? '')).toBe(3);

      const removed = await command(['remove-source', '--address', '203.0.113.50']);
      expect(removed.stdout.trim()).toBe(`Removed 3 challenges made by 203.0.113.50 (creator key ${abuserKey}).`);
      for (const id of abuser) expect(await challenges.find(id)).toBeNull();
      expect(await challenges.find(bystander)).not.toBeNull();
    });

    it('takes an IPv6 address for its whole /56, as the rate limit does', async () => {
      const one = await createFrom('2001:db8:aa:bb01::1');
      const sameBlock = await createFrom('2001:db8:aa:bbfe:1234::9');
      const nextBlock = await createFrom('2001:db8:aa:bc00::1');
      expect(await keyOf(one)).toBe(await keyOf(sameBlock));
      expect(await keyOf(one)).not.toBe(await keyOf(nextBlock));
      const removed = await command(['remove-source', '--address', '2001:DB8:AA:BB77::42']);
      expect(removed.stdout).toMatch(
        /^Removed 2 challenges made by 2001:db8:aa:bb00::\/56 \(creator key [0-9a-f]{32}\)\./,
      );
      expect(await challenges.find(one)).toBeNull();
      expect(await challenges.find(sameBlock)).toBeNull();
      expect(await challenges.find(nextBlock)).not.toBeNull();
    });

    it('removes one source by the key that "sources" lists, without knowing its address', async () => {
      const id = await createFrom('192.0.2.99');
      const key = (await keyOf(id)) ?? '';
      const dry = await command(['remove-source', '--key', key.toUpperCase(), '--dry-run']);
      expect(dry.stdout.trim()).toBe(`Would remove 1 challenge made by creator key ${key}. Dry run: nothing removed.`);
      expect(await challenges.find(id)).not.toBeNull();
      expect((await command(['remove-source', '--key', key])).stdout.trim()).toBe(
        `Removed 1 challenge made by creator key ${key}.`,
      );
      expect(await challenges.find(id)).toBeNull();
    });
  });

  it.each([
    [['prune', '--older-than-days', 'ten']],
    [['prune', '--older-than-days', '0']],
    [['prune', '--days', '5']],
    [['prune', '--older-than-days']],
    [['prune', '--dry-run', '--dry-run']],
    [['count', '--dry-run']],
    [['sources', '--limit', '0']],
    [['remove-source']],
    [['remove-source', '--address', '203.0.113.50', '--key', 'a'.repeat(32)]],
    [['remove-source', '--address', 'example.com']],
    [['remove-source', '--address', '203.0.113.0/24']],
    [['remove-source', '--key', 'not-a-key']],
    [['sweep']],
    [[]],
  ])('refuses %j with the usage and exit code 1', async (args) => {
    const result = await command(args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage:');
  });

  it('names what is wrong with a refused option', async () => {
    expect((await command(['prune', '--days', '5'])).stderr).toContain('Unknown option "--days"');
    expect((await command(['prune', '--older-than-days', '0'])).stderr).toContain(
      '--older-than-days takes a whole number from 1 to 36500',
    );
    expect((await command(['remove-source'])).stderr).toContain('remove-source takes either --address or --key');
    expect((await command(['remove-source', '--address', 'example.com'])).stderr).toContain(
      '--address "example.com" is not an IP address',
    );
  });
});
