import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';

/** A word some day has given players (as its word now, or before an operator replaced it), and its latest such day. */
export interface GivenWord {
  word: string;
  lastGameNumber: number;
}

@Injectable()
export class AnalysisRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every word a day has given, each once, with the latest day that gave it; one read. */
  async givenWords(): Promise<GivenWord[]> {
    const rows = await this.prisma.client.$queryRaw<{ word: string; last: number }[]>`
      SELECT word, max(game_number)::int AS last
      FROM (SELECT word, game_number FROM daily_puzzles
            UNION ALL SELECT word, game_number FROM replaced_puzzles) given
      GROUP BY word`;
    return rows.map((row) => ({ word: row.word, lastGameNumber: row.last }));
  }
}
