/**
 * IANA time zone names and the local date in them.
 *
 * Newer Node versions also accept UTC offsets such as "+23:59" as a time zone; an
 * offset beyond any real zone would open tomorrow's puzzle early, so only names are
 * accepted, on every Node version.
 */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const MAX_NAME_LENGTH = 64;
const MAX_EXTRA_NAMES = 1000;

const canonicalNames = new Set<string>([...Intl.supportedValuesOf('timeZone'), 'UTC']);
/** Names Intl knows beyond the canonical list (aliases such as Asia/Calcutta), learnt on first use. */
const acceptedAliases = new Set<string>();
const formatters = new Map<string, Intl.DateTimeFormat>();

export function isIanaTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME_LENGTH) return false;
  if (canonicalNames.has(name) || acceptedAliases.has(name)) return true;
  if (!IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (acceptedAliases.size < MAX_EXTRA_NAMES) acceptedAliases.add(name);
  return true;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date (YYYY-MM-DD) at the instant `epochMs` in the given IANA zone. */
export function localDateIn(timeZone: string, epochMs: number): string {
  return formatterFor(timeZone).format(epochMs);
}
