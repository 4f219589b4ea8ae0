/**
 * IANA time zone names and the local date in them.
 *
 * Newer Node versions also accept UTC offsets such as "+23:59" as a time zone; an
 * offset beyond any real zone would open tomorrow's puzzle early, so only names are
 * accepted, on every Node version.
 *
 * ICU also accepts names that are not in the IANA time zone database: Java's old
 * three-letter IDs, where "BST" means Asia/Dhaka and "IST" Asia/Kolkata, and the
 * "SystemV/" zones. A player sending those would get another zone's day, so they are
 * refused: a name without an area must be one of tzdata's own, and ICU's extra area is out.
 */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
/** Every zone and link name of tzdata (including its "backward" file) that has no area. */
const TZDATA_NAMES_WITHOUT_AREA = new Set(
  (
    'CET CST6CDT Cuba EET EST EST5EDT Egypt Eire GB GB-Eire GMT GMT+0 GMT-0 GMT0 Greenwich HST Hongkong Iceland Iran Israel Jamaica Japan ' +
    'Kwajalein Libya MET MST MST7MDT NZ NZ-CHAT Navajo PRC PST8PDT Poland Portugal ROC ROK Singapore Turkey UCT UTC Universal W-SU WET Zulu'
  )
    .split(' ')
    .map((name) => name.toUpperCase()),
);
const ICU_ONLY_AREAS = /^SystemV\//i;

/** Whether ICU would read the name with a meaning tzdata does not give it. */
function isOutsideTzdata(name: string): boolean {
  if (ICU_ONLY_AREAS.test(name)) return true;
  return !name.includes('/') && !TZDATA_NAMES_WITHOUT_AREA.has(name.toUpperCase());
}
const MAX_NAME_LENGTH = 64;
/** Bounds the memory spent on alias and odd-case spellings, which are endless. */
const MAX_REMEMBERED_ALIASES = 1000;

const canonicalNames = new Set<string>([...Intl.supportedValuesOf('timeZone'), 'UTC']);
/** Accepted names outside the canonical list (aliases such as Asia/Calcutta) and the zone Intl resolves them to. */
const aliases = new Map<string, string>();
/** One formatter per resolved zone: a few hundred at most. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function resolveAlias(name: string): string | null {
  const known = aliases.get(name);
  if (known) return known;
  if (!IANA_NAME.test(name) || isOutsideTzdata(name)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  // Offsets can resolve to themselves on newer Node versions; only named zones count.
  if (!IANA_NAME.test(resolved)) return null;
  if (aliases.size < MAX_REMEMBERED_ALIASES) aliases.set(name, resolved);
  return resolved;
}

/** The zone's name as Intl knows it, or null when it is not an IANA time zone name. */
export function resolveTimeZone(name: unknown): string | null {
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME_LENGTH) return null;
  if (canonicalNames.has(name)) return name;
  return resolveAlias(name);
}

export function isIanaTimeZone(name: unknown): name is string {
  return resolveTimeZone(name) !== null;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const zone = resolveTimeZone(timeZone);
  if (zone === null) throw new RangeError(`Not an IANA time zone name: ${timeZone}`);
  let formatter = formatters.get(zone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The calendar date (YYYY-MM-DD) at the instant `epochMs` in the given IANA zone. */
export function localDateIn(timeZone: string, epochMs: number): string {
  return formatterFor(timeZone).format(epochMs);
}

/** For tests: the sizes of the caches, which must stay bounded whatever players send. */
export function timeZoneCacheSizes(): { aliases: number; formatters: number } {
  return { aliases: aliases.size, formatters: formatters.size };
}
