import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { SCHEDULE_LOCK } from '../platform/database/advisory-locks.js';
import { WordListFileError, type WordLists } from './word-list-files.js';
import { largeChanges } from './word-list-limits.js';
import { planWordLists, type WordListPlan, type WordListState } from './word-list-plan.js';

export interface SeedRequest {
  /**
   * The highest game number already live somewhere: no released game loses its word. Asked once
   * the schedule lock is held, since waiting for it can take the seed past a game's release.
   */
  releasedUpTo: () => number;
  /** The lowest game number still played somewhere (today's game in the latest time zone); asked with releasedUpTo. */
  liveFrom: () => number;
  /** A game's date, for the reasons a plan is too large. */
  dateOf: (gameNumber: number) => string;
  /** Plan only, in a read-only transaction. */
  dryRun: boolean;
  /** Apply a plan beyond LARGE_CHANGE_LIMITS. */
  allowLargeChanges: boolean;
  /** Records an applied change (the audit trail) in the seed's own transaction. */
  record: (tx: Prisma.TransactionClient, plan: WordListPlan, tooLarge: string[]) => Promise<void>;
  /**
   * The words' meanings, planned against the same plan in the same transaction, and written
   * (`write`) only when the lists may be: not in a dry run, not for a plan refused as too large.
   */
  meanings?: (tx: Prisma.TransactionClient, plan: WordListPlan, write: boolean) => Promise<void>;
}

export interface SeedOutcome {
  plan: WordListPlan;
  /** Why the plan exceeds the limits; empty when it does not. */
  tooLarge: string[];
  /** False for a dry run, for a refused plan, and for a plan that changes nothing. */
  written: boolean;
}

/** The database changed between reading it and writing the plan: nothing was written. */
export class SeedConflictError extends WordListFileError {}

/**
 * Makes the words table match the lists, as planned by planWordLists from what the database
 * holds under the schedule lock, so a dry run shows exactly what the real run then writes.
 * A plan beyond the limits is refused (nothing written) unless `allowLargeChanges`.
 */
export async function seedWordLists(
  prisma: PrismaClient,
  lists: WordLists,
  request: SeedRequest,
): Promise<SeedOutcome> {
  return prisma.$transaction(
    async (tx) => {
      if (request.dryRun) await tx.$executeRaw`SET TRANSACTION READ ONLY`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SCHEDULE_LOCK})`;
      const releasedUpTo = request.releasedUpTo();
      const plan = planWordLists(await readState(tx, releasedUpTo, request.liveFrom()), lists);
      const tooLarge = largeChanges(plan, request.dateOf);
      const mayWrite = !request.dryRun && (tooLarge.length === 0 || request.allowLargeChanges);
      const written = mayWrite && changesAnything(plan);
      if (written) {
        await applyPlan(tx, plan, releasedUpTo);
        await request.record(tx, plan, tooLarge);
      }
      await request.meanings?.(tx, plan, mayWrite);
      return { plan, tooLarge, written };
    },
    { timeout: 60_000 },
  );
}

async function readState(tx: Prisma.TransactionClient, releasedUpTo: number, liveFrom: number): Promise<WordListState> {
  const words = await tx.$queryRaw<{ text: string; is_answer: boolean }[]>`SELECT text, is_answer FROM words`;
  const games = await tx.$queryRaw<{ game_number: number; word: string; pinned: boolean }[]>`
    SELECT game_number, word, pinned FROM daily_puzzles`;
  const replaced = await tx.$queryRaw<{ word: string }[]>`SELECT DISTINCT word FROM replaced_puzzles`;
  return {
    words: new Map(words.map((row) => [row.text, row.is_answer])),
    games: games.map((row) => ({ gameNumber: row.game_number, word: row.word, pinned: row.pinned })),
    replaced: replaced.map((row) => row.word),
    releasedUpTo,
    liveFrom,
  };
}

function changesAnything(plan: WordListPlan): boolean {
  return (
    plan.answers.added.length + plan.answers.removed.length + plan.guesses.added.length + plan.guesses.removed.length >
      0 || plan.redrawn.length > 0
  );
}

/**
 * Writes the plan. Every statement repeats the rule it relies on (a game's word is never
 * deleted, a released or pinned game is never redrawn) and must touch exactly the planned rows;
 * anything else means the database moved underneath, and the whole seed rolls back.
 */
async function applyPlan(tx: Prisma.TransactionClient, plan: WordListPlan, releasedUpTo: number): Promise<void> {
  const newAnswers = new Set(plan.answers.added);
  const newWords = plan.guesses.added;
  const inserted = new Set(newWords);
  const promoted = plan.answers.added.filter((word) => !inserted.has(word));
  const redrawn = plan.redrawn.map((game) => game.gameNumber);
  const counts = {
    inserted: await tx.$executeRaw`
      INSERT INTO words (text, is_answer)
      SELECT * FROM unnest(${newWords}::text[], ${newWords.map((word) => newAnswers.has(word))}::boolean[])`,
    promoted: await tx.$executeRaw`
      UPDATE words SET is_answer = true, updated_at = now() WHERE text = ANY(${promoted}::text[]) AND NOT is_answer`,
    demoted: await tx.$executeRaw`
      UPDATE words SET is_answer = false, updated_at = now() WHERE text = ANY(${plan.answers.removed}::text[]) AND is_answer`,
    redrawn: await tx.$executeRaw`
      DELETE FROM daily_puzzles
      WHERE game_number = ANY(${redrawn}::int[]) AND NOT pinned AND game_number > ${releasedUpTo}::int`,
    deleted: await tx.$executeRaw`
      DELETE FROM words w
      WHERE w.text = ANY(${plan.guesses.removed}::text[])
        AND NOT EXISTS (SELECT 1 FROM daily_puzzles p WHERE p.word = w.text)
        AND NOT EXISTS (SELECT 1 FROM replaced_puzzles r WHERE r.word = w.text)`,
  };
  const planned = {
    inserted: newWords.length,
    promoted: promoted.length,
    demoted: plan.answers.removed.length,
    redrawn: redrawn.length,
    deleted: plan.guesses.removed.length,
  };
  if (JSON.stringify(counts) !== JSON.stringify(planned))
    throw new SeedConflictError(
      `The words or the schedule changed while the seed ran (planned ${JSON.stringify(planned)}, ` +
        `found ${JSON.stringify(counts)}); nothing was written. Run the seed again.`,
    );
}
