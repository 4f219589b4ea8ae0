import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { fold, type GameResult, NO_TOTALS, type Totals } from './standings.js';

export interface NewMember {
  id: string;
  name: string;
  nameKey: string;
  tokenHash: Buffer;
}

export interface StoredMember {
  id: string;
  leagueId: string;
  name: string;
  isCreator: boolean;
  joinedAt: Date;
}

export interface StoredLeague {
  id: string;
  name: string;
  lastOpenedAt: Date;
}

export interface StoredResult extends GameResult {
  memberId: string;
  grid: string;
  /** The skill the analysis gave the game, when the member opened it (and sent its seal). */
  skill: number | null;
}

/** A creation's counts: the hashed client and network, and the most each may create that day. */
export interface CreationSources {
  day: string;
  client: Buffer;
  network: Buffer;
  clientMax: number;
  networkMax: number;
}

export type CreateOutcome = 'created' | 'capped';
export type JoinOutcome = 'joined' | 'not-found' | 'full' | 'name-taken';

/** Members whose old results are folded in one transaction: short statements, short locks. */
const FOLD_BATCH = 500;
/** Leagues removed per statement by the idle prune. */
const DELETE_BATCH = 1000;

/** Thrown inside a transaction to undo it (a creation past a cap, a join past the limit). */
class Refusal extends Error {
  constructor(readonly outcome: 'capped' | 'full' | 'not-found' | 'name-taken') {
    super(outcome);
  }
}

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * The member an update or a new result names is gone: removed, or left, while the request was on
 * its way (no row to update, P2025; no member for the result's foreign key, P2003).
 */
const isMemberGone = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && (error.code === 'P2025' || error.code === 'P2003');

/** What became of a write for a member: done, refused by a row already there, or the member gone. */
export type MemberWrite = 'done' | 'taken' | 'gone';

function memberWriteFailure(error: unknown): MemberWrite {
  if (isUniqueViolation(error)) return 'taken';
  if (isMemberGone(error)) return 'gone';
  throw error;
}

const memberColumns = { id: true, leagueId: true, name: true, isCreator: true, joinedAt: true } as const;

/** The leagues in PostgreSQL, the only place they live: every replica reads and writes the same rows. */
@Injectable()
export class LeaguesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Creates a league with its creator, counting the creation against its client's and network's
   * caps for the day in the same transaction: a creation past either cap leaves nothing behind,
   * not even a count, and two replicas cannot both pass a cap (the count's row is locked).
   */
  async create(
    league: { id: string; name: string; now: Date },
    creator: NewMember,
    sources: CreationSources,
  ): Promise<CreateOutcome> {
    try {
      await this.prisma.client.$transaction(async (tx) => {
        for (const [source, max] of [
          [sources.client, sources.clientMax],
          [sources.network, sources.networkMax],
        ] as const) {
          const counted = await tx.$queryRaw<{ created: number }[]>`
            INSERT INTO league_creation_counts (day, source, created)
            VALUES (${sources.day}::date, decode(${source.toString('hex')}, 'hex'), 1)
            ON CONFLICT (day, source) DO UPDATE SET created = league_creation_counts.created + 1
            WHERE league_creation_counts.created < ${max}
            RETURNING created`;
          if (counted.length === 0) throw new Refusal('capped');
        }
        await tx.league.create({
          data: {
            id: league.id,
            name: league.name,
            createdAt: league.now,
            lastOpenedAt: league.now,
            members: {
              create: {
                ...creator,
                tokenHash: Uint8Array.from(creator.tokenHash),
                isCreator: true,
                joinedAt: league.now,
              },
            },
          },
        });
      });
      return 'created';
    } catch (error) {
      if (error instanceof Refusal) return 'capped';
      throw error;
    }
  }

  /**
   * Adds a member unless the league is gone, full, or has the name (the same key, or a name
   * `looksTaken` says the new one looks like); the league's row is locked so two joins cannot
   * both pass the limit or take look-alike names.
   */
  async join(
    leagueId: string,
    member: NewMember,
    maxMembers: number,
    now: Date,
    looksTaken: (names: readonly string[]) => boolean,
  ): Promise<JoinOutcome> {
    try {
      await this.prisma.client.$transaction(async (tx) => {
        const found = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM leagues WHERE id = ${leagueId} FOR UPDATE`;
        if (found.length === 0) throw new Refusal('not-found');
        const members = await tx.leagueMember.findMany({ where: { leagueId }, select: { name: true } });
        if (members.length >= maxMembers) throw new Refusal('full');
        if (looksTaken(members.map(({ name }) => name))) throw new Refusal('name-taken');
        await tx.leagueMember.create({
          data: { ...member, tokenHash: Uint8Array.from(member.tokenHash), leagueId, joinedAt: now },
        });
      });
      return 'joined';
    } catch (error) {
      if (error instanceof Refusal) return error.outcome === 'capped' ? 'full' : error.outcome;
      if (isUniqueViolation(error)) return 'name-taken';
      throw error;
    }
  }

  findLeague(id: string): Promise<StoredLeague | null> {
    return this.prisma.client.league.findUnique({
      where: { id },
      select: { id: true, name: true, lastOpenedAt: true },
    });
  }

  /** The member of this league holding the token whose hash this is, or null. */
  memberByToken(leagueId: string, hash: Buffer): Promise<StoredMember | null> {
    return this.prisma.client.leagueMember.findFirst({
      where: { leagueId, tokenHash: Uint8Array.from(hash) },
      select: memberColumns,
    });
  }

  findMember(leagueId: string, memberId: string): Promise<StoredMember | null> {
    return this.prisma.client.leagueMember.findFirst({ where: { id: memberId, leagueId }, select: memberColumns });
  }

  /** The members in the order they joined. */
  members(leagueId: string): Promise<StoredMember[]> {
    return this.prisma.client.leagueMember.findMany({
      where: { leagueId },
      select: memberColumns,
      orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
    });
  }

  /** The number of the newest game the member has a result for, or null before a first. */
  async newestResultGame(memberId: string): Promise<number | null> {
    const newest = await this.prisma.client.leagueResult.findFirst({
      where: { memberId },
      orderBy: { gameNumber: 'desc' },
      select: { gameNumber: true },
    });
    return newest?.gameNumber ?? null;
  }

  /** Keeps a proven result: `taken` when the member already has one for that game. */
  async addResult(memberId: string, result: Omit<StoredResult, 'memberId'>, now: Date): Promise<MemberWrite> {
    try {
      await this.prisma.client.leagueResult.create({ data: { memberId, ...result, postedAt: now } });
      return 'done';
    } catch (error) {
      return memberWriteFailure(error);
    }
  }

  /** Adds the skill to a kept result without one, of the same game played the same way. */
  async addSkill(memberId: string, result: Omit<StoredResult, 'memberId'>): Promise<boolean> {
    const { count } = await this.prisma.client.leagueResult.updateMany({
      where: { memberId, gameNumber: result.gameNumber, grid: result.grid, skill: null },
      data: { skill: result.skill },
    });
    return count === 1;
  }

  /** Every kept result of the league's members (grids only of `gridGame`), and their folded totals. */
  async standingsData(
    leagueId: string,
    gridGame: number,
  ): Promise<{ results: StoredResult[]; totals: Map<string, Totals> }> {
    const [rows, totals] = await Promise.all([
      this.prisma.client.$queryRaw<
        { member_id: string; game_number: number; won: boolean; guesses: number; grid: string; skill: number | null }[]
      >`
        SELECT r.member_id, r.game_number, r.won, r.guesses::int AS guesses,
               CASE WHEN r.game_number = ${gridGame} THEN r.grid ELSE '' END AS grid,
               CASE WHEN r.game_number = ${gridGame} THEN r.skill::int END AS skill
        FROM league_results r JOIN league_members m ON m.id = r.member_id
        WHERE m.league_id = ${leagueId}`,
      this.prisma.client.leagueMemberTotals.findMany({ where: { member: { leagueId } } }),
    ]);
    return {
      results: rows.map((row) => ({
        memberId: row.member_id,
        gameNumber: row.game_number,
        won: row.won,
        guesses: row.guesses,
        grid: row.grid,
        skill: row.skill,
      })),
      totals: new Map(totals.map(({ memberId, ...rest }) => [memberId, rest])),
    };
  }

  /** Moves the league's last-opened time to `now` only when it is older than `before`: one cheap write a day at most. */
  async touch(leagueId: string, now: Date, before: Date): Promise<void> {
    await this.prisma.client.league.updateMany({
      where: { id: leagueId, lastOpenedAt: { lt: before } },
      data: { lastOpenedAt: now },
    });
  }

  /**
   * Renames a member: `taken` when another member of the league has the name (the same key, or a
   * name `looksTaken` says the new one looks like), with the league's row locked as a join locks it.
   */
  async rename(
    leagueId: string,
    memberId: string,
    name: string,
    nameKey: string,
    looksTaken: (names: readonly string[]) => boolean,
  ): Promise<MemberWrite> {
    try {
      return await this.prisma.client.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM leagues WHERE id = ${leagueId} FOR UPDATE`;
        const others = await tx.leagueMember.findMany({
          where: { leagueId, id: { not: memberId } },
          select: { name: true },
        });
        if (looksTaken(others.map((other) => other.name))) return 'taken';
        await tx.leagueMember.update({ where: { id: memberId }, data: { name, nameKey } });
        return 'done';
      });
    } catch (error) {
      return memberWriteFailure(error);
    }
  }

  /**
   * Removes a member with its results. When the creator goes, the longest-standing member becomes
   * the one who may remove others; when the last member goes, the league goes too.
   */
  async removeMember(leagueId: string, memberId: string): Promise<void> {
    await this.prisma.client.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM leagues WHERE id = ${leagueId} FOR UPDATE`;
      const removed = await tx.leagueMember.deleteMany({ where: { id: memberId, leagueId } });
      if (removed.count === 0) return;
      const next = await tx.leagueMember.findFirst({
        where: { leagueId },
        orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
        select: { id: true, isCreator: true },
      });
      if (next === null) await tx.league.deleteMany({ where: { id: leagueId } });
      else {
        const creators = await tx.leagueMember.count({ where: { leagueId, isCreator: true } });
        if (creators === 0) await tx.leagueMember.update({ where: { id: next.id }, data: { isCreator: true } });
      }
    });
  }

  countIdle(cutoff: Date): Promise<number> {
    return this.prisma.client.league.count({ where: { lastOpenedAt: { lt: cutoff } } });
  }

  /** Removes the leagues nobody opened since `cutoff`, with everything in them; returns how many. */
  async deleteIdle(cutoff: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const count = await this.prisma.client.$executeRaw`
        DELETE FROM leagues WHERE id IN (SELECT id FROM leagues WHERE last_opened_at < ${cutoff} LIMIT ${DELETE_BATCH})`;
      removed += count;
      if (count < DELETE_BATCH) return removed;
    }
  }

  countResultsBefore(gameNumber: number): Promise<number> {
    return this.prisma.client.leagueResult.count({ where: { gameNumber: { lt: gameNumber } } });
  }

  /**
   * Folds every result of a game before `gameNumber` into its member's totals and removes it;
   * returns how many were folded. Each batch locks its members' rows first, so a replica pruning
   * at the same moment waits and then finds nothing left to fold: nothing is counted twice.
   */
  async foldResultsBefore(gameNumber: number): Promise<number> {
    let folded = 0;
    for (;;) {
      const batch = await this.prisma.client.$transaction(async (tx) => {
        const members = await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM league_members WHERE id IN (
            SELECT DISTINCT member_id FROM league_results WHERE game_number < ${gameNumber} LIMIT ${FOLD_BATCH})
          ORDER BY id FOR UPDATE`;
        if (members.length === 0) return 0;
        const ids = members.map((member) => member.id);
        const [old, totals] = await Promise.all([
          tx.leagueResult.findMany({
            where: { memberId: { in: ids }, gameNumber: { lt: gameNumber } },
            select: { memberId: true, gameNumber: true, won: true, guesses: true },
          }),
          tx.leagueMemberTotals.findMany({ where: { memberId: { in: ids } } }),
        ]);
        const before = new Map(totals.map(({ memberId, ...rest }) => [memberId, rest]));
        const byMember = new Map<string, GameResult[]>();
        for (const { memberId, ...result } of old) byMember.set(memberId, [...(byMember.get(memberId) ?? []), result]);
        for (const [memberId, results] of byMember) {
          const after = fold(before.get(memberId) ?? NO_TOTALS, results);
          await tx.leagueMemberTotals.upsert({ where: { memberId }, create: { memberId, ...after }, update: after });
        }
        await tx.leagueResult.deleteMany({ where: { memberId: { in: ids }, gameNumber: { lt: gameNumber } } });
        return old.length;
      });
      folded += batch;
      if (batch === 0) return folded;
    }
  }

  /** Removes the creation counts of days before `day` (YYYY-MM-DD): only today's are ever read. */
  async deleteCountsBefore(day: string): Promise<number> {
    return this.prisma.client.$executeRaw`DELETE FROM league_creation_counts WHERE day < ${day}::date`;
  }
}
