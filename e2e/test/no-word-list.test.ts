import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../../stack/settings.mjs';

/** Every file the web server can send: the build, and the page as it is served. */
function servedTexts(): { name: string; text: string }[] {
  const dist = path.join(PROJECT_ROOT, 'frontend/dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|mjs|html|css|json|webmanifest|svg|txt)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return files.map((file) => ({ name: path.relative(dist, file), text: readFileSync(file, 'utf8') }));
}

const readList = (name: string) =>
  readFileSync(path.join(PROJECT_ROOT, 'prisma/words', name), 'utf8')
    .split('\n')
    .filter(Boolean);
const answers = readList('answers.txt');
/** Every word a player may guess: public (any guess says whether it is one), the answers among them untold. */
const guesses = readList('valid-guesses.txt');

/** The public list of guesses, as the possible-words count fetches it: every guess, in order, and nothing else. */
const isGuessList = (text: string) => text.trim().split('\n').join(' ') === guesses.join(' ');

/** The answers a text holds as words of their own, in any case. */
function answersIn(text: string): string[] {
  const words = new Set(text.toUpperCase().split(/[^A-Z]+/));
  return answers.filter((answer) => words.has(answer));
}

// The answers stay on the server: no file of the page, nor the page as served, carries the list
// of 2,000-odd answers (nor the meanings, which hold them). Ordinary words of the page's own text
// and code are answers too (RETURN, STRING, BUTTON, How To Play's examples: about 140 in all, at
// most about 100 in one file): far fewer than any list, or a good part of one, would bring. The
// one list sent is the public list of every valid guess (for the opt-in possible-words count),
// whole and in its own order, where nothing tells an answer from the other 9,000 words.
it('sends no word list to the browser, in the build or in the prerendered page, but the public list of guesses', async () => {
  const all = servedTexts();
  const served = all.filter(({ text }) => !isGuessList(text));
  expect(all.length - served.length).toBeLessThanOrEqual(1);
  const page = await (await fetch(inject('stack').baseUrl)).text();
  served.push({ name: 'GET /', text: page });
  const found = new Set(served.flatMap(({ text }) => answersIn(text)));
  expect(served.length).toBeGreaterThan(5);
  expect(found.size, [...found].join(' ')).toBeLessThan(400);
  for (const { name, text } of served)
    expect({ name, answers: answersIn(text).length < 250 }).toEqual({ name, answers: true });
});
