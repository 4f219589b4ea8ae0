/**
 * Calendar arithmetic in IANA time zones, done by Temporal where the browser has it and by Intl
 * elsewhere, with the same answers (zone-calendar.test.ts runs the same rows on both).
 * Temporal comes first because of when the page needs it: the game asks for today's date while
 * the page is starting, and a browser's first Intl.DateTimeFormat loads its locale data there
 * and then, tens of milliseconds of a phone's main thread; Temporal's first use costs next to
 * nothing.
 */
export interface ZoneCalendar {
  /** The zone the device reports (not checked). */
  deviceZone(): unknown;
  /** 'YYYY-MM-DD' at the instant in the zone; throws a RangeError for a zone it does not know. */
  dateAt(instant: number, zone: string): string;
  /** Milliseconds from the instant to the start of the next day in the zone. */
  untilNextDay(instant: number, zone: string): number;
}

/** The part of Temporal used here (the browser's own, or a polyfill's in the tests). */
export interface TemporalApi {
  Now: { timeZoneId(): string };
  Instant: {
    fromEpochMilliseconds(epochMilliseconds: number): {
      toZonedDateTimeISO(zone: string): { toPlainDate(): TemporalDate };
    };
  };
}

interface TemporalDate {
  toString(): string;
  add(duration: { days: number }): TemporalDate;
  toZonedDateTime(zone: string): { epochMilliseconds: number };
}

export function temporalCalendar(temporal: TemporalApi): ZoneCalendar {
  const dateAt = (instant: number, zone: string) =>
    temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).toPlainDate();
  return {
    deviceZone: () => temporal.Now.timeZoneId(),
    dateAt: (instant, zone) => dateAt(instant, zone).toString(),
    // A date turned into a zoned time with no time of day is the start of that day there, even
    // where the clocks skip midnight.
    untilNextDay: (instant, zone) =>
      dateAt(instant, zone).add({ days: 1 }).toZonedDateTime(zone).epochMilliseconds - instant,
  };
}

const MINUTE = 60_000;
const DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  ...DATE_PARTS,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

export function intlCalendar(): ZoneCalendar {
  const dateFormatters = new Map<string, Intl.DateTimeFormat>();
  const clockFormatters = new Map<string, Intl.DateTimeFormat>();
  const formatter = (cache: Map<string, Intl.DateTimeFormat>, zone: string, parts: Intl.DateTimeFormatOptions) => {
    let found = cache.get(zone);
    if (!found) cache.set(zone, (found = new Intl.DateTimeFormat('en-CA', { ...parts, timeZone: zone })));
    return found;
  };
  const parts = (format: Intl.DateTimeFormat, instant: number) => {
    const all = format.formatToParts(instant);
    return (type: Intl.DateTimeFormatPartTypes) => all.find((part) => part.type === type)?.value ?? '';
  };
  /** The wall-clock time of an instant in a zone, written as if it were UTC (whole seconds). */
  const wallClock = (instant: number, zone: string) => {
    const part = parts(formatter(clockFormatters, zone, CLOCK_PARTS), instant);
    const number = (type: Intl.DateTimeFormatPartTypes) => Number(part(type) || 0);
    return Date.UTC(
      number('year'),
      number('month') - 1,
      number('day'),
      number('hour'),
      number('minute'),
      number('second'),
    );
  };
  const calendar: ZoneCalendar = {
    deviceZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    dateAt: (instant, zone) => {
      const part = parts(formatter(dateFormatters, zone, DATE_PARTS), instant);
      return `${part('year')}-${part('month')}-${part('day')}`;
    },
    untilNextDay: (instant, zone) => {
      const wall = wallClock(instant, zone);
      const wallDate = new Date(wall);
      const nextMidnightWall = Date.UTC(wallDate.getUTCFullYear(), wallDate.getUTCMonth(), wallDate.getUTCDate() + 1);
      const wholeSecond = instant - (instant % 1000);
      const offsetNow = wall - wholeSecond;
      const estimate = wholeSecond + (nextMidnightWall - wall);
      // When the clocks change before midnight, the offset there differs from the offset now.
      const offsetThen = wallClock(estimate, zone) - estimate;
      let next = estimate - (offsetThen - offsetNow);
      // Where the clocks skip midnight itself, the day begins where they land: a whole minute.
      const today = calendar.dateAt(instant, zone);
      if (next <= instant || calendar.dateAt(next, zone) === today) {
        next = Math.max(next, instant);
        next = next - (next % MINUTE) + MINUTE;
        for (let minutes = 0; minutes < 180 && calendar.dateAt(next, zone) === today; minutes++) next += MINUTE;
      }
      return Math.max(0, next - instant);
    },
  };
  return calendar;
}

const browserTemporal = (globalThis as { Temporal?: TemporalApi }).Temporal;

/** The calendar of this browser. */
export const zoneCalendar: ZoneCalendar = browserTemporal ? temporalCalendar(browserTemporal) : intlCalendar();
