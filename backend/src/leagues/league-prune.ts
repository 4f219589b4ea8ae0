import { GameCalendar } from '../game-day/game-calendar.js';
import type { LeaguesRepository } from './leagues.repository.js';

const DAY_MS = 86_400_000;

export interface LeaguePruneSettings {
  launchDate: string;
  idleDays: number;
  resultRetentionDays: number;
}

/** What a prune removes, or would remove: leagues unopened too long, results folded into totals. */
export interface LeaguePruneOutcome {
  idleLeagues: number;
  foldedResults: number;
  /** Leagues last opened before this are removed. */
  idleCutoff: Date;
  /** Results of games before this one are folded. */
  firstKeptGame: number;
}

/** The cutoffs at `now`: a league is idle once unopened for `idleDays`; a result old once its game is `resultRetentionDays` behind today's in UTC. */
export function pruneCutoffs(now: number, settings: LeaguePruneSettings): { idleCutoff: Date; firstKeptGame: number } {
  const today = new GameCalendar(settings.launchDate).gameNumberOn(new Date(now).toISOString().slice(0, 10));
  return {
    idleCutoff: new Date(now - settings.idleDays * DAY_MS),
    firstKeptGame: Math.max(1, today - settings.resultRetentionDays),
  };
}

/**
 * One prune of the leagues, as the API runs it every CHALLENGE_PRUNE_INTERVAL_MINUTES and as
 * `npm run challenges -- prune` runs it: idle leagues removed with everything in them, old results
 * folded into their members' totals (all-time standings unchanged), past days' creation counts
 * dropped. Idempotent: replicas pruning at once repeat cheap scans and fold nothing twice.
 */
export async function pruneLeagues(
  leagues: LeaguesRepository,
  now: number,
  settings: LeaguePruneSettings,
  dryRun = false,
): Promise<LeaguePruneOutcome> {
  const { idleCutoff, firstKeptGame } = pruneCutoffs(now, settings);
  if (dryRun) {
    const [idleLeagues, foldedResults] = await Promise.all([
      leagues.countIdle(idleCutoff),
      leagues.countResultsBefore(firstKeptGame),
    ]);
    return { idleLeagues, foldedResults, idleCutoff, firstKeptGame };
  }
  const idleLeagues = await leagues.deleteIdle(idleCutoff);
  const foldedResults = await leagues.foldResultsBefore(firstKeptGame);
  await leagues.deleteCountsBefore(new Date(now - DAY_MS).toISOString().slice(0, 10));
  return { idleLeagues, foldedResults, idleCutoff, firstKeptGame };
}
