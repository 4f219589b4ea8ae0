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

/** What the zone lookups remember: the bound on aliases is what keeps endless spellings from costing memory. */
export interface TimeZoneMemory {
  /** Accepted names outside the canonical list (aliases such as Asia/Calcutta) and the zone Intl resolves them to. */
  aliases: Map<string, string>;
  /** One formatter per resolved zone: a few hundred at most. */
  formatters: Map<string, Intl.DateTimeFormat>;
  maxAliases: number;
}

/** IANA zone names resolved and local dates worked out, remembering what it has resolved within bounds. */
export class TimeZones {
  constructor(
    private readonly memory: TimeZoneMemory = {
      aliases: new Map(),
      formatters: new Map(),
      maxAliases: MAX_REMEMBERED_ALIASES,
    },
  ) {}

  /** The zone's name as Intl knows it, or null when it is not an IANA time zone name. */
  resolve(name: unknown): string | null {
    if (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME_LENGTH) return null;
    if (canonicalNames.has(name)) return name;
    return this.resolveAlias(name);
  }

  /** The calendar date (YYYY-MM-DD) at the instant `epochMs` in the given IANA zone. */
  localDateIn(timeZone: string, epochMs: number): string {
    return this.formatterFor(timeZone).format(epochMs);
  }

  private resolveAlias(name: string): string | null {
    const { aliases, maxAliases } = this.memory;
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
    if (aliases.size < maxAliases) aliases.set(name, resolved);
    return resolved;
  }

  private formatterFor(timeZone: string): Intl.DateTimeFormat {
    const zone = this.resolve(timeZone);
    if (zone === null) throw new RangeError(`Not an IANA time zone name: ${timeZone}`);
    const { formatters } = this.memory;
    let formatter = formatters.get(zone);
    if (!formatter) {
      // en-CA formats dates as YYYY-MM-DD.
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      formatters.set(zone, formatter);
    }
    return formatter;
  }
}

const timeZones = new TimeZones();

export function isIanaTimeZone(name: unknown): name is string {
  return timeZones.resolve(name) !== null;
}

/** The calendar date (YYYY-MM-DD) at the instant `epochMs` in the given IANA zone. */
export function localDateIn(timeZone: string, epochMs: number): string {
  return timeZones.localDateIn(timeZone, epochMs);
}
