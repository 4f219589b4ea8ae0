import type { Clock } from '../clock/clock.js';
import type { ChallengesRepository } from '../challenges/challenges.repository.js';
import { CliUsageError } from './cli-context.js';

const DAY_MS = 86_400_000;

export const CHALLENGES_USAGE = `Usage:
  npm run challenges -- prune [--older-than-days N]
      Remove challenges created more than N days ago (default: CHALLENGE_RETENTION_DAYS).
      Their links then show "This challenge does not exist".
  npm run challenges -- count
      Print how many challenges are stored.`;

/** Parses the operator's words and runs prune or count; returns the line to print. */
export async function runChallengesCommand(
  args: string[],
  challenges: ChallengesRepository,
  clock: Clock,
  retentionDays: number,
): Promise<string> {
  const [action, ...rest] = args;
  if (action === 'count' && rest.length === 0) return `${plural(await challenges.count())} stored.`;
  if (action === 'prune') {
    const days = pruneAge(rest, retentionDays);
    const cutoff = new Date(clock.now() - days * DAY_MS);
    const removed = await challenges.deleteCreatedBefore(cutoff);
    return `Removed ${plural(removed)} created before ${cutoff.toISOString()} (older than ${days} days).`;
  }
  throw new CliUsageError(CHALLENGES_USAGE);
}

function pruneAge(options: string[], retentionDays: number): number {
  if (options.length === 0) return retentionDays;
  const [flag, value, ...extra] = options;
  const days = Number(value);
  if (flag !== '--older-than-days' || extra.length > 0 || !/^\d+$/.test(value ?? '') || days < 1 || days > 36_500) {
    throw new CliUsageError(`--older-than-days takes a whole number of days from 1 to 36500\n${CHALLENGES_USAGE}`);
  }
  return days;
}

const plural = (count: number) => `${count} challenge${count === 1 ? '' : 's'}`;
