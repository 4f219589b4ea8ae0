import {
  browserTemporal,
  DATE_PARTS,
  intlParts,
  temporalDateAt,
  zoneCalendar,
  type TemporalApi,
  type ZoneCalendar,
  zoneFormatters,
} from './zone-calendar';

/** Milliseconds from an instant to the start of the next day in a zone. */
export type UntilNextDay = (instant: number, zone: string) => number;

const MINUTE = 60_000;
const CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  ...DATE_PARTS,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};
const clocks = zoneFormatters(CLOCK_PARTS);

// A date turned into a zoned time with no time of day is the start of that day there, even where
// the clocks skip midnight.
export const temporalUntilNextDay =
  (temporal: TemporalApi): UntilNextDay =>
  (instant, zone) =>
    temporalDateAt(temporal, instant, zone).add({ days: 1 }).toZonedDateTime(zone).epochMilliseconds - instant;

/** The wall-clock time of an instant in a zone, written as if it were UTC (whole seconds). */
function wallClock(instant: number, zone: string): number {
  const part = intlParts(clocks(zone), instant);
  const number = (type: Intl.DateTimeFormatPartTypes) => Number(part(type) || 0);
  return Date.UTC(
    number('year'),
    number('month') - 1,
    number('day'),
    number('hour'),
    number('minute'),
    number('second'),
  );
}

export const intlUntilNextDay =
  (calendar: ZoneCalendar): UntilNextDay =>
  (instant, zone) => {
    const wall = wallClock(instant, zone);
    const wallDate = new Date(wall);
    const nextMidnightWall = Date.UTC(wallDate.getUTCFullYear(), wallDate.getUTCMonth(), wallDate.getUTCDate() + 1);
    const wholeSecond = instant - (instant % 1000);
    const offsetNow = wall - wholeSecond;
    const estimate = wholeSecond + (nextMidnightWall - wall);
    // When the clocks change before midnight, the offset there differs from the offset now.
    const offsetThen = wallClock(estimate, zone) - estimate;
    let next = estimate - (offsetThen - offsetNow);
    // Where the clocks skip midnight itself, the day begins where they land: a whole minute.
    const today = calendar.dateAt(instant, zone);
    if (next <= instant || calendar.dateAt(next, zone) === today) {
      next = Math.max(next, instant);
      next = next - (next % MINUTE) + MINUTE;
      for (let minutes = 0; minutes < 180 && calendar.dateAt(next, zone) === today; minutes++) next += MINUTE;
    }
    return Math.max(0, next - instant);
  };

/** Milliseconds from `now` to the next midnight in the time zone, across daylight-saving changes. */
export const msUntilNextMidnight: UntilNextDay = browserTemporal
  ? temporalUntilNextDay(browserTemporal)
  : intlUntilNextDay(zoneCalendar);
