import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ChallengesRepository } from '../src/challenges/challenges.repository.js';
import { repositoryRoot } from './support/repository.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const run = promisify(execFile);

/**
 * Typed npm's way, without `--`: npm keeps --dry-run and --force for itself and runs the script
 * without them. Through `npm run`, as an operator types it.
 */
describe('a flag npm keeps for itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const npmRun = async (args: string[]) => {
    try {
      const { stdout, stderr } = await run('npm', ['run', '--silent', ...args], {
        cwd: repositoryRoot,
        env: { ...process.env, DATABASE_URL: t.database.url },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code: number; stdout: string; stderr: string };
      return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
    }
  };
  const auditRows = () => t.owner.client.auditEntry.count();

  it('makes `npm run challenges prune --dry-run` remove nothing, and say how to type it', async () => {
    const challenges = t.app.get(ChallengesRepository);
    const old = new Date(Date.now() - 400 * 86_400_000);
    await challenges.create({ id: 'dry_npm_dry_npm_dry_n1', word: 'FLOWER', createdAt: old, creatorKey: null });
    const answer = await npmRun(['challenges', 'prune', '--dry-run']);
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toContain('npm took --dry-run for itself');
    expect(answer.stderr).toContain('npm run challenges -- ... --dry-run');
    expect(await challenges.find('dry_npm_dry_npm_dry_n1')).not.toBeNull();
  });

  it('makes `npm run db:seed --dry-run` write nothing', async () => {
    const before = await auditRows();
    const answer = await npmRun(['db:seed', '--dry-run']);
    expect(answer.code).not.toBe(0);
    expect(`${answer.stdout}${answer.stderr}`).toContain('npm run db:seed -- ... --dry-run');
    expect(await auditRows()).toBe(before);
  });

  it('makes `npm run puzzle pin N WORD --force` change no released day', async () => {
    const today = await t.puzzles.findOrAssign(326);
    const other = today.assignment.word === 'PLANET' ? 'FLOWER' : 'PLANET';
    const answer = await npmRun(['puzzle', 'pin', '326', other, '--force']);
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toContain('npm took --force for itself');
    expect((await t.puzzles.findOrAssign(326)).assignment.word).toBe(today.assignment.word);
  });

  it('makes `npm run puzzle pin N WORD --reason "…"` pin nothing rather than pin without its reason', async () => {
    const future = await t.puzzles.findOrAssign(340);
    const other = future.assignment.word === 'PLANET' ? 'FLOWER' : 'PLANET';
    const before = await auditRows();
    const answer = await npmRun(['puzzle', 'pin', '340', other, '--reason', 'a holiday word']);
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toContain('npm took --reason for itself');
    expect(answer.stderr).toContain('npm run puzzle -- ... --reason');
    expect((await t.puzzles.findOrAssign(340)).assignment.word).toBe(future.assignment.word);
    expect(await auditRows()).toBe(before);
  });
});
