import type { PrismaClient } from '../generated/prisma/client.js';
import type { WordLists } from './word-list-files.js';

export interface SeedResult {
  answers: number;
  guesses: number;
  inserted: number;
  updated: number;
  removed: number;
  /** Words gone from the files but kept because a past puzzle used them. */
  retained: number;
}

/**
 * Makes the words table match the lists. Idempotent; a word that a past puzzle
 * used is never deleted, it only stops being an answer.
 */
export async function seedWordLists(prisma: PrismaClient, lists: WordLists): Promise<SeedResult> {
  const answerSet = new Set(lists.answers);
  const all = [...new Set([...lists.guesses, ...lists.answers])].sort();
  const isAnswer = all.map((word) => answerSet.has(word));

  return prisma.$transaction(async (tx) => {
    const upserted = await tx.$queryRaw<{ inserted: boolean }[]>`
      INSERT INTO words (text, is_answer)
      SELECT * FROM unnest(${all}::text[], ${isAnswer}::boolean[])
      ON CONFLICT (text) DO UPDATE SET is_answer = EXCLUDED.is_answer, updated_at = now()
        WHERE words.is_answer IS DISTINCT FROM EXCLUDED.is_answer
      RETURNING (xmax = 0) AS inserted`;
    const removed = await tx.$executeRaw`
      DELETE FROM words w
      WHERE NOT (w.text = ANY(${all}::text[]))
        AND NOT EXISTS (SELECT 1 FROM daily_puzzles p WHERE p.word = w.text)`;
    const retained = await tx.$executeRaw`
      UPDATE words SET is_answer = false, updated_at = now()
      WHERE NOT (text = ANY(${all}::text[])) AND is_answer`;
    const inserted = upserted.filter((row) => row.inserted).length;
    return {
      answers: answerSet.size,
      guesses: all.length,
      inserted,
      updated: upserted.length - inserted,
      removed,
      retained,
    };
  });
}
