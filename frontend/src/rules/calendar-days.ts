import type { CalendarDate } from './dates';

// Calendar dates as days: the day before one (streaks, which recording a finished game in the
// statistics needs, so this is part of the page's first script). A date as a player reads it is in
// calendar-date-text.ts, which only the archive uses.

/** The day before a date. */
export function previousDate(date: CalendarDate): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}
