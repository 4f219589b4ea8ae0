import type { PrismaService } from '../platform/database/prisma.service.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Actor } from './actor.js';

/** A PrismaClient or the client of an open transaction, so a change and its record commit together. */
export type Database = PrismaClient | Prisma.TransactionClient;

export type AuditAction = 'pin' | 'force-pin' | 'unpin' | 'seed' | 'launch-date';

export interface AuditRecord {
  action: AuditAction;
  /** The game changed, when the change is about one game. */
  gameNumber?: number | null;
  /** What changed: for a game, the word before and after; for a seed, its counts. Plain JSON. */
  details: Prisma.InputJsonObject;
  actor: Actor;
}

export interface AuditEntry {
  id: bigint;
  at: Date;
  action: string;
  gameNumber: number | null;
  details: Prisma.JsonValue;
  user: string;
  host: string;
  reason: string | null;
}

/** Adds one entry to the audit trail; pass the transaction's client to record a change atomically with it. */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.auditEntry.create({
    data: {
      action: record.action,
      gameNumber: record.gameNumber ?? null,
      details: record.details,
      osUser: record.actor.user,
      host: record.actor.host,
      reason: record.actor.reason,
    },
  });
}

/** Reads the audit trail. */
export class AuditRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The newest entries first. */
  async latest(limit: number): Promise<AuditEntry[]> {
    const rows = await this.prisma.client.auditEntry.findMany({ orderBy: { id: 'desc' }, take: limit });
    return rows.map(({ osUser, ...row }) => ({ ...row, user: osUser }));
  }
}
