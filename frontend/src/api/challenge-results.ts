import type { ChallengeResultsReply } from '@hexle/contract/wire';
import { isRecord } from '../platform/storage';
import type { Unchecked } from './call';

// How friends did with a challenge (docs/api.md, How friends did), checked before the page trusts
// it: null for a reply of another shape. The calls are in occasional-calls.ts.

export type ChallengeResults = ChallengeResultsReply;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const GUESSES = ['1', '2', '3', '4', '5', '6', '7'] as const;
const BARS = [...GUESSES, 'X'] as const;

function readNamed(value: unknown): ChallengeResults['named'][number] | null {
  if (!isRecord(value)) return null;
  const { name, won, guesses } = value;
  if (typeof name !== 'string' || name.length === 0 || typeof won !== 'boolean') return null;
  return isCount(guesses) && guesses >= 1 && guesses <= GUESSES.length ? { name, won, guesses } : null;
}

export function readChallengeResults(payload: unknown): ChallengeResults | null {
  if (!isRecord(payload)) return null;
  const { id, players, solved, distribution, named }: Unchecked<ChallengeResultsReply> = payload;
  if (typeof id !== 'string' || !isCount(players) || !isCount(solved) || solved > players) return null;
  if (!isRecord(distribution) || !BARS.every((bar) => isCount(distribution[bar]))) return null;
  if (!Array.isArray(named)) return null;
  const friends = named.map(readNamed);
  if (friends.some((friend) => friend === null)) return null;
  const bars = Object.fromEntries(BARS.map((bar) => [bar, distribution[bar] as number]));
  return {
    id,
    players,
    solved,
    distribution: bars as ChallengeResults['distribution'],
    named: friends as ChallengeResults['named'],
  };
}
