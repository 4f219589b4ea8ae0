import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date-text';

describe('a date as a player reads it', () => {
  it('is the month, day and year of the date itself, whatever the time zone', () => {
    expect(formatCalendarDate('2025-07-10')).toBe('July 10, 2025');
    expect(formatCalendarDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatCalendarDate('2024-12-31')).toBe('December 31, 2024');
  });
});
