import type { Database } from '../audit/audit.repository.js';

/** The launch date kept in the one row of game_settings. */
export const launchDateRepository = {
  /** Stores the date unless one is stored already; true when this call stored it. */
  async recordIfAbsent(db: Database, launchDate: string): Promise<boolean> {
    const inserted = await db.$executeRaw`
      INSERT INTO game_settings (id, launch_date) VALUES (1, ${launchDate}::date)
      ON CONFLICT (id) DO NOTHING`;
    return inserted > 0;
  },

  async stored(db: Database): Promise<string | null> {
    const [row] = await db.$queryRaw<{ launch_date: string }[]>`
      SELECT launch_date::text AS launch_date FROM game_settings WHERE id = 1`;
    return row?.launch_date ?? null;
  },
};
