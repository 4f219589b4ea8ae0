import type { PrismaClient } from '../generated/prisma/client.js';
import { SCHEDULE_LOCK } from '../schedule/puzzles.repository.js';
import type { WordLists } from './word-list-files.js';

export interface SeedResult {
  answers: number;
  guesses: number;
  inserted: number;
  updated: number;
  removed: number;
  /** Words gone from the files but kept because a past puzzle used them. */
  retained: number;
  /** Unreleased games whose chosen word is no longer an answer; they get a new one when needed. */
  unscheduled: number;
  /** Unreleased games pinned to a word that is no longer an answer: left to the operator. */
  pinnedNonAnswers: number[];
}

/**
 * Makes the words table match the lists. Idempotent. A word that a released puzzle
 * used is never deleted, it only stops being an answer; unreleased games (after
 * `releasedUpTo`) lose a word that is no longer an answer, unless an operator pinned it.
 */
export async function seedWordLists(prisma: PrismaClient, lists: WordLists, releasedUpTo: number): Promise<SeedResult> {
  const answerSet = new Set(lists.answers);
  const all = [...new Set([...lists.guesses, ...lists.answers])].sort();
  const isAnswer = all.map((word) => answerSet.has(word));

  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SCHEDULE_LOCK})`;
      const upserted = await tx.$queryRaw<{ inserted: boolean }[]>`
        INSERT INTO words (text, is_answer)
        SELECT * FROM unnest(${all}::text[], ${isAnswer}::boolean[])
        ON CONFLICT (text) DO UPDATE SET is_answer = EXCLUDED.is_answer, updated_at = now()
          WHERE words.is_answer IS DISTINCT FROM EXCLUDED.is_answer
        RETURNING (xmax = 0) AS inserted`;
      await tx.$executeRaw`
        UPDATE words SET is_answer = false, updated_at = now()
        WHERE NOT (text = ANY(${all}::text[])) AND is_answer`;
      const unscheduled = await tx.$executeRaw`
        DELETE FROM daily_puzzles p USING words w
        WHERE p.word = w.text AND NOT w.is_answer AND NOT p.pinned AND p.game_number > ${releasedUpTo}::int`;
      const pinned = await tx.$queryRaw<{ game_number: number }[]>`
        SELECT p.game_number FROM daily_puzzles p JOIN words w ON w.text = p.word
        WHERE NOT w.is_answer AND p.pinned AND p.game_number > ${releasedUpTo}::int
        ORDER BY p.game_number`;
      const removed = await tx.$executeRaw`
        DELETE FROM words w
        WHERE NOT (w.text = ANY(${all}::text[]))
          AND NOT EXISTS (SELECT 1 FROM daily_puzzles p WHERE p.word = w.text)`;
      const [kept] = await tx.$queryRaw<{ count: bigint }[]>`
        SELECT count(*) FROM words WHERE NOT (text = ANY(${all}::text[]))`;
      const inserted = upserted.filter((row) => row.inserted).length;
      return {
        answers: answerSet.size,
        guesses: all.length,
        inserted,
        updated: upserted.length - inserted,
        removed,
        retained: Number(kept?.count ?? 0),
        unscheduled,
        pinnedNonAnswers: pinned.map((row) => row.game_number),
      };
    },
    { timeout: 60_000 },
  );
}
