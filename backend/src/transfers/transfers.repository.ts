import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { TRANSFERS_LOCK } from '../platform/database/advisory-locks.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { TRANSFER_TOMBSTONE_MS } from './transfer-lifetime.js';

export interface TransferState {
  expiresAt: Date;
  claimedAt: Date | null;
}

/** What became of a record offered under a new code. */
export type TransferOffer = 'created' | 'code-taken' | 'store-full' | 'network-full';

/** A record offered under a new code, and where it comes from. */
export interface TransferRecord {
  codeHash: string;
  payload: string;
  /** The network it is offered from (an IPv4 /24, an IPv6 /48). */
  network: string;
  expiresAt: Date;
}

/** The bytes the records of all live codes, and of one network's, may hold. */
export interface TransferStoreLimits {
  storeBytes: number;
  networkBytes: number;
}

/** A network holding more of the store than the offering network would, and how much. */
interface Holder {
  network: string;
  bytes: bigint;
}

@Injectable()
export class TransfersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Keeps the record under its code hash ('code-taken' when the code is already in use: the
   * caller draws another), unless its network's records would then pass `networkBytes`
   * ('network-full'). When all records together would pass `storeBytes`, the networks holding the
   * most give way: their oldest records are dropped (their codes then read as expired), from the
   * largest holder down, but never below what the offering network will hold; if that cannot make
   * room, 'store-full'. So a flood, from however many addresses of however many networks, cannot
   * keep a network that holds little from moving a record.
   * Offers go one at a time (an advisory lock, whichever API process makes them), so racing ones
   * cannot each find room for themselves; expired records are cleared first, so the bytes counted
   * are all the bytes held, and those of live codes are found through the index on expires_at.
   */
  async create(record: TransferRecord, now: Date, limits: TransferStoreLimits): Promise<TransferOffer> {
    const size = BigInt(Buffer.byteLength(record.payload));
    return this.prisma.client.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TRANSFERS_LOCK})`;
      await tx.$executeRaw`UPDATE transfers SET payload = NULL WHERE expires_at <= ${now} AND payload IS NOT NULL`;
      const [held] = await tx.$queryRaw<{ total: bigint; own: bigint }[]>`
        SELECT COALESCE(SUM(octet_length(payload)), 0)::bigint AS total,
               COALESCE(SUM(octet_length(payload)) FILTER (WHERE network = ${record.network}), 0)::bigint AS own
        FROM transfers WHERE expires_at > ${now} AND payload IS NOT NULL`;
      const ownAfter = (held?.own ?? 0n) + size;
      if (ownAfter > BigInt(limits.networkBytes)) return 'network-full';
      const need = (held?.total ?? 0n) + size - BigInt(limits.storeBytes);
      if (need > 0n) {
        // Networks holding more than the offering one will: the room each can give, largest first.
        const holders = await tx.$queryRaw<Holder[]>`
          SELECT network, SUM(octet_length(payload))::bigint AS bytes
          FROM transfers WHERE expires_at > ${now} AND payload IS NOT NULL AND network <> ${record.network}
          GROUP BY network HAVING SUM(octet_length(payload)) > ${ownAfter}
          ORDER BY bytes DESC, network`;
        const room = holders.reduce((sum, holder) => sum + holder.bytes - ownAfter, 0n);
        if (room < need) return 'store-full';
        let freed = 0n;
        for (const holder of holders) {
          if (freed >= need) break;
          const wanted = need - freed;
          const give = holder.bytes - ownAfter;
          freed += await this.dropOldest(tx, holder.network, give < wanted ? give : wanted, now);
        }
      }
      const inserted = await tx.$executeRaw`
        INSERT INTO transfers (code_hash, payload, network, expires_at)
        VALUES (${record.codeHash}, ${record.payload}, ${record.network}, ${record.expiresAt})
        ON CONFLICT (code_hash) DO NOTHING`;
      return inserted === 1 ? 'created' : 'code-taken';
    });
  }

  /**
   * Drops a network's oldest live records until at least `bytes` are freed (the last one may
   * free more): their payloads are forgotten and their codes expire now. Returns the bytes freed.
   */
  private async dropOldest(tx: Prisma.TransactionClient, network: string, bytes: bigint, now: Date): Promise<bigint> {
    const dropped = await tx.$queryRaw<{ bytes: bigint }[]>`
      WITH oldest AS (
        SELECT code_hash, octet_length(payload)::bigint AS bytes,
               SUM(octet_length(payload)) OVER (ORDER BY expires_at, code_hash) AS running
        FROM transfers WHERE network = ${network} AND expires_at > ${now} AND payload IS NOT NULL
      )
      UPDATE transfers t SET payload = NULL, expires_at = ${now}
      FROM oldest o WHERE t.code_hash = o.code_hash AND o.running - o.bytes < ${bytes}
      RETURNING o.bytes`;
    return dropped.reduce((sum, row) => sum + row.bytes, 0n);
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
