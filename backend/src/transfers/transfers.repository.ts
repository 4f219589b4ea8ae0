import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';

export interface TransferState {
  expiresAt: Date;
  claimedAt: Date | null;
}

/** How long a claimed or expired code is remembered, so a second try hears why it fails. */
const TOMBSTONE_MS = 24 * 3_600_000;

@Injectable()
export class TransfersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** False when the code is already taken (then the caller draws another). */
  async create(codeHash: string, payload: string, expiresAt: Date): Promise<boolean> {
    const { count } = await this.prisma.client.transfer.createMany({
      data: [{ codeHash, payload, expiresAt }],
      skipDuplicates: true,
    });
    return count === 1;
  }

  /** Hands the payload out once: clears it in the same statement that reads it. */
  async claim(codeHash: string, now: Date): Promise<string | null> {
    const rows = await this.prisma.client.$queryRaw<{ payload: string }[]>`
      UPDATE transfers t SET payload = NULL, claimed_at = ${now}
      FROM (SELECT payload FROM transfers WHERE code_hash = ${codeHash} FOR UPDATE) old
      WHERE t.code_hash = ${codeHash} AND t.payload IS NOT NULL AND t.expires_at > ${now}
      RETURNING old.payload`;
    return rows[0]?.payload ?? null;
  }

  async state(codeHash: string): Promise<TransferState | null> {
    return this.prisma.client.transfer.findUnique({
      where: { codeHash },
      select: { expiresAt: true, claimedAt: true },
    });
  }

  /** Forgets the payloads of expired codes, and the codes themselves a day later. */
  async sweep(now: Date): Promise<void> {
    await this.prisma.client.transfer.updateMany({
      where: { expiresAt: { lte: now }, payload: { not: null } },
      data: { payload: null },
    });
    await this.prisma.client.transfer.deleteMany({
      where: { expiresAt: { lt: new Date(now.getTime() - TOMBSTONE_MS) } },
    });
  }
}
