import { isIP } from 'node:net';
import { guessWordOf } from '@hexle/contract/game';
import type { ChallengesRepository } from '../challenges/challenges.repository.js';
import { retentionCutoff } from '../challenges/challenge-retention.js';
import { CREATOR_KEY } from '../challenges/creator-key.js';
import type { LeaguePruneOutcome } from '../leagues/league-prune.js';
import type { Clock } from '../platform/clock/clock.js';
import { clientKey } from '../platform/rate-limit/client-key.js';
import { CliUsageError } from './cli-context.js';
import { subcommandUsage } from './cli-help.js';
import { parseOptions, wholeNumber } from './cli-options.js';

export const CHALLENGES_USAGE = `Usage:
  npm run challenges -- prune [--older-than-days N] [--dry-run]
      Remove challenges created more than N days ago (default: CHALLENGE_RETENTION_DAYS).
      Their links then show "This challenge does not exist". Also remove the leagues nobody
      opened for LEAGUE_IDLE_DAYS, and fold league results older than
      LEAGUE_RESULT_RETENTION_DAYS into their members' all-time totals. The API also does
      this by itself every CHALLENGE_PRUNE_INTERVAL_MINUTES.
  npm run challenges -- sources [--limit N]
      List the creator keys with the most challenges (default: 20). A key is a keyed hash of
      the creator's address (an IPv6 address's /56 network); no address is stored.
  npm run challenges -- remove-source (--address IP | --key KEY) [--dry-run]
      Remove every challenge made from that address (its /56 for IPv6) or with that creator key.
      API processes may serve a removed challenge from their cache for up to 5 minutes.
  npm run challenges -- remove-word WORD [--dry-run]
      Remove every challenge made with that word (for example one just added to the
      offensive-word list, which refuses new ones once the API restarts). API processes may
      serve a removed challenge from their cache for up to 5 minutes.
  npm run challenges -- count
      Print how many challenges are stored.
  --dry-run prints how many would be removed and removes nothing.`;

export interface ChallengesCommandContext {
  challenges: ChallengesRepository;
  clock: Clock;
  retentionDays: number;
  /** The creator key a challenge made by this rate-limit key carries (it reads the database's secret). */
  creatorKeyOf: (clientKey: string) => Promise<string>;
  /** The leagues' prune (league-prune.ts), or with `dryRun` what it would do. */
  pruneLeagues: (dryRun: boolean) => Promise<LeaguePruneOutcome>;
}

/** Parses the operator's words and runs one command; returns the text to print. */
export async function runChallengesCommand(args: string[], context: ChallengesCommandContext): Promise<string> {
  const [action, ...rest] = args;
  switch (action) {
    case undefined:
      throw new CliUsageError(`No command given.\n${CHALLENGES_USAGE}`);
    case 'count':
      parseOptions(rest, {}, subcommandUsage(CHALLENGES_USAGE, 'count'));
      return `${plural(await context.challenges.count())} stored.`;
    case 'prune':
      return prune(rest, context);
    case 'sources':
      return sources(rest, context);
    case 'remove-source':
      return removeSource(rest, context);
    case 'remove-word':
      return removeWord(rest, context);
    default:
      throw new CliUsageError(`Unknown command "${action}"\n${CHALLENGES_USAGE}`);
  }
}

async function prune(words: string[], { challenges, clock, retentionDays, pruneLeagues }: ChallengesCommandContext) {
  const options = parseOptions(words, { '--older-than-days': 'value', '--dry-run': 'switch' }, CHALLENGES_USAGE);
  const given = options.values.get('--older-than-days');
  const days =
    given === undefined ? retentionDays : wholeNumber(given, '--older-than-days', 1, 36_500, CHALLENGES_USAGE);
  const cutoff = retentionCutoff(clock.now(), days);
  const which = `created before ${cutoff.toISOString()} (older than ${days} days)`;
  if (options.switches.has('--dry-run')) {
    const leagues = await pruneLeagues(true);
    return [
      `Would remove ${plural(await challenges.countCreatedBefore(cutoff))} ${which}.`,
      `Would remove ${leaguePlural(leagues.idleLeagues)} ${idle(leagues)} and fold ${resultPlural(leagues.foldedResults)} ${old(leagues)}. Dry run: nothing removed.`,
    ].join('\n');
  }
  const removed = await challenges.deleteCreatedBefore(cutoff);
  const leagues = await pruneLeagues(false);
  return [
    `Removed ${plural(removed)} ${which}.`,
    `Removed ${leaguePlural(leagues.idleLeagues)} ${idle(leagues)}; folded ${resultPlural(leagues.foldedResults)} ${old(leagues)} into their members' all-time totals.`,
  ].join('\n');
}

