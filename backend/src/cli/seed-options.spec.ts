import { CliUsageError } from './cli-context.js';
import { parseSeedOptions } from './seed-options.js';

describe('parseSeedOptions', () => {
  it('reads the flags', () => {
    expect(parseSeedOptions([], {})).toEqual({ dryRun: false, allowLargeChanges: false, reason: undefined });
    expect(parseSeedOptions(['--dry-run', '--allow-large-changes'], {})).toEqual({
      dryRun: true,
      allowLargeChanges: true,
      reason: undefined,
    });
  });

  it('takes every word of a reason up to the next flag, as prisma db seed splits it', () => {
    expect(parseSeedOptions(['--reason', 'fix', 'a', 'typo', '--dry-run'], {})).toMatchObject({
      reason: 'fix a typo',
      dryRun: true,
    });
    expect(parseSeedOptions(['--reason=restore', 'the', 'lists'], {})).toMatchObject({ reason: 'restore the lists' });
    expect(parseSeedOptions(['--reason'], {})).toMatchObject({ reason: '' });
  });

  it('reads the environment twins, for the setup job', () => {
    expect(
      parseSeedOptions([], { SEED_DRY_RUN: '1', SEED_ALLOW_LARGE_CHANGES: 'true', SEED_REASON: 'release 42' }),
    ).toEqual({ dryRun: true, allowLargeChanges: true, reason: 'release 42' });
    expect(parseSeedOptions([], { SEED_DRY_RUN: '0', SEED_ALLOW_LARGE_CHANGES: '' })).toMatchObject({
      dryRun: false,
      allowLargeChanges: false,
    });
  });

  it.each([
    [['--dry-rn'], {}, 'Unknown option "--dry-rn"'],
    [['--dry-run=yes'], {}, 'Unknown option "--dry-run=yes"'],
    [['planet'], {}, 'Unknown option "planet"'],
    [[], { SEED_ALLOW_LARGE_CHANGES: 'yes please' }, 'SEED_ALLOW_LARGE_CHANGES must be 1 or 0'],
  ])('refuses %j %j', (args, env, message) => {
    const parse = () => parseSeedOptions(args, env);
    expect(parse).toThrow(CliUsageError);
    expect(parse).toThrow(message);
  });
});
