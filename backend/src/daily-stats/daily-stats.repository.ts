import { Injectable } from '@nestjs/common';
import { DAILY_STATS_LOCK } from '../platform/database/advisory-locks.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { OPENER_MIN_GAMES, type OpenerCount, type ResultCount } from './daily-figures.js';

/**
 * A flush of a full batch takes about a second on a small server; replicas catching up after an
 * outage queue on the lock, so each may wait and run well past Prisma's 2 s and 5 s defaults.
 */
const FLUSH_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };

/** Openers read for a game's figures, of which the first three not left out are shown. */
const OPENER_CANDIDATES = 50;

/** A finished game to add to its day's figures, its identities already hashed with the day's salt. */
export interface HashedClaim {
  gameNumber: number;
  /** The game's first guess, hashed: a client's game with the same first guess is the same game. */
  opening: Buffer;
  client: Buffer;
  network: Buffer;
  result: string;
  opener: string;
}

/** What became of a batch of claims: how many were counted, and why the others were not. */
export interface ClaimOutcome {
  counted: number;
  /** Games their client already had counted (or sent twice in the batch). */
  repeat: number;
  clientCap: number;
  networkCap: number;
  /**
   * The networks of the batch (by game) that have as many games counted as the cap allows: full
   * for the rest of that day, in every replica, as claims are never taken back while it lasts.
   */
  fullNetworks: { gameNumber: number; network: Buffer }[];
}

export interface ClaimCaps {
  client: number;
  network: number;
}

