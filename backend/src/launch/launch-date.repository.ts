import type { Actor } from '../audit/actor.js';
import type { Database } from '../audit/audit.repository.js';

/** The launch date kept in the one row of game_settings. */
export const launchDateRepository = {
  /**
   * Stores the date with its audit row unless one is stored already; true when this call stored
   * it. Through the database's function game_settings_record_launch_date, the only way the API's
   * own role can write either table; `source` names the program for the audit trail.
   */
  async recordIfAbsent(db: Database, launchDate: string, source: string, actor: Actor): Promise<boolean> {
    const [row] = await db.$queryRaw<{ recorded: boolean }[]>`
      SELECT game_settings_record_launch_date(${launchDate}::date, ${source}, ${actor.user}, ${actor.host}) AS recorded`;
    return row?.recorded === true;
  },

  async stored(db: Database): Promise<string | null> {
    const [row] = await db.$queryRaw<{ launch_date: string }[]>`
      SELECT launch_date::text AS launch_date FROM game_settings WHERE id = 1`;
    return row?.launch_date ?? null;
  },
};
