import { Injectable } from '@nestjs/common';
import { type Actor, actorFromEnvironment } from '../audit/actor.js';
import { type Database, recordAudit } from '../audit/audit.repository.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { UnavailableError } from '../platform/errors/api-error.js';
import { SCHEDULE_LOCK } from '../platform/database/advisory-locks.js';

export interface Assignment {
  gameNumber: number;
  word: string;
  pinned: boolean;
}

/** An assigned game as the history keeps it, with the words players had before an operator replaced them. */
export interface HistoryEntry extends Assignment {
  /** Oldest first. */
  replaced: string[];
}

export interface ScheduleFigures {
  assigned: number;
  /** Answers never given to a game (nor given to players and then replaced). */
  unusedAnswers: number;
  /**
   * Days after `today` that can each get an answer not used before, once every day up to today
   * that has no word yet (today's, unplayed archive days) has taken one.
   */
  runwayDays: number;
}

/** Who changes a game's word, and whether players already have it. */
export interface ScheduleChange {
  actor: Actor;
  /**
   * Whether the game is live somewhere (its current word is in players' hands and must stay
   * counted as used). Asked once the game is locked, since waiting for the lock (a seed holds it
   * for a while) can take a change past the game's release; it may throw to refuse the change.
   */
  released: () => boolean;
  /** The game's date, kept in the audit entry for whoever reads it later. */
  date?: string;
}

export interface ChangeResult {
  /** The game's word before the change, if it had one. */
  before: Assignment | null;
  after: Assignment | null;
}

export class NoAnswersError extends UnavailableError {
  constructor() {
    super('No answers are available to schedule: load the word lists with "npx prisma db seed"');
  }
}

@Injectable()
export class PuzzlesRepository {
  private actor: Actor | undefined;

  constructor(private readonly prisma: PrismaService) {}

  async find(gameNumber: number): Promise<Assignment | null> {
    return this.prisma.client.dailyPuzzle.findUnique({
      where: { gameNumber },
      select: { gameNumber: true, word: true, pinned: true },
    });
  }

  async findMany(gameNumbers: number[]): Promise<Assignment[]> {
    return this.prisma.client.dailyPuzzle.findMany({
      where: { gameNumber: { in: gameNumbers } },
      select: { gameNumber: true, word: true, pinned: true },
    });
  }

  /** The assigned games from `first` to `last`, in order; one read. */
  async range(first: number, last: number): Promise<Assignment[]> {
    return this.prisma.client.dailyPuzzle.findMany({
      where: { gameNumber: { gte: first, lte: last } },
      select: { gameNumber: true, word: true, pinned: true },
      orderBy: { gameNumber: 'asc' },
    });
  }

  /** Every assigned game, in order, with the words replaced after players had them. */
  async history(): Promise<HistoryEntry[]> {
    const rows = await this.prisma.client.$queryRaw<
      { game_number: number; word: string; pinned: boolean; replaced: string[] }[]
    >`
      SELECT p.game_number, p.word, p.pinned, COALESCE(r.words, ARRAY[]::text[]) AS replaced
      FROM daily_puzzles p
      LEFT JOIN (SELECT game_number, array_agg(word::text ORDER BY id) AS words
                 FROM replaced_puzzles GROUP BY game_number) r USING (game_number)
      ORDER BY p.game_number`;
    return rows.map((row) => ({
      gameNumber: row.game_number,
      word: row.word,
      pinned: row.pinned,
      replaced: row.replaced,
    }));
  }

  /**
   * The games from `first` to `last` that gave players `word`: as their word now, or as the word
   * they had before an operator replaced it. In order, each once.
   */
  async gamesWithWord(word: string, first: number, last: number): Promise<number[]> {
    const rows = await this.prisma.client.$queryRaw<{ game_number: number }[]>`
      SELECT game_number FROM daily_puzzles
      WHERE word = ${word} AND game_number BETWEEN ${first}::int AND ${last}::int
      UNION
      SELECT game_number FROM replaced_puzzles
      WHERE word = ${word} AND game_number BETWEEN ${first}::int AND ${last}::int
      ORDER BY game_number`;
    return rows.map((row) => row.game_number);
  }

  /**
   * Returns the game's assignment, choosing one if there is none. The choice is a random answer
   * among the least used ones (a word players had before an operator replaced it counts as used),
   * so no answer repeats before every answer has been used. The database's own function
   * daily_puzzles_draw chooses and writes it with its audit row, under the schedule lock: the API's
   * role may add no day any other way, and racing requests from any number of processes end on one
   * single assignment.
   */
  async findOrAssign(
    gameNumber: number,
    actor: Actor = this.processActor(),
  ): Promise<{ assignment: Assignment; created: boolean }> {
    const existing = await this.find(gameNumber);
    if (existing) return { assignment: existing, created: false };
    const [row] = await this.prisma.client.$queryRaw<{ drawn_word: string; drawn_pinned: boolean; created: boolean }[]>`
      SELECT drawn_word, drawn_pinned, created FROM daily_puzzles_draw(${gameNumber}::int, ${actor.user}, ${actor.host})`;
    if (!row) throw new NoAnswersError();
    return { assignment: { gameNumber, word: row.drawn_word, pinned: row.drawn_pinned }, created: row.created };
  }

