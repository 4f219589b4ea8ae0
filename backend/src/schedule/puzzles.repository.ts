import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';

export interface Assignment {
  gameNumber: number;
  word: string;
  pinned: boolean;
}

export interface ScheduleFigures {
  assigned: number;
  unusedAnswers: number;
  lastGameNumber: number | null;
}

/** Serialises choosing answers and changing the lists (the seed takes it too). */
export const SCHEDULE_LOCK = 0x6865786c65n;

export class NoAnswersError extends Error {
  constructor() {
    super('No answers are available to schedule: load the word lists with "npx prisma db seed"');
  }
}

@Injectable()
export class PuzzlesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async find(gameNumber: number): Promise<Assignment | null> {
    return this.prisma.client.dailyPuzzle.findUnique({
      where: { gameNumber },
      select: { gameNumber: true, word: true, pinned: true },
    });
  }

  async findMany(gameNumbers: number[]): Promise<Assignment[]> {
    return this.prisma.client.dailyPuzzle.findMany({
      where: { gameNumber: { in: gameNumbers } },
      select: { gameNumber: true, word: true, pinned: true },
    });
  }

  /**
   * Returns the game's assignment, choosing one if there is none. The choice is a
   * random answer among the least used ones, so no answer repeats before every
   * answer has been used. Insert-or-nothing then read back keeps racing requests,
   * from any number of processes, on one single assignment.
   */
  async findOrAssign(gameNumber: number): Promise<{ assignment: Assignment; created: boolean }> {
    const existing = await this.find(gameNumber);
    if (existing) return { assignment: existing, created: false };
    const created = await this.prisma.client.$transaction(async (tx) => {
      // One chooser at a time, so two new games never pick the same least-used answer.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SCHEDULE_LOCK})`;
      return tx.$executeRaw`
        INSERT INTO daily_puzzles (game_number, word)
        SELECT ${gameNumber}::int, w.text
        FROM words w
        LEFT JOIN (SELECT word, count(*) AS uses FROM daily_puzzles GROUP BY word) u ON u.word = w.text
        WHERE w.is_answer
        ORDER BY COALESCE(u.uses, 0), random()
        LIMIT 1
        ON CONFLICT (game_number) DO NOTHING`;
    });
    const assignment = await this.find(gameNumber);
    if (!assignment) throw new NoAnswersError();
    return { assignment, created: created > 0 };
  }

  /** Sets the game's answer, replacing any earlier choice. */
  async pin(gameNumber: number, word: string): Promise<Assignment> {
    await this.prisma.client.$executeRaw`
      INSERT INTO daily_puzzles (game_number, word, pinned)
      VALUES (${gameNumber}::int, ${word}, true)
      ON CONFLICT (game_number) DO UPDATE SET word = EXCLUDED.word, pinned = true, assigned_at = now()`;
    return { gameNumber, word, pinned: true };
  }

  async stats(): Promise<ScheduleFigures> {
    const [row] = await this.prisma.client.$queryRaw<{ assigned: bigint; unused: bigint; last: number | null }[]>`
      SELECT (SELECT count(*) FROM daily_puzzles) AS assigned,
             (SELECT max(game_number) FROM daily_puzzles) AS last,
             (SELECT count(*) FROM words w WHERE w.is_answer
                AND NOT EXISTS (SELECT 1 FROM daily_puzzles p WHERE p.word = w.text)) AS unused`;
    return {
      assigned: Number(row?.assigned ?? 0),
      unusedAnswers: Number(row?.unused ?? 0),
      lastGameNumber: row?.last ?? null,
    };
  }
}
