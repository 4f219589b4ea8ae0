import type { AppConfig } from '../platform/config/app-config.js';
import { GameDayService } from './game-day.service.js';
import { localDateIn } from './time-zone.js';

describe('GameDayService', () => {
  let now = 0;
  const service = new GameDayService({ launchDate: '1950-01-01' } as AppConfig, { now: () => now });

  it.each([
    ['Europe/Berlin', '2026-10-25T22:58:00Z', 'a midnight just after the end of summer time'],
    ['Asia/Kathmandu', '2026-11-22T18:13:00Z', 'a +05:45 zone'],
    ['Pacific/Kiritimati', '2026-11-22T09:58:00Z', 'the first zone into a new day'],
    ['Africa/Monrovia', '1960-06-01T00:43:00Z', 'a historical offset of -00:44:30, not a whole minute'],
  ])('gives the same day as the zone itself, second by second across midnight in %s (%s)', (zone, from) => {
    for (let second = 0; second < 240; second++) {
      now = Date.parse(from) + second * 1000;
      expect([now, service.localDay(zone).date]).toEqual([now, localDateIn(zone, now)]);
    }
  });

  it('follows the clock when it moves back', () => {
    now = Date.parse('2026-11-22T12:00:00Z');
    expect(service.localDay('UTC').date).toBe('2026-11-22');
    now = Date.parse('2026-11-21T12:00:00Z');
    expect(service.localDay('UTC').date).toBe('2026-11-21');
  });
});
