import type { PrismaService } from '../platform/database/prisma.service.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Actor } from './actor.js';

/** A PrismaClient or the client of an open transaction, so a change and its record commit together. */
export type Database = PrismaClient | Prisma.TransactionClient;

/**
 * What the audit trail records. The database writes three of them itself: `draw` (a day's word
 * drawn on its first need) and `launch-date` through the functions the API's role must use, and
 * `database-change` for a change to a day's answer made in SQL. `restore` is written into the
 * restored database by the restore commands (stack/restore.mjs, deploy/restore-compose.sh).
 */
export const AUDIT_ACTIONS = [
  'pin',
  'force-pin',
  'unpin',
  'seed',
  'draw',
  'launch-date',
  'database-change',
  'restore',
] as const;

/** What a command records itself (as the owner) with recordAudit. */
export type AuditAction = Exclude<
  (typeof AUDIT_ACTIONS)[number],
  'draw' | 'launch-date' | 'database-change' | 'restore'
>;

/** Which entries to read; each field given narrows them. */
export interface AuditFilter {
  gameNumber?: number;
  action?: (typeof AUDIT_ACTIONS)[number];
  /** The first day (UTC, YYYY-MM-DD) whose entries are read. */
  since?: string;
  /** The last day (UTC, YYYY-MM-DD) whose entries are read, included. */
  until?: string;
}

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

const DAY_MS = 86_400_000;

/** Reads the audit trail. */
export class AuditRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The newest entries first, those the filter selects (in the query: the table only grows). */
  async latest(limit: number, filter: AuditFilter = {}): Promise<AuditEntry[]> {
    const at: { gte?: Date; lt?: Date } = {};
    if (filter.since !== undefined) at.gte = new Date(`${filter.since}T00:00:00Z`);
    if (filter.until !== undefined) at.lt = new Date(Date.parse(`${filter.until}T00:00:00Z`) + DAY_MS);
    const rows = await this.prisma.client.auditEntry.findMany({
      where: {
        ...(filter.gameNumber === undefined ? {} : { gameNumber: filter.gameNumber }),
        ...(filter.action === undefined ? {} : { action: filter.action }),
        ...(Object.keys(at).length === 0 ? {} : { at }),
      },
      orderBy: { id: 'desc' },
      take: limit,
    });
    return rows.map(({ osUser, ...row }) => ({ ...row, user: osUser }));
  }
}
