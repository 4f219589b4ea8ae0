import { Injectable } from '@nestjs/common';
import { TRANSFERS_LOCK } from '../platform/database/advisory-locks.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { TRANSFER_TOMBSTONE_MS } from './transfer-lifetime.js';

export interface TransferState {
  expiresAt: Date;
  claimedAt: Date | null;
}

/** What became of a record offered under a new code. */
export type TransferOffer = 'created' | 'code-taken' | 'store-full';

@Injectable()
export class TransfersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Keeps `payload` under `codeHash` ('code-taken' when the code is already in use: the caller
   * draws another), unless the records held would then pass `storeLimitBytes` ('store-full').
   * Offers go one at a time (an advisory lock, whichever API process makes them), so racing ones
   * cannot each find room for themselves; expired records are cleared first, so the bytes counted
   * are all the bytes held, and those of live codes are found through the index on expires_at.
   */
  async create(
    codeHash: string,
    payload: string,
    expiresAt: Date,
    now: Date,
    storeLimitBytes: number,
  ): Promise<TransferOffer> {
    return this.prisma.client.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TRANSFERS_LOCK})`;
      await tx.$executeRaw`UPDATE transfers SET payload = NULL WHERE expires_at <= ${now} AND payload IS NOT NULL`;
      const [held] = await tx.$queryRaw<{ bytes: bigint }[]>`
        SELECT COALESCE(SUM(octet_length(payload)), 0)::bigint AS bytes
        FROM transfers WHERE expires_at > ${now} AND payload IS NOT NULL`;
      if (Number(held?.bytes ?? 0) + Buffer.byteLength(payload) > storeLimitBytes) return 'store-full';
      const inserted = await tx.$executeRaw`
        INSERT INTO transfers (code_hash, payload, expires_at) VALUES (${codeHash}, ${payload}, ${expiresAt})
        ON CONFLICT (code_hash) DO NOTHING`;
      return inserted === 1 ? 'created' : 'code-taken';
    });
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

  /** Forgets the payloads of expired codes, and the codes themselves TRANSFER_TOMBSTONE_MS later. */
  async sweep(now: Date): Promise<void> {
    await this.prisma.client.transfer.updateMany({
      where: { expiresAt: { lte: now }, payload: { not: null } },
      data: { payload: null },
    });
    await this.prisma.client.transfer.deleteMany({
      where: { expiresAt: { lt: new Date(now.getTime() - TRANSFER_TOMBSTONE_MS) } },
    });
  }
}
