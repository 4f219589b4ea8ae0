import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './support/browser-session.js';
import {
  ALL_CORRECT,
  dialog,
  expectRowResults,
  messageText,
  row,
  rowState,
  settle,
  typeWord,
  waitForRowRevealed,
} from './support/game-page.js';

const session = browserSession();

const STREAM = ['absent', 'present', 'absent', 'present', 'present', 'absent'] as const;
const LANCET = ['present', 'present', 'present', 'absent', 'correct', 'correct'] as const;

/** The paths of the POSTs the page sends to the API, in order, from the moment it is called. */
function postsToApi(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

/** Types a word, presses Enter and returns the reply that judged it. */
async function submit(page: Page, word: string): Promise<Response> {
  await typeWord(page, word);
  const judged = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/check-guess', {
    timeout: 15_000,
  });
  await page.keyboard.press('Enter');
  return judged;
}

/** The POSTs one submitted word caused, counted once the page has done all it does with the answer. */
async function postsFor(page: Page, posts: string[], play: () => Promise<void>): Promise<string[]> {
  const before = posts.length;
  await play();
  // What the answer's render asked for has run: a second request, had the page meant one, is sent.
  await settle(page);
  return posts.slice(before);
}

/** A word not in the list: refused by the judge itself, shown as before, and not a guess. */
async function refuseUnknownWord(page: Page, rowIndex: number) {
  const reply = await submit(page, 'ZZZZZZ');
  expect(reply.status()).toBe(422);
  expect(await reply.json()).toMatchObject({ code: 'not_in_word_list' });
  await expect.poll(() => row(page, rowIndex).getAttribute('class')).toContain('shake');
  expect(await messageText(page)).toBe('Not in word list');
  // The guess goes with the message; the row is still the one to play.
  await expect.poll(() => messageText(page), { timeout: 5_000 }).toBe('');
  expect((await rowState(page, rowIndex)).every((label) => label.endsWith(', empty'))).toBe(true);
}

describe('one request per guess', () => {
  it('sends a single POST for each submitted word of a won game, none to /api/validate', async () => {
    const { page } = await session.player();
    const posts = postsToApi(page);

    const perWord = [
      await postsFor(page, posts, async () => {
        await submit(page, 'STREAM');
        await expectRowResults(page, 1, 'STREAM', [...STREAM]);
      }),
      await postsFor(page, posts, () => refuseUnknownWord(page, 2)),
      await postsFor(page, posts, async () => {
        await submit(page, 'LANCET');
        await expectRowResults(page, 2, 'LANCET', [...LANCET]);
      }),
      await postsFor(page, posts, async () => {
        await submit(page, 'PLANET');
        await expectRowResults(page, 3, 'PLANET', ALL_CORRECT);
        await dialog(page, 'Statistics').waitFor();
      }),
    ];

    expect(perWord).toEqual(Array(4).fill(['/api/check-guess']));
    expect(posts).not.toContain('/api/validate');
    // The refused word was no guess: the game was won on the third.
    expect(await page.getByTestId('bar-3').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Share Results' }).click();
    await page.getByRole('button', { name: 'Copied! ✓' }).waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toMatch(new RegExp(`^Hexle \\d+ 3/7\n`));
    expect(shared.endsWith(`\n\n${inject('stack').baseUrl}`)).toBe(true);
  });

  it('makes a lost game with a word not in the list eight POSTs, and still reveals the word', async () => {
    const { page } = await session.player();
    const posts = postsToApi(page);
    const words = ['STREAM', 'CASTLE', 'BRIDGE', 'FLOWER', 'GARDEN', 'SILVER', 'MARKET'];

    const perWord: string[][] = [];
    for (const [i, word] of words.entries()) {
      if (i === 3) perWord.push(await postsFor(page, posts, () => refuseUnknownWord(page, i + 1)));
      perWord.push(
        await postsFor(page, posts, async () => {
          await submit(page, word);
          await waitForRowRevealed(page, i + 1);
        }),
      );
    }

    expect(perWord).toEqual(Array(8).fill(['/api/check-guess']));
    expect(posts).toHaveLength(8);
    // The refused word broke neither the count of guesses nor the chain that earns the reveal.
    await expect.poll(() => messageText(page)).toBe('The word was PLANET');
    await dialog(page, 'Statistics').waitFor();
  });
});
