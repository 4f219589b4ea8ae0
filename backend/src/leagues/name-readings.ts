/**
 * The ways a name can be read as words, for the offensive-word rule, which judges whole words: a
 * name made to slip past it ("sh1t", "f u c k", "fvck", "ƒuck" in Cyrillic look-alikes) is read
 * the way a person reads it.
 */

/**
 * The words of a name, lower case, accents off: the letters decomposed first, as NFKC writes "ü"
 * as one letter where "u" and its mark were typed.
 */
export function wordsOf(name: string): string[] {
  return name
    .normalize('NFD')
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .map((word) => word.replace(/\p{M}/gu, ''))
    .filter((word) => word.length > 0);
}

/** Digits and signs written for the letters they look like ("sh1t", "$hit", "5h!t"). */
const STAND_INS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * Cyrillic and Greek capitals drawn like Latin ones (Unicode's confusables, for the letters a name
 * is typed with): read before the name is lower-cased, since "Н" looks like "H" and its small
 * form "н" does not.
 */
const LOOKALIKE_CAPITALS: Record<string, string> = {
  А: 'a',
  В: 'b',
  Е: 'e',
  Ѕ: 's',
  І: 'i',
  Ј: 'j',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  У: 'y',
  Х: 'x',
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
};

/** Cyrillic and Greek small letters drawn like Latin ones. */
const LOOKALIKE_SMALL: Record<string, string> = {
  а: 'a',
  е: 'e',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

const CAPITALS = new RegExp(`[${Object.keys(LOOKALIKE_CAPITALS).join('')}]`, 'gu');
const SMALL = new RegExp(`[${Object.keys(LOOKALIKE_SMALL).join('')}]`, 'gu');

/**
 * A name with its Cyrillic and Greek look-alikes written as the Latin letters they are drawn
 * like, lower case: "ВОВ" (Cyrillic) reads "bob". Other letters are left as they are.
 */
export function latinLookalike(name: string): string {
  return name
    .normalize('NFD')
    .replace(CAPITALS, (letter) => LOOKALIKE_CAPITALS[letter] ?? letter)
    .toLowerCase()
    .replace(SMALL, (letter) => LOOKALIKE_SMALL[letter] ?? letter);
}

/**
 * Spellings that sound like another ("fvck", "phuck", "fuk", "kunt") or stretch a word
 * ("fuuuck", "shiiit"), each written as the word it stands for: every one alone, and all together.
 */
const SOUND_ALIKES: ((text: string) => string)[] = [
  (text) => text.replace(/ph/g, 'f'),
  (text) => text.replace(/v/g, 'u'),
  (text) => text.replace(/([^c\s])k(?!\p{L})/gu, '$1ck'),
  (text) => text.replace(/(^|[^\p{L}])k/gu, '$1c'),
  (text) => text.replace(/(\p{L})\1{2,}/gu, '$1'),
  (text) => text.replace(/(\p{L})\1{2,}/gu, '$1$1'),
];

function soundAlikes(text: string): string[] {
  const all = SOUND_ALIKES.reduce((spelled, spell) => spell(spelled), text);
  return [text, ...SOUND_ALIKES.map((spell) => spell(text)), all];
}

/** Each run of a name's words written together: "f u c k" and "fu-ck" read "fuck". */
function runsOf(parts: string[]): string[] {
  return parts.flatMap((_, start) => parts.slice(start).map((__, end) => parts.slice(start, start + end + 1).join('')));
}

/**
 * What the offensive-word rule reads in a name: its words, and its letters with stand-ins read as
 * letters, look-alikes as Latin letters and sound-alike spellings as the words they stand for,
 * each run of them written together, so a word spaced out or cut ("f u c k", "fu-ck", "f.u.c.k")
 * is read whole.
 */
export function readingsOf(name: string): string[] {
  const standing = latinLookalike(name.replace(/[013457@$!]/g, (sign) => STAND_INS[sign] ?? sign));
  const readings = soundAlikes(standing).flatMap((spelling) => runsOf(wordsOf(spelling)));
  return [...new Set([...wordsOf(name), ...readings])];
}
