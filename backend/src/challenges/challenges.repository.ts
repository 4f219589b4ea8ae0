import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';

export interface StoredChallenge {
  id: string;
  word: string;
  createdAt: Date;
}

@Injectable()
export class ChallengesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(challenge: StoredChallenge): Promise<void> {
    await this.prisma.client.challenge.create({ data: challenge });
  }

  async find(id: string): Promise<StoredChallenge | null> {
    return this.prisma.client.challenge.findUnique({ where: { id } });
  }

  async count(): Promise<number> {
    return this.prisma.client.challenge.count();
  }

  /** Removes the challenges created before `cutoff`; returns how many. */
  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    const { count } = await this.prisma.client.challenge.deleteMany({ where: { createdAt: { lt: cutoff } } });
    return count;
  }
}
