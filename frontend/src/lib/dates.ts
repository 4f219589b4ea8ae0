/** Calendar dates as 'YYYY-MM-DD' strings, which compare correctly as plain strings. */
export type CalendarDate = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of an instant in a time zone. */
export function dateInTimeZone(instant: Date | number, timeZone: string): CalendarDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function previousDate(date: CalendarDate): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** The device's IANA time zone, or UTC when the browser does not report a usable one. */
export function detectTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isValidTimeZone(zone) && !zone.startsWith('+') && !zone.startsWith('-') ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in a time zone, written as if it were UTC (whole seconds). */
function wallClock(instant: number, timeZone: string): number {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** Milliseconds from `now` to the next midnight in the time zone, across daylight-saving changes. */
export function msUntilNextMidnight(now: number, timeZone: string): number {
  const wall = wallClock(now, timeZone);
  const wallDate = new Date(wall);
  const nextMidnightWall = Date.UTC(wallDate.getUTCFullYear(), wallDate.getUTCMonth(), wallDate.getUTCDate() + 1);
  const wholeSecond = now - (now % 1000);
  const offsetNow = wall - wholeSecond;
  const estimate = wholeSecond + (nextMidnightWall - wall);
  // When the clocks change before midnight, the offset there differs from the offset now.
  const offsetThen = wallClock(estimate, timeZone) - estimate;
  return Math.max(0, estimate - (offsetThen - offsetNow) - now);
}

/** 'July 10, 2025' for '2025-07-10', the same in every time zone. */
export function formatCalendarDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
