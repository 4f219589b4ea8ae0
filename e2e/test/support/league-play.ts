import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { submitGuess, waitForRowRevealed } from './game-page.js';

/** Plays today's game on the board (no dialog open), and waits until the page has posted it to its leagues. */
export async function playAndPost(page: Page, words: string[]): Promise<void> {
  const posted = page.waitForResponse(
    (response) => /\/api\/leagues\/[^/]+\/results$/.test(new URL(response.url()).pathname),
    { timeout: 20_000 },
  );
  for (const [i, word] of words.entries()) {
    await submitGuess(page, word);
    if (i < words.length - 1) await waitForRowRevealed(page, i + 1);
  }
  expect((await posted).status()).toBe(201);
}
