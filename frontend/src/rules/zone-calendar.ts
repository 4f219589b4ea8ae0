/**
 * Dates in IANA time zones, by Temporal where the browser has it and by Intl elsewhere, with the
 * same answers (zone-calendar.test.ts runs the same rows on both). The time to the next midnight,
 * which only the countdown asks for, is next-midnight.ts.
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
}

/** The part of Temporal used here and in next-midnight.ts (the browser's own, or a polyfill's in the tests). */
export interface TemporalApi {
  Now: { timeZoneId(): string };
  Instant: {
    fromEpochMilliseconds(epochMilliseconds: number): {
      toZonedDateTimeISO(zone: string): { toPlainDate(): TemporalDate };
    };
  };
}

export interface TemporalDate {
  toString(): string;
  add(duration: { days: number }): TemporalDate;
  toZonedDateTime(zone: string): { epochMilliseconds: number };
}

/** The date at an instant in a zone, as Temporal has it. */
export const temporalDateAt = (temporal: TemporalApi, instant: number, zone: string): TemporalDate =>
  temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).toPlainDate();

export const temporalCalendar = (temporal: TemporalApi): ZoneCalendar => ({
  deviceZone: () => temporal.Now.timeZoneId(),
  dateAt: (instant, zone) => temporalDateAt(temporal, instant, zone).toString(),
});

/** A formatter of these parts for each zone, each made once: making one is the costly step. */
export function zoneFormatters(parts: Intl.DateTimeFormatOptions): (zone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (zone) => {
    let found = made.get(zone);
    if (!found) made.set(zone, (found = new Intl.DateTimeFormat('en-CA', { ...parts, timeZone: zone })));
    return found;
  };
}

/** The instant's parts as the formatter writes them, by type ('' for one it does not write). */
export function intlParts(format: Intl.DateTimeFormat, instant: number) {
  const all = format.formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => all.find((part) => part.type === type)?.value ?? '';
}

export const DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

export function intlCalendar(): ZoneCalendar {
  const dates = zoneFormatters(DATE_PARTS);
  return {
    deviceZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    dateAt: (instant, zone) => {
      const part = intlParts(dates(zone), instant);
      return `${part('year')}-${part('month')}-${part('day')}`;
    },
  };
}

/** This browser's Temporal, if it has one. */
export const browserTemporal = (globalThis as { Temporal?: TemporalApi }).Temporal;

/** The calendar of this browser. */
export const zoneCalendar: ZoneCalendar = browserTemporal ? temporalCalendar(browserTemporal) : intlCalendar();
