import { describe, expect, it } from 'vitest';
import { msUntilNextMidnight } from './next-midnight';

describe('msUntilNextMidnight', () => {
  const HOUR = 3_600_000;

  it('counts to the local midnight of the time zone', () => {
    // 10:00 UTC is 11:00 in Paris: 13 hours to go.
    expect(msUntilNextMidnight(Date.parse('2026-11-22T10:00:00Z'), 'Europe/Paris')).toBe(13 * HOUR);
    expect(msUntilNextMidnight(Date.parse('2026-11-22T10:00:00Z'), 'UTC')).toBe(14 * HOUR);
    expect(msUntilNextMidnight(Date.parse('2026-11-22T10:00:00Z'), 'Asia/Tokyo')).toBe(5 * HOUR);
  });

  it('keeps the milliseconds', () => {
    expect(msUntilNextMidnight(Date.parse('2026-11-22T23:59:59.250Z'), 'UTC')).toBe(750);
  });

  it('is a whole day at midnight itself', () => {
    expect(msUntilNextMidnight(Date.parse('2026-11-22T00:00:00Z'), 'UTC')).toBe(24 * HOUR);
  });

  it('follows the clocks changing in spring and autumn', () => {
    // Paris skips 02:00-03:00 on 29 March 2026 and repeats 02:00-03:00 on 25 October 2026.
    expect(msUntilNextMidnight(Date.parse('2026-03-28T23:00:00Z'), 'Europe/Paris')).toBe(23 * HOUR);
    expect(msUntilNextMidnight(Date.parse('2026-10-24T22:00:00Z'), 'Europe/Paris')).toBe(25 * HOUR);
  });
});
