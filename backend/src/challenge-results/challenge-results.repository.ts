import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../platform/database/prisma.service.js';

export interface StoredChallengeResult {
  won: boolean;
  guesses: number;
  name: string | null;
}

class Full extends Error {}

/** Friends' results of challenges, in PostgreSQL: every replica counts the same. */
@Injectable()
export class ChallengeResultsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Keeps a result unless the player has one of this challenge or the challenge has `max`; the
   * challenge's row is locked so two replicas cannot both pass `max`.
   */
  async add(
    challengeId: string,
    player: Buffer,
    result: StoredChallengeResult,
    max: number,
    now: Date,
  ): Promise<'added' | 'exists' | 'full'> {
    try {
      await this.prisma.client.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM challenges WHERE id = ${challengeId} FOR UPDATE`;
        if ((await tx.challengeResult.count({ where: { challengeId } })) >= max) throw new Full();
        await tx.challengeResult.create({
          data: { challengeId, player: Uint8Array.from(player), ...result, postedAt: now },
        });
      });
      return 'added';
    } catch (error) {
      if (error instanceof Full) return 'full';
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return 'exists';
      throw error;
    }
  }

  /** The results of a challenge, in the order they came. */
  list(challengeId: string): Promise<StoredChallengeResult[]> {
    return this.prisma.client.challengeResult.findMany({
      where: { challengeId },
      select: { won: true, guesses: true, name: true },
      orderBy: [{ postedAt: 'asc' }, { player: 'asc' }],
    });
  }
}
