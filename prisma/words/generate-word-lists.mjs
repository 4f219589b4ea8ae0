#!/usr/bin/env node
// Regenerates answers.txt and valid-guesses.txt from the SCOWL word lists.
// Usage: node prisma/words/generate-word-lists.mjs   (needs `apt-get install scowl`)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isOffensive, offensiveWords, stemCandidates } from './offensive-words.mjs';

const SCOWL_DIR = '/usr/share/dict/scowl';
const OUT_DIR = dirname(fileURLToPath(import.meta.url));
const WORD_LENGTH = 6;

// Sizes 10 and 20 alone give fewer than 1,000 six-letter base words; size 35
// (SCOWL's "small" list: words found in nearly every dictionary) brings the
// answer pool to roughly 2,500 before answer-exclusions.txt removes the words
// an ordinary player would not know or should not see as an answer.
const ANSWER_MAX_SIZE = 35;
const ANSWER_CATEGORIES = ['english', 'american'];

const GUESS_MAX_SIZE = 70;
// variant_3 is left out: SCOWL describes it as spellings that are seldom used
// and may not even be considered correct.
const GUESS_CATEGORIES = [
  'english',
  'american',
  'british',
  'british_z',
  'canadian',
  'australian',
  'variant_1',
  'variant_2',
  'british_variant_1',
  'british_variant_2',
  'canadian_variant_1',
  'canadian_variant_2',
  'australian_variant_1',
  'australian_variant_2',
];

// Words that look like an inflection of a real shorter word but are words in
// their own right (WICKED is not WICK + ED, NUMBER is not NUMB + ER).
const KEEP_AS_ANSWER = new Set([
  'archer',
  'awning',
  'damper',
  'divest',
  'earner',
  'honest',
  'inning',
  'jagged',
  'number',
  'opener',
  'priest',
  'ragged',
  'rugged',
  'temper',
  'theirs',
  'trivia',
  'wicked',
]);

// Hand-kept list of words that must never be answers (obscure, archaic,
// regional, jargon, slang, unsuitable, or inflections the rules cannot see).
// They stay valid guesses.
const EXCLUSIONS_FILE = 'answer-exclusions.txt';

function fail(message) {
  console.error(message);
  process.exit(1);
}

// SCOWL file names look like <category>-<kind>.<size>, e.g. english-words.20.
// Only the "words" kind is read: abbreviations, contractions, proper names and
// other capitalised words live in their own files.
function scowlWordFiles(categories, maxSize) {
  const pattern = /^([a-z_0-9]+)-words\.(\d+)$/;
  return readdirSync(SCOWL_DIR)
    .map((name) => ({ name, match: pattern.exec(name) }))
    .filter(({ match }) => match && categories.includes(match[1]) && Number(match[2]) <= maxSize)
    .map(({ name }) => join(SCOWL_DIR, name))
    .sort();
}

// Older SCOWL releases are Latin-1 and newer ones UTF-8. Reading as Latin-1
// works for both because any non-ASCII byte is rejected by the a-z filter.
function readWords(files) {
  const words = new Set();
  for (const file of files) {
    for (const line of readFileSync(file, 'latin1').split('\n')) {
      const word = line.trim();
      if (/^[a-z]+$/.test(word)) words.add(word);
    }
  }
  return words;
}

function hasGameLength(word) {
  return word.length === WORD_LENGTH;
}

// -ER/-EST count as inflections only for adjectives, recognised by SCOWL also
// having the other degree of comparison. This keeps nouns like LETTER, PLAYER
// and BUTTER while removing BIGGER, LARGER and LATEST.
function comparativeBase(word, dictionary) {
  for (const [suffix, otherSuffix] of [
    ['er', 'est'],
    ['est', 'er'],
  ]) {
    for (const base of stemCandidates(word, suffix)) {
      if (!dictionary.has(base)) continue;
      const other = word.slice(0, -suffix.length) + otherSuffix;
      if (dictionary.has(other)) return base;
    }
  }
  return null;
}

