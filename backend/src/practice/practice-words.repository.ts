import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';

@Injectable()
export class PracticeWordsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The practice words, sorted, less any that is an answer: the seed keeps the two apart, and this
   * holds even for a word made an answer by other means, so no practice game is a word some day
   * may have.
   */
  async load(): Promise<string[]> {
    const rows = await this.prisma.client.$queryRaw<{ word: string }[]>`
      SELECT p.word FROM practice_words p JOIN words w ON w.text = p.word
      WHERE NOT w.is_answer ORDER BY p.word`;
    return rows.map((row) => row.word);
  }
}
