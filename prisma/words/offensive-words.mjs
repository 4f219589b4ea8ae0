// The one rule for "offensive word", shared by the word-list generator (such a word is never an
// answer) and the API (such a word is never a challenge word). Plain JavaScript, so the generator
// runs without a build; the API imports it through offensive-words.d.mts.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import naughtyWords from 'naughty-words';

export const EXTRA_OFFENSIVE_FILE = join(dirname(fileURLToPath(import.meta.url)), 'offensive-extra.txt');

// One word per line; "#" starts a comment; blank lines are ignored.
function readExtraOffensive() {
  const words = [];
  readFileSync(EXTRA_OFFENSIVE_FILE, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const word = line.replace(/#.*/, '').trim();
      if (word === '') return;
      if (!/^[a-z]+$/.test(word)) throw new Error(`offensive-extra.txt line ${index + 1}: "${word}" is not a-z`);
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

// The naughty-words English list and the hand list, lower case.
export function offensiveWords() {
  const words = new Set(readExtraOffensive());
  for (const entry of naughtyWords.en) {
    // Multi-word entries are joined ("ball sack" -> "ballsack") since a game
    // word cannot contain spaces.
    const joined = entry.toLowerCase().replace(/[\s-]+/g, '');
    if (/^[a-z]+$/.test(joined)) words.add(joined);
  }
  return words;
}

// Whole-word matching only: a word is offensive if it is on the list or is a
// plain inflection of a listed word (SUCKED), never because a listed word
// appears inside it (ASSESS, SCRAPE). -ER and -Y are not tried: they turn
// BUTT and TIT into BUTTER and TITTER. `word` is lower case.
export function isOffensive(word, offensive) {
  if (offensive.has(word)) return true;
  return ['s', 'es', 'ed', 'ing'].some((suffix) => stemCandidates(word, suffix).some((base) => offensive.has(base)));
}
