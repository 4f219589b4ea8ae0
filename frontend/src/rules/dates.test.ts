import { describe, expect, it, vi } from 'vitest';
import { previousDate } from './calendar-days';
import { dateInTimeZone, detectTimeZone, isCalendarDate, isValidTimeZone } from './dates';

describe('dateInTimeZone', () => {
  describe('across the date line', () => {
    const instant = Date.parse('2026-11-22T10:00:00Z');

    it('is a day ahead in Pacific/Kiritimati (UTC+14)', () => {
      expect(dateInTimeZone(instant, 'Pacific/Kiritimati')).toBe('2026-11-23');
    });

    it('is a day behind in Etc/GMT+12 (UTC-12)', () => {
      expect(dateInTimeZone(instant, 'Etc/GMT+12')).toBe('2026-11-21');
    });

    it('is the UTC date in UTC', () => {
      expect(dateInTimeZone(instant, 'UTC')).toBe('2026-11-22');
    });

    it('spans three dates at one instant', () => {
      const noon = new Date('2026-12-31T11:30:00Z');
      expect(dateInTimeZone(noon, 'Etc/GMT+12')).toBe('2026-12-30');
      expect(dateInTimeZone(noon, 'UTC')).toBe('2026-12-31');
      expect(dateInTimeZone(noon, 'Pacific/Kiritimati')).toBe('2027-01-01');
    });
  });

  describe('at midnight boundaries', () => {
    it('changes date exactly at local midnight in Pacific/Kiritimati', () => {
      expect(dateInTimeZone(Date.parse('2026-11-22T09:59:59.999Z'), 'Pacific/Kiritimati')).toBe('2026-11-22');
      expect(dateInTimeZone(Date.parse('2026-11-22T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-23');
    });

    it('changes date exactly at local midnight in Etc/GMT+12', () => {
      expect(dateInTimeZone(Date.parse('2026-11-22T11:59:59.999Z'), 'Etc/GMT+12')).toBe('2026-11-21');
      expect(dateInTimeZone(Date.parse('2026-11-22T12:00:00Z'), 'Etc/GMT+12')).toBe('2026-11-22');
    });
  });

  describe('America/New_York daylight saving time', () => {
    it('is UTC-5 in winter', () => {
      expect(dateInTimeZone(Date.parse('2026-01-15T04:30:00Z'), 'America/New_York')).toBe('2026-01-14');
      expect(dateInTimeZone(Date.parse('2026-01-15T05:00:00Z'), 'America/New_York')).toBe('2026-01-15');
    });

    it('is UTC-4 in summer', () => {
      expect(dateInTimeZone(Date.parse('2026-07-01T03:59:00Z'), 'America/New_York')).toBe('2026-06-30');
      expect(dateInTimeZone(Date.parse('2026-07-01T04:30:00Z'), 'America/New_York')).toBe('2026-07-01');
    });

    it('follows the switch on 2026-03-08 and back on 2026-11-01', () => {
      expect(dateInTimeZone(Date.parse('2026-03-09T04:30:00Z'), 'America/New_York')).toBe('2026-03-09');
      expect(dateInTimeZone(Date.parse('2026-11-02T04:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    });
  });

  it('accepts a Date as well as a timestamp', () => {
    expect(dateInTimeZone(new Date('2028-02-29T12:00:00Z'), 'Europe/Paris')).toBe('2028-02-29');
  });

  it('pads months and days to two digits', () => {
    expect(dateInTimeZone(Date.parse('2026-01-05T12:00:00Z'), 'Asia/Tokyo')).toBe('2026-01-05');
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-11-22', '2028-02-29', '2000-02-29', '2026-12-31', '2026-01-01'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-11-32',
    '2026-1-5',
    '26-11-22',
    '2026/11/22',
    '2026-11-22T00:00:00Z',
    ' 2026-11-22',
    '2026-11-22\n',
    '',
    20261122,
    null,
    undefined,
    new Date('2026-11-22'),
  ])('rejects %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('previousDate', () => {
  it.each([
    ['2026-11-22', '2026-11-21'],
    ['2026-11-01', '2026-10-31'],
    ['2026-03-01', '2026-02-28'],
    ['2028-03-01', '2028-02-29'],
    ['2028-02-29', '2028-02-28'],
    ['2000-03-01', '2000-02-29'],
    ['2100-03-01', '2100-02-28'],
    ['2027-01-01', '2026-12-31'],
    ['2026-05-01', '2026-04-30'],
  ])('before %s is %s', (date, expected) => {
    expect(previousDate(date)).toBe(expected);
  });
});

describe('isValidTimeZone', () => {
  it.each(['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Etc/GMT+12'])(
    'accepts %s',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(true);
    },
  );

  it.each(['', 'Not/AZone', 'Europe/Atlantis', 'x'.repeat(65), 42, null, undefined, {}, ['UTC']])(
    'rejects %j',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(false);
    },
  );
});

describe('detectTimeZone', () => {
  function reportZone(timeZone: unknown) {
    const real = new Intl.DateTimeFormat().resolvedOptions();
    return vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ ...real, timeZone } as Intl.ResolvedDateTimeFormatOptions);
  }

  it('returns the zone Intl reports', () => {
    reportZone('Europe/Paris');
    expect(detectTimeZone()).toBe('Europe/Paris');
  });

  it.each([undefined, '', 'Not/AZone', '+05:00', '-03:00', 42])("falls back to 'UTC' when Intl reports %j", (zone) => {
    reportZone(zone);
    expect(detectTimeZone()).toBe('UTC');
  });

  it("falls back to 'UTC' when Intl throws", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(() => {
      throw new RangeError('broken');
    });
    expect(detectTimeZone()).toBe('UTC');
  });
});
