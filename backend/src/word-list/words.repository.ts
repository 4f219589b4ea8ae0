import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';

export interface WordCounts {
  guesses: number;
  answers: number;
}

@Injectable()
export class WordsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async loadAll(): Promise<{ text: string; isAnswer: boolean }[]> {
    return this.prisma.client.word.findMany({ select: { text: true, isAnswer: true } });
  }

  async isAnswer(text: string): Promise<boolean | null> {
    const word = await this.prisma.client.word.findUnique({ where: { text }, select: { isAnswer: true } });
    return word ? word.isAnswer : null;
  }

  async counts(): Promise<WordCounts> {
    const [guesses, answers] = await Promise.all([
      this.prisma.client.word.count(),
      this.prisma.client.word.count({ where: { isAnswer: true } }),
    ]);
    return { guesses, answers };
  }
}
