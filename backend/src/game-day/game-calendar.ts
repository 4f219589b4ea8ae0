/** Game numbers count days from the launch date, which is game 1. */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The earliest and latest local dates on Earth are UTC+14 and UTC-12. */
const EARLIEST_ZONE_OFFSET_MS = 14 * 3_600_000;
const LATEST_ZONE_OFFSET_MS = -12 * 3_600_000;

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

  constructor(readonly launchDate: string) {
    const epoch = parseIsoDate(launchDate);
    if (epoch === null) throw new Error(`Launch date "${launchDate}" is not a YYYY-MM-DD date`);
    this.launchEpoch = epoch;
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