/** The day's figures in PostgreSQL: the counts, and while a day can be played its claims and salt. */
@Injectable()
export class DailyStatsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The salt of each game, made from `candidate` for a game that has none yet. A replica making
   * the same game's salt at the same moment waits for the other's row and then reads it.
   */
  async saltsOf(gameNumbers: readonly number[], candidate: () => Buffer): Promise<Map<number, Buffer>> {
    for (const gameNumber of gameNumbers)
      await this.prisma.client.$executeRaw`
        INSERT INTO daily_stats_salts (game_number, salt) VALUES (${gameNumber}, decode(${candidate().toString('hex')}, 'hex'))
        ON CONFLICT (game_number) DO NOTHING`;
    const rows = await this.prisma.client.$queryRaw<{ game_number: number; salt: string }[]>`
      SELECT game_number, encode(salt, 'hex') AS salt FROM daily_stats_salts WHERE game_number = ANY(${[...gameNumbers]}::int[])`;
    return new Map(rows.map((row) => [row.game_number, Buffer.from(row.salt, 'hex')]));
  }

  /**
   * Adds a batch of finished games in one statement, under a lock every replica takes, so the caps
   * hold across replicas: a game of a client whose first guess that client already had counted that
   * day is a repeat; then, in the batch's
   * order, a client's games past `caps.client` for that day, and a network's past `caps.network`,
   * are not counted (a client lies inside its network, so a game refused for its client never uses
   * its network's room). Only counted games leave a claim.
   */
  async addClaims(claims: readonly HashedClaim[], caps: ClaimCaps): Promise<ClaimOutcome> {
    const batch = JSON.stringify(
      claims.map((claim, seq) => ({
        seq,
        game_number: claim.gameNumber,
        opening: claim.opening.toString('hex'),
        client: claim.client.toString('hex'),
        network: claim.network.toString('hex'),
        result: claim.result,
        opener: claim.opener,
      })),
    );
    return this.prisma.client.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${DAILY_STATS_LOCK})`;
      const [outcome] = await tx.$queryRaw<
        { received: number; fresh: number; within_client: number; counted: number }[]
      >`
        WITH incoming AS (
          SELECT i.seq, i.game_number, decode(i.opening, 'hex') AS opening, decode(i.client, 'hex') AS client,
                 decode(i.network, 'hex') AS network, i.result, i.opener
          FROM jsonb_to_recordset(${batch}::jsonb)
            AS i(seq INT, game_number INT, opening TEXT, client TEXT, network TEXT, result TEXT, opener TEXT)
        ),
        firsts AS (
          SELECT DISTINCT ON (game_number, client, opening) * FROM incoming ORDER BY game_number, client, opening, seq
        ),
        fresh AS (
          SELECT f.* FROM firsts f
          WHERE NOT EXISTS (
            SELECT 1 FROM daily_game_claims c
            WHERE c.game_number = f.game_number AND c.client = f.client AND c.opening = f.opening)
        ),
        within_client AS (
          SELECT ranked.* FROM (
            SELECT f.*, row_number() OVER (PARTITION BY f.game_number, f.client ORDER BY f.seq)
                   + (SELECT count(*) FROM daily_game_claims c WHERE c.game_number = f.game_number AND c.client = f.client)
                   AS rank
            FROM fresh f) ranked
          WHERE ranked.rank <= ${caps.client}
        ),
        counted AS (
          SELECT ranked.* FROM (
            SELECT w.game_number, w.opening, w.client, w.network, w.result, w.opener,
                   row_number() OVER (PARTITION BY w.game_number, w.network ORDER BY w.seq)
                   + (SELECT count(*) FROM daily_game_claims c WHERE c.game_number = w.game_number AND c.network = w.network)
                   AS rank
            FROM within_client w) ranked
          WHERE ranked.rank <= ${caps.network}
        ),
        claimed AS (
          INSERT INTO daily_game_claims (game_number, client, opening, network)
          SELECT game_number, client, opening, network FROM counted
        ),
        results AS (
          INSERT INTO daily_result_counts (game_number, result, games)
          SELECT game_number, result, count(*)::int FROM counted GROUP BY game_number, result
          ON CONFLICT (game_number, result) DO UPDATE SET games = daily_result_counts.games + EXCLUDED.games
        ),
        openers AS (
          INSERT INTO daily_opener_counts (game_number, word, games)
          SELECT game_number, opener, count(*)::int FROM counted GROUP BY game_number, opener
          ON CONFLICT (game_number, word) DO UPDATE SET games = daily_opener_counts.games + EXCLUDED.games
        )
        SELECT (SELECT count(*) FROM incoming)::int AS received, (SELECT count(*) FROM fresh)::int AS fresh,
               (SELECT count(*) FROM within_client)::int AS within_client, (SELECT count(*) FROM counted)::int AS counted`;
      const full = await tx.$queryRaw<{ game_number: number; network: string }[]>`
        SELECT c.game_number, encode(c.network, 'hex') AS network FROM daily_game_claims c
        JOIN (SELECT DISTINCT i.game_number, decode(i.network, 'hex') AS network
              FROM jsonb_to_recordset(${batch}::jsonb) AS i(game_number INT, network TEXT)) b
          ON b.game_number = c.game_number AND b.network = c.network
        GROUP BY c.game_number, c.network HAVING count(*) >= ${caps.network}`;
      const { received, fresh, within_client: withinClient, counted } = outcome;
      return {
        counted,
        repeat: received - fresh,
        clientCap: fresh - withinClient,
        networkCap: withinClient - counted,
        fullNetworks: full.map((row) => ({ gameNumber: row.game_number, network: Buffer.from(row.network, 'hex') })),
      };
    }, FLUSH_TRANSACTION);
  }

  /**
   * A game's counts, read in one statement so they agree with each other (a flush between two
   * reads could show an opener in more games than finished): its results, and the most common
   * openers that could be shown (more than are shown, for the places of offensive words).
   */
  async countsOf(gameNumber: number): Promise<{ results: ResultCount[]; openers: OpenerCount[] }> {
    const rows = await this.prisma.client.$queryRaw<{ kind: 'result' | 'opener'; key: string; games: number }[]>`
      SELECT 'result' AS kind, result AS key, games FROM daily_result_counts WHERE game_number = ${gameNumber}
      UNION ALL
      (SELECT 'opener' AS kind, word AS key, games FROM daily_opener_counts
       WHERE game_number = ${gameNumber} AND games >= ${OPENER_MIN_GAMES}
       ORDER BY games DESC, word LIMIT ${OPENER_CANDIDATES})`;
    return {
      results: rows.filter((row) => row.kind === 'result').map(({ key, games }) => ({ result: key, games })),
      openers: rows.filter((row) => row.kind === 'opener').map(({ key, games }) => ({ word: key, games })),
    };
  }

  /** For operators: a game's most common openers with their counts, however few, the answer and all. */
  async topOpenersOf(gameNumber: number, limit: number): Promise<OpenerCount[]> {
    return this.prisma.client.$queryRaw<OpenerCount[]>`
      SELECT word, games FROM daily_opener_counts WHERE game_number = ${gameNumber}
      ORDER BY games DESC, word LIMIT ${limit}`;
  }

  /**
   * Forgets the games up to `lastOver`, which can no longer be played as their day's game
   * anywhere: their claims and salt, and the openers fewer than 10 games had (never shown). Under
   * the flushes' lock, so no batch of those games lands between the deletes.
   */
  async forgetPlayersUpTo(lastOver: number): Promise<void> {
    await this.prisma.client.$transaction([
      this.prisma.client.$executeRaw`SELECT pg_advisory_xact_lock(${DAILY_STATS_LOCK})`,
      this.prisma.client.$executeRaw`DELETE FROM daily_game_claims WHERE game_number <= ${lastOver}`,
      this.prisma.client.$executeRaw`DELETE FROM daily_stats_salts WHERE game_number <= ${lastOver}`,
      this.prisma.client.$executeRaw`
        DELETE FROM daily_opener_counts WHERE game_number <= ${lastOver} AND games < ${OPENER_MIN_GAMES}`,
    ]);
  }
}
