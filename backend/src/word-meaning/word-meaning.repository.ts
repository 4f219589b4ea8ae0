import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import type { WordMeaning } from './word-meaning.js';

@Injectable()
export class WordMeaningRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The word's meaning, or null when it has none. */
  async meaningOf(word: string): Promise<WordMeaning | null> {
    const row = await this.prisma.client.wordMeaning.findUnique({
      where: { word },
      select: { partOfSpeech: true, glosses: true },
    });
    return row ? { part_of_speech: row.partOfSpeech, glosses: row.glosses } : null;
  }
}
