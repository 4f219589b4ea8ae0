import { zoneCalendar } from './zone-calendar';

/** Calendar dates as 'YYYY-MM-DD' strings, which compare correctly as plain strings. */
export type CalendarDate = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    zoneCalendar.dateAt(0, value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of an instant in a time zone. */
export function dateInTimeZone(instant: Date | number, timeZone: string): CalendarDate {
  return zoneCalendar.dateAt(+instant, timeZone);
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The device's IANA time zone, or UTC when the browser does not report a usable one. */
export function detectTimeZone(): string {
  try {
    const zone = zoneCalendar.deviceZone();
    return isValidTimeZone(zone) && !zone.startsWith('+') && !zone.startsWith('-') ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
