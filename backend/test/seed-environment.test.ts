import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand, runSeed } from './seed-support.js';

const emptyDir = mkdtempSync(path.join(os.tmpdir(), 'hexle-no-data-'));

describe('starting the seed', () => {
  it.each([
    [
      'npm run db:seed without DATABASE_URL',
      // No data folder of npm start's to fall back on either.
      () => runCommand('npm', ['run', '--silent', 'db:seed'], { DATABASE_URL: undefined, HEXLE_DATA_DIR: emptyDir }),
    ],
    ['prisma db seed without DATABASE_URL', () => runSeed([], { DATABASE_URL: undefined })],
    ['prisma db seed with an empty DATABASE_URL', () => runSeed([], { DATABASE_URL: '' })],
  ])('%s says that it is not set', async (_name, command) => {
    const { code, stdout, stderr } = await command();
    expect(code).not.toBe(0);
    expect(`${stdout}${stderr}`).toMatch(/DATABASE_URL is (not set|required)/);
    expect(`${stdout}${stderr}`).not.toContain('binaries.prisma.sh');
  });

  it('refuses an unknown option with the usage, before touching the database', async () => {
    // Nothing listens on port 1: the usage must come before any connection attempt.
    const { code, stderr } = await runSeed(['--dry-rn'], { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none' });
    expect(code).not.toBe(0);
    expect(stderr).toContain('seed: Unknown option "--dry-rn"');
    expect(stderr).toContain('--allow-large-changes');
  });

  it('refuses an unclear SEED_DRY_RUN value rather than guessing', async () => {
    const { code, stderr } = await runSeed([], {
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none',
      SEED_DRY_RUN: 'maybe',
    });
    expect(code).not.toBe(0);
    expect(stderr).toContain('SEED_DRY_RUN must be 1 or 0 (or true or false); got "maybe"');
  });
});
