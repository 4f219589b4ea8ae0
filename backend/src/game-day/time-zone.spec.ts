import { isIanaTimeZone, localDateIn, TimeZones } from './time-zone.js';

describe('isIanaTimeZone', () => {
  it.each([
    'UTC',
    'Europe/Paris',
    'America/New_York',
    'Pacific/Kiritimati',
    'Etc/GMT+12',
    'America/Argentina/Buenos_Aires',
  ])('accepts %s', (name) => expect(isIanaTimeZone(name)).toBe(true));

  it('accepts legacy aliases browsers still report', () => {
    expect(isIanaTimeZone('Asia/Calcutta')).toBe(true);
    expect(isIanaTimeZone('Europe/Kiev')).toBe(true);
  });

  it.each(['EST', 'EST5EDT', 'CET', 'GMT', 'Zulu', 'Japan', 'NZ-CHAT', 'W-SU', 'US/Pacific', 'utc', 'gb'])(
    "accepts tzdata's own name %s, in any case",
    (name) => expect(isIanaTimeZone(name)).toBe(true),
  );

  it.each(['BST', 'IST', 'NST', 'AST', 'MIT', 'PST', 'JST', 'ECT', 'CST', 'SST', 'VST', 'bst', 'SystemV/EST5'])(
    'rejects %s, which only ICU reads as a zone',
    (name) => expect(isIanaTimeZone(name)).toBe(false),
  );

  it.each([
    ['an offset', '+23:59'],
    ['a negative offset', '-12:00'],
    ['a GMT offset string', 'GMT+14:00'],
    ['an empty string', ''],
    ['an unknown area', 'Mars/Olympus_Mons'],
    ['a path trick', '../etc/passwd'],
    ['an over-long string', `Europe/${'X'.repeat(80)}`],
    ['a number', 5],
    ['nothing', undefined],
  ])('rejects %s', (_label, value) => {
    expect(isIanaTimeZone(value)).toBe(false);
  });
});

describe('localDateIn', () => {
  const instant = Date.parse('2026-11-22T11:30:00Z');

  it('gives the date on both sides of the date line at one instant', () => {
    expect(localDateIn('Pacific/Kiritimati', instant)).toBe('2026-11-23');
    expect(localDateIn('Etc/GMT+12', instant)).toBe('2026-11-21');
    expect(localDateIn('UTC', instant)).toBe('2026-11-22');
  });

  it('follows daylight saving time changes', () => {
    // New York: EDT (UTC-4) until 2026-11-01 06:00 UTC, then EST (UTC-5).
    expect(localDateIn('America/New_York', Date.parse('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
    expect(localDateIn('America/New_York', Date.parse('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
    expect(localDateIn('America/New_York', Date.parse('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    // London springs forward on 2026-03-29: midnight is still 00:00 UTC that day.
    expect(localDateIn('Europe/London', Date.parse('2026-03-28T23:59:59Z'))).toBe('2026-03-28');
    expect(localDateIn('Europe/London', Date.parse('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
  });
});

describe('time zone caches', () => {
  it('stay bounded however many spellings of a zone arrive', () => {
    const memory = {
      aliases: new Map<string, string>(),
      formatters: new Map<string, Intl.DateTimeFormat>(),
      maxAliases: 100,
    };
    const zones = new TimeZones(memory);
    const name = 'America/Argentina/ComodRivadavia';
    const instant = Date.parse('2026-11-22T12:00:00Z');
    for (let variant = 0; variant < 3000; variant++) {
      const spelled = [...name]
        .map((char, i) => ((variant >> (i % 12)) & 1 ? char.toUpperCase() : char.toLowerCase()))
        .join('');
      // Past the bound a spelling is resolved again each time, with the same answer.
      expect(zones.localDateIn(spelled, instant)).toBe('2026-11-22');
    }
    expect(memory.aliases.size).toBe(100);
    // Every spelling means the same zone, which has one formatter.
    expect(memory.formatters.size).toBe(1);
  });
});
