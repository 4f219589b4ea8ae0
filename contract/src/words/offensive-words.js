// The one rule for "offensive word", shared by the word-list generator (such a word is never an
// answer) and the API (such a word is never a challenge word). The hand list beside the
// naughty-words list is the operators' own: prisma/words/offensive-extra.txt.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import naughtyWords from 'naughty-words';

export const EXTRA_OFFENSIVE_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'prisma',
  'words',
  'offensive-extra.txt',
);

// The hand list's file name, in the word lists' folder (WORD_LIST_DIR, prisma/words by default).
export const EXTRA_OFFENSIVE_NAME = 'offensive-extra.txt';

// One word per line; "#" starts a comment; blank lines are ignored.
function readExtraOffensive(file) {
  const words = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const word = line.replace(/#.*/, '').trim();
      if (word === '') return;
      if (!/^[a-z]+$/.test(word)) throw new Error(`${file} line ${index + 1}: "${word}" is not a-z`);
      words.push(word);
    });
  return words;
}

// Possible base words for a word ending in `suffix`: the plain stem, the stem
// with a silent E restored (BAKING -> BAKE), the stem with a doubled final
// consonant undone (HOPPED -> HOP) and I turned back into Y (BABIES -> BABY).
export function stemCandidates(word, suffix) {
  if (!word.endsWith(suffix)) return [];
  const stem = word.slice(0, -suffix.length);
  if (stem.length < 2) return [];
  const candidates = [stem, `${stem}e`];
  const last = stem.at(-1);
  if (last === stem.at(-2) && !'aeiou'.includes(last)) candidates.push(stem.slice(0, -1));
  if (last === 'i') candidates.push(`${stem.slice(0, -1)}y`, `${stem.slice(0, -1)}ey`);
  return candidates;
}

// The naughty-words English list and the hand list (this repository's, or the one `extraFile`
// names: the operators' copy in the word lists they load), lower case.
export function offensiveWords(extraFile = EXTRA_OFFENSIVE_FILE) {
  const words = new Set(readExtraOffensive(extraFile));
  for (const entry of naughtyWords.en) {
    // Multi-word entries are joined ("ball sack" -> "ballsack") since a game
    // word cannot contain spaces.
    const joined = entry.toLowerCase().replace(/[\s-]+/g, '');
    if (/^[a-z]+$/.test(joined)) words.add(joined);
  }
  return words;
}

// Which of stemCandidates' bases an ending can really follow. -ES follows S, X, Z, CH, SH or O
// (PISSES, DAGOES), or is -S after E or -IES after Y (SPICES is SPICE + S, never SPIC + ES;
// BUTTES is BUTTE + S; ORGIES is ORGY). A verb ending in C takes K before -ED and -ING
// (PANICKED), so SPICED is SPICE + D, never SPIC + ED.
function isPlausibleBase(base, suffix) {
  if (suffix === 'es') return /(s|x|z|ch|sh|o|e|y)$/.test(base);
  if (suffix === 'ed' || suffix === 'ing') return !base.endsWith('c');
  return true;
}

// The spellings of one diminutive ending: HONKY, HONKIE and HONKEY are one word, so a word
// ending in -IE, -EY or -Y also stands for its stem with the other two endings. No ending is
// added to a word that has none: that would turn SPIC into SPICY.
const DIMINUTIVE_ENDINGS = ['ie', 'ey', 'y'];

function diminutiveSpellings(word) {
  const ending = DIMINUTIVE_ENDINGS.find((candidate) => word.endsWith(candidate));
  if (ending === undefined || word.length - ending.length < 3) return [word];
  const stem = word.slice(0, -ending.length);
  return DIMINUTIVE_ENDINGS.map((other) => stem + other);
}

// Whole-word matching only: a word is offensive if it is on the list or is a plain inflection
// (-S, -ES, -ED, -ING: SUCKED, DAGOES, GYPPED) or other diminutive spelling (HONKIE) of a listed
// word, never because a listed word appears inside it (ASSESS, SCRAPE). -ER and -Y are not
// tried: they turn BUTT and TIT into BUTTER and TITTER, and SPIC into SPICY. `word` is lower case.
export function isOffensive(word, offensive) {
  const bases = [
    word,
    ...['s', 'es', 'ed', 'ing'].flatMap((suffix) =>
      stemCandidates(word, suffix).filter((base) => isPlausibleBase(base, suffix)),
    ),
  ];
  return bases.some((base) => diminutiveSpellings(base).some((spelling) => offensive.has(spelling)));
}
