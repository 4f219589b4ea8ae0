#!/usr/bin/env node
// Regenerates answers.txt and valid-guesses.txt from the SCOWL word lists, then applies the
// hand-kept lists (answer-exclusions.txt, answers-added.txt, valid-guesses-added.txt,
// valid-guesses-removed.txt) last, so an operator's edits survive every regeneration; then
// practice.txt, the practice words: well-known valid guesses that are no answer (see practicePool).
// Usage: node prisma/words/generate-word-lists.mjs [--drop-unlisted] [--scowl DIR] [--dir DIR]
//   (needs `apt-get install scowl`)
//   --drop-unlisted  drop words the current files hold that no hand-kept list explains (see dropCheck)
//   --scowl DIR      the SCOWL final/ folder (default /usr/share/dict/scowl)
//   --dir DIR        where the hand-kept lists are read and the three lists written (default: this folder)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { isSixLetterWord, WORD_LENGTH } from '@hexle/contract/game';
import { isOffensive, offensiveWords, stemCandidates } from '@hexle/contract/words';

const USAGE = 'usage: node prisma/words/generate-word-lists.mjs [--drop-unlisted] [--scowl DIR] [--dir DIR]';

function readOptions() {
  try {
    return parseArgs({
      options: {
        scowl: { type: 'string', default: '/usr/share/dict/scowl' },
        dir: { type: 'string', default: dirname(fileURLToPath(import.meta.url)) },
        'drop-unlisted': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(64);
  }
}

const options = readOptions();
const SCOWL_DIR = options.scowl;
const OUT_DIR = options.dir;

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

// The hand-kept lists, applied after the rules (see README.md, "Editing by hand"):
// words that must never be answers (obscure, archaic, regional, jargon, slang,
// unsuitable, or inflections the rules cannot see; they stay valid guesses),
// answers and valid guesses SCOWL or the rules leave out, and words that must not
// even be valid guesses.
const EXCLUSIONS_FILE = 'answer-exclusions.txt';
const ANSWERS_ADDED_FILE = 'answers-added.txt';
const GUESSES_ADDED_FILE = 'valid-guesses-added.txt';
const GUESSES_REMOVED_FILE = 'valid-guesses-removed.txt';

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

// The practice words: the answer candidates (SCOWL sizes 10-35, words in nearly every dictionary)
// that are valid guesses and no answer, which is mostly the inflections the answers leave out
// (CHAIRS, BAKING, HOPPED), less the words kept from the answers as unsuitable or obscure
// (answer-exclusions.txt) and offensive ones. Comparatives and superlatives are kept only when
// SCOWL's most common sizes (10, 20) hold the form itself (LARGER, OLDEST; not ABLEST, ACUTER).
// Computed from the final answers, so a word an operator adds as an answer leaves practice at the
// same regeneration.
const PRACTICE_COMMON_MAX_SIZE = 20;

function practicePool(candidates, answers, guesses, exclusions, offensive, dictionary) {
  const common = readWords(scowlWordFiles(ANSWER_CATEGORIES, PRACTICE_COMMON_MAX_SIZE));
  return new Set(
    candidates.filter(
      (word) =>
        guesses.has(word) &&
        !answers.has(word) &&
        !exclusions.has(word) &&
        !isOffensive(word, offensive) &&
        (common.has(word) || comparativeBase(word, dictionary) === null),
    ),
  );
}

// One word per line, any case; "#" starts a comment; blank lines are ignored.
function readHandList(fileName) {
  const path = join(OUT_DIR, fileName);
  if (!existsSync(path)) fail(`Hand-kept list not found at ${path}`);
  const words = new Set();
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const text = line.replace(/#.*/, '').trim();
      if (text === '') return;
      if (!isSixLetterWord(text)) {
        fail(`${fileName} line ${index + 1}: "${line.trim()}" is not a ${WORD_LENGTH}-letter word`);
      }
      words.add(text.toLowerCase());
    });
  return words;
}

// The hand-kept lists must not contradict each other: which one would win is a guess.
function checkConflicts(lists) {
  const pairs = [
    [ANSWERS_ADDED_FILE, EXCLUSIONS_FILE],
    [ANSWERS_ADDED_FILE, GUESSES_REMOVED_FILE],
    [GUESSES_ADDED_FILE, GUESSES_REMOVED_FILE],
  ];
  const problems = [];
  for (const [added, removed] of pairs) {
    for (const word of [...lists[added]].filter((w) => lists[removed].has(w)).sort()) {
      problems.push(`${word.toUpperCase()} is in both ${added} and ${removed}`);
    }
  }
  if (problems.length > 0) fail(problems.join('\n'));
}

// What a list file holds now, lower case; nothing when it does not exist yet.
function readCurrentList(fileName) {
  const path = join(OUT_DIR, fileName);
  if (!existsSync(path)) return new Set();
  return new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((word) => word !== ''),
  );
}

// A word the current file holds but the new one would not, and that no hand-kept list
// removes, was most likely written into the file by hand: regenerating would lose it
// silently (as it once lost 50 operator-added answers). Such drops need --drop-unlisted.
function dropCheck(fileName, words, isExplained) {
  const dropped = [...readCurrentList(fileName)].filter((word) => !words.has(word) && !isExplained(word)).sort();
  if (dropped.length === 0 || options['drop-unlisted']) return [];
  const shown = dropped.slice(0, 20).map((word) => word.toUpperCase());
  const more = dropped.length > 20 ? ` and ${dropped.length - 20} more` : '';
  return [
    `${fileName}: ${dropped.length} word${dropped.length === 1 ? '' : 's'} would be dropped that no hand-kept list ` +
      `removes: ${shown.join(', ')}${more}`,
  ];
}

// The size of the new list and its difference from the current file.
function describeChange(fileName, words) {
  const current = readCurrentList(fileName);
  const added = [...words].filter((word) => !current.has(word)).length;
  const removed = [...current].filter((word) => !words.has(word)).length;
  return `${fileName}: ${words.size} words (+${added} -${removed})`;
}

function writeList(fileName, words) {
  const lines = [...words].map((word) => word.toUpperCase()).sort();
  writeFileSync(join(OUT_DIR, fileName), `${lines.join('\n')}\n`);
}

function main() {
  if (!existsSync(SCOWL_DIR)) {
    fail(`SCOWL word lists not found at ${SCOWL_DIR}. Install them with: apt-get install scowl`);
  }

  const dictionary = readWords(scowlWordFiles(GUESS_CATEGORIES, GUESS_MAX_SIZE));
  const offensive = offensiveWords();
  const hand = Object.fromEntries(
    [EXCLUSIONS_FILE, ANSWERS_ADDED_FILE, GUESSES_ADDED_FILE, GUESSES_REMOVED_FILE].map((name) => [
      name,
      readHandList(name),
    ]),
  );
  checkConflicts(hand);
  const exclusions = hand[EXCLUSIONS_FILE];
  const guessesRemoved = hand[GUESSES_REMOVED_FILE];

  const candidates = [...readWords(scowlWordFiles(ANSWER_CATEGORIES, ANSWER_MAX_SIZE))].filter(isSixLetterWord);
  // An entry that matches no candidate is most likely a typo.
  const candidateSet = new Set(candidates);
  for (const word of [...exclusions].sort()) {
    if (!candidateSet.has(word)) {
      console.warn(`warning: ${EXCLUSIONS_FILE}: ${word.toUpperCase()} is not an answer candidate`);
    }
  }

  const ruled = candidates
    .filter((word) => !exclusions.has(word))
    .filter((word) => !isInflection(word, dictionary))
    .filter((word) => !isOffensive(word, offensive));
  const ruledGuesses = new Set([...dictionary].filter(isSixLetterWord));

  // The hand-kept lists come last, so they hold whatever SCOWL and the rules say.
  const ruledSet = new Set(ruled);
  for (const word of [...hand[ANSWERS_ADDED_FILE]].sort()) {
    if (isOffensive(word, offensive))
      fail(`${ANSWERS_ADDED_FILE}: ${word.toUpperCase()} is offensive and cannot be an answer`);
    if (ruledSet.has(word)) console.warn(`warning: ${ANSWERS_ADDED_FILE}: ${word.toUpperCase()} is an answer already`);
  }
  for (const word of [...hand[GUESSES_ADDED_FILE]].sort()) {
    if (ruledGuesses.has(word))
      console.warn(`warning: ${GUESSES_ADDED_FILE}: ${word.toUpperCase()} is a valid guess already`);
  }
  for (const word of [...guessesRemoved].sort()) {
    if (!ruledGuesses.has(word) && !ruledSet.has(word)) {
      console.warn(`warning: ${GUESSES_REMOVED_FILE}: ${word.toUpperCase()} is not a valid guess anyway`);
    }
  }
  const answers = new Set([...ruled, ...hand[ANSWERS_ADDED_FILE]].filter((word) => !guessesRemoved.has(word)));
  const guesses = new Set(
    [...ruledGuesses, ...answers, ...hand[GUESSES_ADDED_FILE]].filter((word) => !guessesRemoved.has(word)),
  );

  if (answers.size === 0 || guesses.size === 0) {
    fail(`No words found in ${SCOWL_DIR}; is the scowl package installed correctly?`);
  }

  const drops = [
    ...dropCheck(
      'answers.txt',
      answers,
      (word) => exclusions.has(word) || guessesRemoved.has(word) || isOffensive(word, offensive),
    ),
    ...dropCheck('valid-guesses.txt', guesses, (word) => guessesRemoved.has(word)),
  ];
  if (drops.length > 0) {
    fail(
      `${drops.join('\n')}\n` +
        'Nothing was written. A word written into answers.txt or valid-guesses.txt by hand is lost when the ' +
        `lists are regenerated: to keep it, add it to ${ANSWERS_ADDED_FILE} or ${GUESSES_ADDED_FILE}. If dropping ` +
        'is intended (a word taken out of an *-added.txt file, a SCOWL upgrade or a rule change), run again with ' +
        '--drop-unlisted.',
    );
  }

  const practice = practicePool(candidates, answers, guesses, exclusions, offensive, dictionary);
  const summary = [
    describeChange('answers.txt', answers),
    describeChange('valid-guesses.txt', guesses),
    describeChange('practice.txt', practice),
  ];
  writeList('answers.txt', answers);
  writeList('valid-guesses.txt', guesses);
  writeList('practice.txt', practice);
  for (const line of summary) console.log(line);
}

main();
