/** The longest league name, in characters (code points, as PostgreSQL counts them). */
export const LEAGUE_NAME_MAX = 32;
/** The longest display name of a member. */
export const MEMBER_NAME_MAX = 20;

/**
 * Control, format and separator characters other than the plain space (tabs, new lines, the
 * zero-width and direction marks): a name shown in a list must not break a line, hide letters,
 * or turn the text around it right to left.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}]/gu;
const SPACES = /\p{Zs}+/gu;

/** A name as it is kept: hidden characters dropped, any run of spaces one plain space, no space at either end. */
export function cleanName(text: string): string {
  return text.replace(HIDDEN, '').replace(SPACES, ' ').trim().normalize('NFC');
}

/** Characters as the user (and PostgreSQL's VARCHAR) counts them, not UTF-16 units. */
export function nameLength(name: string): number {
  return [...name].length;
}

/**
 * The name as two members' names are compared: lower case in every script, so "Ana" and "ANA"
 * are one name. Its length never passes the name's (no lower-casing in use lengthens a name
 * that passed the limit by more than PostgreSQL's column holds, and the key is cut to it anyway).
 */
export function nameKey(name: string): string {
  return [...name.toLowerCase()].slice(0, MEMBER_NAME_MAX).join('');
}

/** The words of a name, lower case, for the offensive-word rule (which judges whole words). */
export function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0);
}