  /** Who draws a day when nobody says: this process's user and host (the API's, on a first request). */
  private processActor(): Actor {
    this.actor ??= actorFromEnvironment();
    return this.actor;
  }

  /**
   * Sets the game's answer, replacing any earlier choice, and records the change in the audit
   * trail in the same transaction. On a released game the replaced word is kept as given, so it
   * does not return to the unused answers.
   */
  async pin(gameNumber: number, word: string, change: Partial<ScheduleChange> = {}): Promise<ChangeResult> {
    const { actor = actorFromEnvironment(), date } = change;
    return this.prisma.client.$transaction(async (tx) => {
      const before = await this.lockGame(tx, gameNumber);
      const released = change.released?.() ?? false;
      if (released && before && before.word !== word)
        await tx.$executeRaw`INSERT INTO replaced_puzzles (game_number, word) VALUES (${gameNumber}::int, ${before.word})`;
      await tx.$executeRaw`
        INSERT INTO daily_puzzles (game_number, word, pinned)
        VALUES (${gameNumber}::int, ${word}, true)
        ON CONFLICT (game_number) DO UPDATE SET word = EXCLUDED.word, pinned = true, assigned_at = now()`;
      const after = { gameNumber, word, pinned: true };
      await recordAudit(tx, {
        action: released ? 'force-pin' : 'pin',
        gameNumber,
        details: { ...(date ? { date } : {}), before: snapshot(before), after: snapshot(after), released },
        actor,
      });
      return { before, after };
    });
  }

  /** Removes an operator's pin, so the game gets a word drawn when first needed; no change when it is not pinned. */
  async unpin(gameNumber: number, change: ScheduleChange): Promise<ChangeResult> {
    return this.prisma.client.$transaction(async (tx) => {
      const before = await this.lockGame(tx, gameNumber);
      change.released();
      if (!before?.pinned) return { before, after: before };
      await tx.$executeRaw`DELETE FROM daily_puzzles WHERE game_number = ${gameNumber}::int`;
      await recordAudit(tx, {
        action: 'unpin',
        gameNumber,
        details: { ...(change.date ? { date: change.date } : {}), before: snapshot(before), after: null },
        actor: change.actor,
      });
      return { before, after: null };
    });
  }

  /**
   * The counts behind the word list's runway: the days after `today` that can each get an answer
   * never used before. Every day without a word takes an unused answer when it is first played,
   * and that includes the days up to today nobody has played yet: today's, and past days an
   * archive player may open at any time. So those are taken off the unused answers first, and the
   * rest cover the days ahead; an archive play then only moves an answer from one to the other
   * and leaves the runway as it was. Days ahead that are already assigned carry their own word:
   * the i-th of them (in order) lies within the runway when game_number - i <= today + free.
   * A pin far ahead does not lengthen it.
   */
  async stats(today: number): Promise<ScheduleFigures> {
    const [row] = await this.prisma.client.$queryRaw<
      { assigned: bigint; unused: bigint; free: bigint; covered: bigint }[]
    >`
      WITH given AS (SELECT word FROM daily_puzzles UNION SELECT word FROM replaced_puzzles),
           unused AS (SELECT count(*) AS n FROM words w
                      WHERE w.is_answer AND NOT EXISTS (SELECT 1 FROM given g WHERE g.word = w.text)),
           unplayed AS (SELECT ${today}::int - count(*) AS n FROM daily_puzzles
                        WHERE game_number BETWEEN 1 AND ${today}::int),
           free AS (SELECT GREATEST((SELECT n FROM unused) - (SELECT n FROM unplayed), 0) AS n),
           ahead AS (SELECT game_number - row_number() OVER (ORDER BY game_number) AS slack
                     FROM daily_puzzles WHERE game_number > ${today}::int)
      SELECT (SELECT count(*) FROM daily_puzzles) AS assigned,
             (SELECT n FROM unused) AS unused,
             (SELECT n FROM free) AS free,
             (SELECT count(*) FROM ahead WHERE slack <= ${today}::int + (SELECT n FROM free)) AS covered`;
    return {
      assigned: Number(row?.assigned ?? 0),
      unusedAnswers: Number(row?.unused ?? 0),
      runwayDays: Number(row?.free ?? 0) + Number(row?.covered ?? 0),
    };
  }

  /** Takes the schedule lock (the seed and answer choice wait) and reads the game's row for update. */
  private async lockGame(tx: Database, gameNumber: number): Promise<Assignment | null> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SCHEDULE_LOCK})`;
    const [row] = await tx.$queryRaw<{ word: string; pinned: boolean }[]>`
      SELECT word, pinned FROM daily_puzzles WHERE game_number = ${gameNumber}::int FOR UPDATE`;
    return row ? { gameNumber, word: row.word, pinned: row.pinned } : null;
  }
}

function snapshot(assignment: Assignment | null) {
  return assignment ? { word: assignment.word, pinned: assignment.pinned } : null;
}
