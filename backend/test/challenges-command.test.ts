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
    await challenges.create({ id: 'old_old_old_old_old_o1', word: 'FLOWER', createdAt: ageOf(40) });
    await challenges.create({ id: 'new_new_new_new_new_n1', word: 'FLOWER', createdAt: ageOf(10) });
    const pruned = await command(['prune', '--older-than-days', '30']);
    expect(pruned.code).toBe(0);
    expect(pruned.stdout).toMatch(/^Removed 1 challenge created before \S+ \(older than 30 days\)\./);
    const http = request(t.app.getHttpServer());
    const gone = await http.get('/api/challenges/old_old_old_old_old_o1').expect(404);
    expect(gone.body.error).toContain('No such challenge');
    await http.get('/api/challenges/new_new_new_new_new_n1').expect(200);
    expect((await command(['count'])).stdout.trim()).toBe('1 challenge stored.');
  });

  it('takes its default age from CHALLENGE_RETENTION_DAYS', async () => {
    await challenges.create({ id: 'mid_mid_mid_mid_mid_m1', word: 'FLOWER', createdAt: ageOf(8) });
    const pruned = await command(['prune'], { CHALLENGE_RETENTION_DAYS: '9' });
    expect(pruned.stdout).toContain('Removed 1 challenge created before');
    expect(pruned.stdout).toContain('(older than 9 days)');
    expect(await challenges.find('mid_mid_mid_mid_mid_m1')).not.toBeNull();
    expect(await challenges.find('new_new_new_new_new_n1')).toBeNull();
  });

  it.each([
    [['prune', '--older-than-days', 'ten']],
    [['prune', '--older-than-days', '0']],
    [['prune', '--days', '5']],
    [['sweep']],
    [[]],
  ])('refuses %j with the usage and exit code 1', async (args) => {
    const result = await command(args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage:');
  });
});
