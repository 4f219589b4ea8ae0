/** Game numbers count days from the launch date, which is game 1. */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The earliest and latest local dates on Earth are UTC+14 and UTC-12. */
const EARLIEST_ZONE_OFFSET_MS = 14 * 3_600_000;
const LATEST_ZONE_OFFSET_MS = -12 * 3_600_000;
/**
 * No game is scheduled further than this after the launch: such a date is a typing mistake, and
 * far enough out dates stop being representable at all ("Invalid time value").
 */
export const HORIZON_YEARS = 100;

export function parseIsoDate(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const epoch = Date.UTC(year, month - 1, day);
  const check = new Date(epoch);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return epoch;
}

function utcDateAt(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export class GameCalendar {
  private readonly launchEpoch: number;
  /** The last game within the horizon: the date HORIZON_YEARS after the launch date. */
  readonly lastGameNumber: number;

  constructor(readonly launchDate: string) {
    const epoch = parseIsoDate(launchDate);
    if (epoch === null) throw new Error(`Launch date "${launchDate}" is not a YYYY-MM-DD date`);
    this.launchEpoch = epoch;
    const launch = new Date(epoch);
    const horizon = Date.UTC(launch.getUTCFullYear() + HORIZON_YEARS, launch.getUTCMonth(), launch.getUTCDate());
    this.lastGameNumber = Math.round((horizon - epoch) / DAY_MS) + 1;
  }

  /** Whether the game number is a game at all: from game 1 to the horizon. */
  isWithinHorizon(gameNumber: number): boolean {
    return Number.isSafeInteger(gameNumber) && gameNumber >= 1 && gameNumber <= this.lastGameNumber;
  }

  /** The game number of a local date; below 1 before launch. */
  gameNumberOn(isoDate: string): number {
    const epoch = parseIsoDate(isoDate);
    if (epoch === null) throw new Error(`"${isoDate}" is not a YYYY-MM-DD date`);
    return Math.round((epoch - this.launchEpoch) / DAY_MS) + 1;
  }

  dateOf(gameNumber: number): string {
    return utcDateAt(this.launchEpoch + (gameNumber - 1) * DAY_MS);
  }

  /** The highest game number that is already live somewhere on Earth. */
  latestLiveGameNumber(epochMs: number): number {
    return this.gameNumberOn(utcDateAt(epochMs + EARLIEST_ZONE_OFFSET_MS));
  }

  /** The lowest game number still being played somewhere on Earth. */
  earliestLiveGameNumber(epochMs: number): number {
    return this.gameNumberOn(utcDateAt(epochMs + LATEST_ZONE_OFFSET_MS));
  }
}
