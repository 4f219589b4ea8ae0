import { z } from 'zod';
import { isIanaTimeZone } from './time-zone.js';

/** An IANA time zone name; a missing or empty one is told apart from a wrong one. */
export const timeZoneField = z.custom<string>(isIanaTimeZone, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'timezone is required: send an IANA time zone name such as Europe/Paris'
      : 'timezone must be an IANA time zone name such as Europe/Paris',
});

export const timeZoneQuery = z.object({ timezone: timeZoneField });
export type TimeZoneQuery = z.infer<typeof timeZoneQuery>;
