import { type Actor, actorFromEnvironment } from '../audit/actor.js';
import type { Database } from '../audit/audit.repository.js';
import { UnavailableError } from '../platform/errors/api-error.js';
import { launchDateRepository } from './launch-date.repository.js';

/** The database's games are numbered from another date than LAUNCH_DATE. */
export class LaunchDateMismatchError extends UnavailableError {
  constructor(
    readonly configured: string,
    readonly stored: string,
  ) {
    super(
      `LAUNCH_DATE is ${configured}, but this database's games are numbered from ${stored} (game 1), ` +
        'the launch date recorded when it was set up. Refusing to run: game numbers and dates would no ' +
        `longer match the history. Set LAUNCH_DATE=${stored} to use this database. ` +
        `The launch date of a game with data cannot be changed; to start a new game on ${configured}, ` +
        'point DATABASE_URL at a new, empty database.',
    );
  }
}

/** The database is older than the table that keeps the launch date. */
export class LaunchDateUnavailableError extends Error {}

export interface LaunchDateCheck {
  launchDate: string;
  /** True when this call stored the date: a new database, or one set up before dates were stored. */
  recordedNow: boolean;
  /**
   * True when the database holds no date and this call was not to store one: LAUNCH_DATE was not
   * checked against anything, so nothing should be written under it.
   */
  unchecked: boolean;
}

export interface EnsureLaunchDateOptions {
  /** Which program recorded it ("seed", "api", "puzzle", ...), for the audit trail. */
  source: string;
  actor?: Actor;
  /**
   * Whether this process may store the date when the database has none (false: only compare).
   * Only the API and a seed that writes do: a read-only command or a dry run from a shell without
   * the right LAUNCH_DATE must not fix a wrong date for good.
   */
  store?: boolean;
}

function compare(launchDate: string, stored: string | null): LaunchDateCheck {
  if (stored !== launchDate) throw new LaunchDateMismatchError(launchDate, stored ?? '(none)');
  return { launchDate, recordedNow: false, unchecked: false };
}

/**
 * Checks LAUNCH_DATE against the date stored with the data. The first process that may store it
 * (the API, a seed that writes) stores it, with an audit entry written by the same database
 * function; from then on any other date is refused.
 * Pass a transaction's client to check inside it.
 */
export async function ensureLaunchDate(
  db: Database,
  launchDate: string,
  options: EnsureLaunchDateOptions,
): Promise<LaunchDateCheck> {
  const record = async (): Promise<LaunchDateCheck> => {
    const actor = options.actor ?? actorFromEnvironment();
    if (await launchDateRepository.recordIfAbsent(db, launchDate, options.source, actor))
      return { launchDate, recordedNow: true, unchecked: false };
    return compare(launchDate, await launchDateRepository.stored(db));
  };
  try {
    // Almost always stored already: one read, and nothing written unless it is not.
    const stored = await launchDateRepository.stored(db);
    if (stored !== null) return compare(launchDate, stored);
    if (options.store === false) return { launchDate, recordedNow: false, unchecked: true };
    return await record();
  } catch (error) {
    if (error instanceof Error && /game_settings.*does not exist|does not exist.*game_settings/s.test(error.message))
      throw new LaunchDateUnavailableError(
        'This database has no game_settings table yet: apply the migrations first (npm run db:migrate).',
      );
    throw error;
  }
}
