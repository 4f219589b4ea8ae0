import type { CalendarDate } from './dates';

// Calendar dates as days: the day before one (streaks), and a date as a player reads it (the
// archive). Only the dialogs and side games use them, so they are not part of the page's first script.

/** The day before a date. */
export function previousDate(date: CalendarDate): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
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