// Plural endings that replace the end of the singular: KNIVES, WOLVES, GUNMEN,
// LARVAE, NUCLEI, CRISES, STRATA.
const IRREGULAR_PLURALS = [
  ['ves', 'f'],
  ['ves', 'fe'],
  ['men', 'man'],
  ['ae', 'a'],
  ['i', 'us'],
  ['es', 'is'],
  ['a', 'um'],
];

function irregularPluralBase(word, dictionary) {
  for (const [plural, singular] of IRREGULAR_PLURALS) {
    if (!word.endsWith(plural)) continue;
    const base = word.slice(0, -plural.length) + singular;
    if (dictionary.has(base)) return base;
  }
  return null;
}

function pluralBase(word, dictionary) {
  // -S is not stripped after S, so ACCESS and ACROSS are not taken for plurals.
  if (!word.endsWith('s') || word.endsWith('ss')) return null;
  const stem = word.slice(0, -1);
  return dictionary.has(stem) ? stem : null;
}

function inflectionBase(word, dictionary) {
  const viaStems = (suffix) => stemCandidates(word, suffix).find((base) => dictionary.has(base)) ?? null;

  return (
    pluralBase(word, dictionary) ??
    viaStems('es') ??
    irregularPluralBase(word, dictionary) ??
    viaStems('ed') ??
    viaStems('ing') ??
    comparativeBase(word, dictionary)
  );
}

function isInflection(word, dictionary) {
  return !KEEP_AS_ANSWER.has(word) && inflectionBase(word, dictionary) !== null;
}

// One word per line; "#" starts a comment; blank lines are ignored.
function readExclusions() {
  const path = join(OUT_DIR, EXCLUSIONS_FILE);
  if (!existsSync(path)) fail(`Exclusion list not found at ${path}`);
  const words = new Set();
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const word = line.replace(/#.*/, '').trim().toLowerCase();
      if (word === '') return;
      if (!/^[a-z]+$/.test(word) || !hasGameLength(word)) {
        fail(`${EXCLUSIONS_FILE} line ${index + 1}: "${line.trim()}" is not a ${WORD_LENGTH}-letter word`);
      }
      words.add(word);
    });
  return words;
}

function writeList(fileName, words) {
  const lines = [...words].map((word) => word.toUpperCase()).sort();
  writeFileSync(join(OUT_DIR, fileName), `${lines.join('\n')}\n`);
  return lines.length;
}

function main() {
  if (!existsSync(SCOWL_DIR)) {
    fail(`SCOWL word lists not found at ${SCOWL_DIR}. Install them with: apt-get install scowl`);
  }

  const dictionary = readWords(scowlWordFiles(GUESS_CATEGORIES, GUESS_MAX_SIZE));
  const offensive = offensiveWords();
  const exclusions = readExclusions();

  const candidates = [...readWords(scowlWordFiles(ANSWER_CATEGORIES, ANSWER_MAX_SIZE))].filter(hasGameLength);
  // An entry that matches no candidate is most likely a typo.
  const candidateSet = new Set(candidates);
  for (const word of [...exclusions].sort()) {
    if (!candidateSet.has(word)) {
      console.warn(`warning: ${EXCLUSIONS_FILE}: ${word.toUpperCase()} is not an answer candidate`);
    }
  }

  const answers = candidates
    .filter((word) => !exclusions.has(word))
    .filter((word) => !isInflection(word, dictionary))
    .filter((word) => !isOffensive(word, offensive));

  const guesses = new Set([...dictionary].filter(hasGameLength));
  for (const word of answers) guesses.add(word);

  if (answers.length === 0 || guesses.size === 0) {
    fail(`No words found in ${SCOWL_DIR}; is the scowl package installed correctly?`);
  }

  const answerCount = writeList('answers.txt', answers);
  const guessCount = writeList('valid-guesses.txt', guesses);
  console.log(`answers.txt: ${answerCount} words`);
  console.log(`valid-guesses.txt: ${guessCount} words`);
}

main();
