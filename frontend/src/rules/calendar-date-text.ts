import type { CalendarDate } from './dates';

// A date as a player reads it (the archive). Apart from calendar-days.ts, which the page's first
// script needs for streaks: only the archive's dialog and games use this, so it is in their chunks.

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
