import { latinLookalike, readingsOf, wordsOf } from './name-readings.js';

/** The longest league name, in characters (code points, as PostgreSQL counts them). */
export const LEAGUE_NAME_MAX = 32;
/** The longest display name of a member. */
export const MEMBER_NAME_MAX = 20;

/**
 * Control, format and separator characters other than the plain space (tabs, new lines, the
 * zero-width and direction marks), and every character Unicode says to draw as nothing (variation
 * selectors, the combining grapheme joiner, Hangul fillers) or that draws blank (the empty braille
 * pattern): a name shown in a list must not break a line, hide letters, look like another
 * member's name or like no name at all, or turn the text around it right to left.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/gu;
const SPACES = /\p{Zs}+/gu;
/** What makes a name a name: at least one letter, digit, symbol or punctuation mark once cleaned. */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

/**
 * A name as it is kept: in Unicode's compatibility form (fullwidth and styled letters, such as
 * "Ｂｏｂ" or "𝐁𝐨𝐛", are the plain ones), hidden characters dropped, any run of spaces one plain
 * space, no space at either end.
 */
export function cleanName(text: string): string {
  return text.normalize('NFKC').replace(HIDDEN, '').replace(SPACES, ' ').trim().normalize('NFKC');
}

/**
 * More marks on one letter than any script writes (Vietnamese puts two, Tibetan stacks three):
 * such a pile draws over the lines around the name.
 */
const PILED_MARKS = /\p{M}{4,}/u;

/**
 * Whether a cleaned name shows itself, and only itself: a name of combining marks alone (an accent
 * on nothing) shows nothing; one with a pile of marks on a letter draws over its neighbours.
 */
export function isVisibleName(name: string): boolean {
  return VISIBLE.test(name) && !PILED_MARKS.test(name);
}

/** Characters as the user (and PostgreSQL's VARCHAR) counts them, not UTF-16 units. */
export function nameLength(name: string): number {
  return [...name].length;
}

/**
 * The name as two members' names are compared: each character case-folded on its own, so "Ana"
 * and "ANA", or "ΟΔΟΣ" and "οδοσ", are one name. One character stays one (the first of its folded
 * form: "İ" is "i"), so the key is never longer than the name and never cut.
 */
export function nameKey(name: string): string {
  return [...name]
    .map((character) => [...character.toUpperCase().toLowerCase()][0] ?? character)
    .slice(0, MEMBER_NAME_MAX)
    .join('');
}

/**
 * Whether two names look the same on a board: equal once case-folded and with Cyrillic and Greek
 * letters drawn like Latin ones read as those ("BOB" and Cyrillic "ВОВ", "Ana" and "АNA"), where
 * nameKey tells them apart. Accents count: "Zoë" and "Zoe" look different.
 */
export function looksAlike(a: string, b: string): boolean {
  return nameKey(latinLookalike(a)) === nameKey(latinLookalike(b));
}

/** Scripts with letters that look alike (Latin "o", Cyrillic "о", Greek "ο"). */
const LOOKALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/**
 * Whether a name is refused: a word of it that `refuses` (the offensive-word rule), or a word that
 * mixes letters of those scripts, which is how a name is made to look like another's, or a refused
 * word like an allowed one ("fuсk" with a Cyrillic "с"). A word in one script is never refused for it.
 */
export function isRefusedName(name: string, refuses: (word: string) => boolean): boolean {
  return (
    readingsOf(name).some(refuses) ||
    wordsOf(name).some((word) => LOOKALIKE_SCRIPTS.filter((script) => script.test(word)).length > 1)
  );
}
