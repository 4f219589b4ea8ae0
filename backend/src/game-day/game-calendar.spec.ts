import { GameCalendar, parseIsoDate } from './game-calendar.js';
import { localDateIn } from './time-zone.js';

describe('GameCalendar', () => {
  const calendar = new GameCalendar('2026-01-01');

  it('makes the launch date game 1 and counts days from it', () => {
    expect(calendar.gameNumberOn('2026-01-01')).toBe(1);
    expect(calendar.gameNumberOn('2026-01-02')).toBe(2);
    expect(calendar.gameNumberOn('2026-11-22')).toBe(326);
    expect(calendar.gameNumberOn('2027-01-01')).toBe(366);
    expect(calendar.gameNumberOn('2025-12-31')).toBe(0);
  });

  it('turns game numbers back into dates', () => {
    expect(calendar.dateOf(1)).toBe('2026-01-01');
    expect(calendar.dateOf(326)).toBe('2026-11-22');
    expect(calendar.dateOf(60)).toBe('2026-03-01');
  });

  it('gives players on both sides of the date line different games at the same instant', () => {
    const instant = Date.parse('2026-11-22T11:30:00Z');
    expect(calendar.gameNumberOn(localDateIn('Pacific/Kiritimati', instant))).toBe(327);
    expect(calendar.gameNumberOn(localDateIn('Etc/GMT+12', instant))).toBe(325);
    expect(calendar.latestLiveGameNumber(instant)).toBe(327);
    expect(calendar.earliestLiveGameNumber(instant)).toBe(325);
  });

  it('changes game at local midnight, across a DST change', () => {
    // Europe/Berlin falls back on 2026-10-25: that day has 25 hours.
    const before = Date.parse('2026-10-25T21:59:59Z');
    const after = Date.parse('2026-10-25T23:00:00Z');
    expect(calendar.gameNumberOn(localDateIn('Europe/Berlin', before))).toBe(298);
    expect(calendar.gameNumberOn(localDateIn('Europe/Berlin', after))).toBe(299);
    expect(calendar.gameNumberOn(localDateIn('Europe/Berlin', Date.parse('2026-10-25T22:59:59Z')))).toBe(298);
  });

  it('ends its games a hundred years after the launch date', () => {
    expect(calendar.lastGameNumber).toBe(calendar.gameNumberOn('2126-01-01'));
    expect(calendar.dateOf(calendar.lastGameNumber)).toBe('2126-01-01');
    expect(calendar.isWithinHorizon(calendar.lastGameNumber)).toBe(true);
    expect(calendar.isWithinHorizon(calendar.lastGameNumber + 1)).toBe(false);
    expect(calendar.isWithinHorizon(0)).toBe(false);
    expect(calendar.isWithinHorizon(2_147_483_647)).toBe(false);
    // 2100 is no leap year: the hundredth anniversary of 2000-02-29 falls on the 1st of March.
    const leap = new GameCalendar('2000-02-29');
    expect(leap.dateOf(leap.lastGameNumber)).toBe('2100-03-01');
  });

  it('rejects impossible dates', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('26-01-01')).toBeNull();
    expect(() => new GameCalendar('tomorrow')).toThrow();
    expect(() => calendar.gameNumberOn('2026-02-30')).toThrow();
  });
});
