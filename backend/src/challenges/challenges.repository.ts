import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../platform/database/prisma.service.js';

export interface StoredChallenge {
  id: string;
  word: string;
  createdAt: Date;
  /** A keyed hash of who made it (see creator-key.ts); null on rows made before it was kept. */
  creatorKey: string | null;
}

export interface ChallengeSource {
  creatorKey: string;
  challenges: number;
  lastCreatedAt: Date;
}

/**
 * Rows removed per statement: a year of challenges goes in many short statements, each well
 * inside the query timeout and none holding locks for long.
 */
const DELETE_BATCH = 5000;

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

  async countCreatedBefore(cutoff: Date): Promise<number> {
    return this.prisma.client.challenge.count({ where: { createdAt: { lt: cutoff } } });
  }

  /** Removes the challenges created before `cutoff`; returns how many. Safe to run from many processes at once. */
  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    return this.deleteInBatches(Prisma.sql`"created_at" < ${cutoff}`);
  }

  async countByCreator(creatorKey: string): Promise<number> {
    return this.prisma.client.challenge.count({ where: { creatorKey } });
  }

  async deleteByCreator(creatorKey: string): Promise<number> {
    return this.deleteInBatches(Prisma.sql`"creator_key" = ${creatorKey}`);
  }

  async countByWord(word: string): Promise<number> {
    return this.prisma.client.challenge.count({ where: { word } });
  }

  async deleteByWord(word: string): Promise<number> {
    return this.deleteInBatches(Prisma.sql`"word" = ${word}`);
  }

  /** The creators with the most stored challenges, most first. */
  async topSources(limit: number): Promise<ChallengeSource[]> {
    const groups = await this.prisma.client.challenge.groupBy({
      by: ['creatorKey'],
      where: { creatorKey: { not: null } },
      _count: { _all: true },
      _max: { createdAt: true },
      orderBy: [{ _count: { creatorKey: 'desc' } }, { creatorKey: 'asc' }],
      take: limit,
    });
    return groups.map((group) => ({
      creatorKey: group.creatorKey ?? '',
      challenges: group._count._all,
      lastCreatedAt: group._max.createdAt ?? new Date(0),
    }));
  }

  async countWithoutCreator(): Promise<number> {
    return this.prisma.client.challenge.count({ where: { creatorKey: null } });
  }

  private async deleteInBatches(condition: Prisma.Sql): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.prisma.client.$executeRaw`
        DELETE FROM "challenges" WHERE "id" IN (
          SELECT "id" FROM "challenges" WHERE ${condition} LIMIT ${DELETE_BATCH}
        )`;
      removed += batch;
      if (batch < DELETE_BATCH) return removed;
    }
  }
}