const leaguePlural = (count: number) => `${count} league${count === 1 ? '' : 's'}`;
const resultPlural = (count: number) => `${count} league result${count === 1 ? '' : 's'}`;
const idle = (outcome: LeaguePruneOutcome) => `nobody opened since ${outcome.idleCutoff.toISOString()}`;
const old = (outcome: LeaguePruneOutcome) => `of games before ${outcome.firstKeptGame}`;

async function sources(words: string[], { challenges }: ChallengesCommandContext) {
  const options = parseOptions(words, { '--limit': 'value' }, CHALLENGES_USAGE);
  const given = options.values.get('--limit');
  const limit = given === undefined ? 20 : wholeNumber(given, '--limit', 1, 10_000, CHALLENGES_USAGE);
  const [top, unkeyed] = await Promise.all([challenges.topSources(limit), challenges.countWithoutCreator()]);
  const lines =
    top.length === 0
      ? ['No challenge has a creator key.']
      : [`${'CHALLENGES'.padStart(10)}  LAST CREATED              CREATOR KEY`];
  for (const source of top)
    lines.push(
      `${String(source.challenges).padStart(10)}  ${source.lastCreatedAt.toISOString()}  ${source.creatorKey}`,
    );
  if (unkeyed > 0)
    lines.push(`${plural(unkeyed)} made before creator keys were kept ${unkeyed === 1 ? 'has' : 'have'} none.`);
  return lines.join('\n');
}

async function removeSource(words: string[], { challenges, creatorKeyOf }: ChallengesCommandContext) {
  const options = parseOptions(
    words,
    { '--address': 'value', '--key': 'value', '--dry-run': 'switch' },
    CHALLENGES_USAGE,
  );
  const { key, name } = await chosenSource(options.values.get('--address'), options.values.get('--key'), creatorKeyOf);
  if (options.switches.has('--dry-run'))
    return `Would remove ${plural(await challenges.countByCreator(key))} made by ${name}. Dry run: nothing removed.`;
  return `Removed ${plural(await challenges.deleteByCreator(key))} made by ${name}.`;
}

async function removeWord(words: string[], { challenges }: ChallengesCommandContext) {
  const usage = subcommandUsage(CHALLENGES_USAGE, 'remove-word');
  const [given, ...rest] = words;
  if (given === undefined || given.startsWith('-')) throw new CliUsageError(`remove-word takes one word\n${usage}`);
  const options = parseOptions(rest, { '--dry-run': 'switch' }, usage);
  const word = guessWordOf(given);
  if (word === null) throw new CliUsageError(`"${given}" is not a six-letter word\n${usage}`);
  if (options.switches.has('--dry-run'))
    return `Would remove ${plural(await challenges.countByWord(word))} made with ${word}. Dry run: nothing removed.`;
  return `Removed ${plural(await challenges.deleteByWord(word))} made with ${word}.`;
}

/** The creator key that `--address` or `--key` names, and how to name that source to the operator. */
async function chosenSource(
  address: string | undefined,
  given: string | undefined,
  creatorKeyOf: ChallengesCommandContext['creatorKeyOf'],
): Promise<{ key: string; name: string }> {
  if ((address === undefined) === (given === undefined))
    throw new CliUsageError(`remove-source takes either --address or --key\n${CHALLENGES_USAGE}`);
  if (address !== undefined) {
    if (isIP(address) === 0)
      throw new CliUsageError(`--address "${address}" is not an IP address\n${CHALLENGES_USAGE}`);
    // The key the rate limiter gives this client: an IPv6 address stands for its whole /56.
    const client = clientKey(address);
    const key = await creatorKeyOf(client);
    return { key, name: `${client} (creator key ${key})` };
  }
  const key = (given ?? '').toLowerCase();
  if (!CREATOR_KEY.test(key))
    throw new CliUsageError(`--key takes a creator key: 32 hex digits, as "sources" lists them\n${CHALLENGES_USAGE}`);
  return { key, name: `creator key ${key}` };
}

const plural = (count: number) => `${count} challenge${count === 1 ? '' : 's'}`;
