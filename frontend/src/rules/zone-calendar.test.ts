import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { intlUntilNextDay, temporalUntilNextDay, type UntilNextDay } from './next-midnight';
import { intlCalendar, temporalCalendar, type ZoneCalendar } from './zone-calendar';

const HOUR = 3_600_000;
const intl = intlCalendar();
const calendars: [string, ZoneCalendar, UntilNextDay][] = [
  ['Intl', intl, intlUntilNextDay(intl)],
  ['Temporal', temporalCalendar(Temporal), temporalUntilNextDay(Temporal)],
];

describe.each(calendars)('the %s calendar', (_, calendar, untilNextDay) => {
  it.each([
    ['2026-11-22T10:00:00Z', 'UTC', '2026-11-22'],
    ['2026-11-22T10:00:00Z', 'Pacific/Kiritimati', '2026-11-23'],
    ['2026-11-22T10:00:00Z', 'Etc/GMT+12', '2026-11-21'],
    ['2026-11-22T09:59:59.999Z', 'Pacific/Kiritimati', '2026-11-22'],
    ['2026-01-15T04:59:59Z', 'America/New_York', '2026-01-14'],
    ['2026-07-15T03:59:59Z', 'America/New_York', '2026-07-14'],
    ['2026-07-15T04:00:00Z', 'America/New_York', '2026-07-15'],
    ['2026-03-05T18:30:00Z', 'Asia/Kolkata', '2026-03-06'],
  ])('puts %s on the date of %s it is there', (instant, zone, date) => {
    expect(calendar.dateAt(Date.parse(instant), zone)).toBe(date);
  });

  it.each([
    ['2026-11-22T10:00:00Z', 'Europe/Paris', 13 * HOUR],
    ['2026-11-22T10:00:00Z', 'UTC', 14 * HOUR],
    ['2026-11-22T10:00:00Z', 'Asia/Tokyo', 5 * HOUR],
    ['2026-11-22T23:59:59.250Z', 'UTC', 750],
    ['2026-11-22T00:00:00Z', 'UTC', 24 * HOUR],
    // Paris skips 02:00-03:00 on 29 March 2026 and repeats 02:00-03:00 on 25 October 2026.
    ['2026-03-28T23:00:00Z', 'Europe/Paris', 23 * HOUR],
    ['2026-10-24T22:00:00Z', 'Europe/Paris', 25 * HOUR],
    // Havana and Santiago skip midnight itself (00:00 becomes 01:00): the day begins at 01:00.
    ['2026-03-08T04:30:00Z', 'America/Havana', HOUR / 2],
    ['2026-09-05T22:00:00Z', 'America/Santiago', 6 * HOUR],
  ])('counts from %s to the next midnight in %s', (instant, zone, ms) => {
    expect(untilNextDay(Date.parse(instant), zone)).toBe(ms);
  });

  it.each(['Not/AZone', 'Europe/Atlantis', ''])('refuses the zone %j', (zone) => {
    expect(() => calendar.dateAt(0, zone)).toThrow(RangeError);
  });

  it('reports the device zone', () => {
    expect(calendar.deviceZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('Temporal and Intl', () => {
  it('agree on the date and the time to midnight, every 7 hours and 13 minutes of two years, in zones with and without daylight saving', () => {
    const [[, intl, intlUntil], [, temporal, temporalUntil]] = calendars as [
      (typeof calendars)[0],
      (typeof calendars)[0],
    ];
    const zones = [
      'UTC',
      'America/Santiago',
      'America/Havana',
      'Europe/Paris',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
    ];
    const step = 7 * HOUR + 13 * 60_000 + 17_123;
    for (const zone of zones) {
      for (
        let instant = Date.parse('2026-01-01T00:00:00Z');
        instant < Date.parse('2028-01-01T00:00:00Z');
        instant += step
      ) {
        expect(temporal.dateAt(instant, zone), `${zone} ${new Date(instant).toISOString()}`).toBe(
          intl.dateAt(instant, zone),
        );
        expect(temporalUntil(instant, zone), `${zone} ${new Date(instant).toISOString()}`).toBe(
          intlUntil(instant, zone),
        );
      }
    }
  });
});
