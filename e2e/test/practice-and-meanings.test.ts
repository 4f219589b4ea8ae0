import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../../stack/settings.mjs';
import { auditAccessibility } from './support/axe.js';
import { browserSession } from './support/browser-session.js';
import { keepLook, LOOKS } from './support/looks.js';
import {
  ALL_CORRECT,
  dialog,
  messageText,
  playRow,
  rowState,
  submitGuess,
  waitForRowRevealed,
} from './support/game-page.js';
import { practiceIdOf, practiceWordOf } from './support/practice-word.js';
import { runPuzzleCommand, todayInUtc } from './support/puzzle-command.js';

const session = browserSession();
const DAY_MS = 86_400_000;

/** What the seed loaded: each word's part of speech and glosses (prisma/words/meanings.tsv). */
const MEANINGS = new Map(
  readFileSync(path.join(PROJECT_ROOT, 'prisma/words/meanings.tsv'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z]{6}\t/.test(line))
    .map((line) => {
      const [word = '', partOfSpeech = '', ...glosses] = line.split('\t');
      return [word, { partOfSpeech, glosses }] as const;
    }),
);
/** Words in the list that are guesses, never a win unless they are the game's word. */
const GUESSES = ['STREAM', 'CASTLE', 'FLOWER', 'GARDEN', 'SILVER', 'MARKET', 'LANCET', 'BRIDGE'];
const wrongFor = (word: string) => GUESSES.filter((guess) => guess !== word);
const EMPTY_ROW = ['1st', '2nd', '3rd', '4th', '5th', '6th'].map((ordinal) => `${ordinal} letter, empty`);

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
const bar = (page: Page) => page.getByRole('region', { name: 'Which game' });
const meaningView = (page: Page) => dialog(page, 'Statistics').getByRole('region', { name: 'What the word means' });

/** Opens practice from the header, as a player does, and returns the game's word (read as the server does). */
async function openPractice(page: Page, viaHeader = true): Promise<string> {
  if (viaHeader) await page.getByRole('link', { name: 'Practice', exact: true }).click();
  else await page.goto('/?practice');
  await bar(page).getByText('Practice game').waitFor();
  const id = await practiceIdOf(page);
  await page.getByRole('group', { name: 'Row 1' }).waitFor();
  return practiceWordOf(inject('stack').databaseUrl, id);
}

/** The end view shows the word with its meaning as the seed loaded it, or nothing for a word without one. */
async function expectMeaningShown(page: Page, word: string) {
  await dialog(page, 'Statistics').waitFor();
  const meaning = MEANINGS.get(word);
  if (!meaning) {
    await page.waitForTimeout(500);
    expect(await meaningView(page).count()).toBe(0);
    return;
  }
  await meaningView(page).waitFor();
  const text = (await meaningView(page).textContent()) ?? '';
  expect(text).toContain(word);
  expect(text).toContain(meaning.partOfSpeech);
  expect(text).toContain(meaning.glosses[0]);
}

async function closeStatistics(page: Page) {
  await page.keyboard.press('Escape');
  await dialog(page, 'Statistics').waitFor({ state: 'detached' });
}

describe('practice', () => {
  it('plays to a win from the header, counts it apart from the daily statistics, shares it as practice, and starts the next game with Enter', async () => {
    const { page } = await session.player();
    // Today's page saved its (empty) game as it opened: practice leaves it as it is.
    const today = await stored(page, 'hexle.gameState');
    const word = await openPractice(page);
    expect(page.url()).toMatch(/\/\?practice$/);
    await submitGuess(page, wrongFor(word)[0] ?? '');
    await waitForRowRevealed(page, 1);
    await playRow(page, 2, word, ALL_CORRECT);
    await expectMeaningShown(page, word);

    const practice = dialog(page, 'Statistics').getByRole('region', { name: 'Practice' });
    expect(await practice.textContent()).toMatch(/Played\s*1\s*Win %\s*100/);
    // After practice the dialog leads with it; the daily figures follow, untouched.
    const daily = dialog(page, 'Statistics').getByRole('region', { name: 'Daily game' }).locator('dl.figures');
    expect(await daily.textContent()).toMatch(/Played\s*0\s*Win %\s*0\s*Current Streak\s*0/);
    expect(await stored(page, 'hexle.statistics')).toBeNull();
    expect(await stored(page, 'hexle.gameState')).toEqual(today);

    // The end dialog opens with New practice game focused: Enter there starts the next game at once.
    const newGame = dialog(page, 'Statistics').getByRole('button', { name: 'New practice game' });
    await expect.poll(() => newGame.evaluate((button) => button === document.activeElement)).toBe(true);

    await dialog(page, 'Statistics').getByRole('button', { name: 'Share Results' }).click();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    const [heading = '', ...rest] = shared.split('\n');
    expect(heading).toBe('Hexle practice 2/7');
    expect(shared).not.toContain(word);
    expect(rest.at(-1)).toMatch(/\/\?practice$/);

    const firstId = await practiceIdOf(page);
    await newGame.focus();
    await page.keyboard.press('Enter');
    await dialog(page, 'Statistics').waitFor({ state: 'detached' });
    await expect.poll(() => rowState(page, 1)).toEqual(EMPTY_ROW);
    await expect.poll(() => practiceIdOf(page)).not.toBe(firstId);
  });

  it('plays to a loss (the word and its meaning shown), keeps its board over a reload, and never touches today’s game', async () => {
    const { page } = await session.player();
    await playRow(page, 1, 'STREAM', ['absent', 'present', 'absent', 'present', 'present', 'absent']);
    const today = await stored(page, 'hexle.gameState');
    const word = await openPractice(page);
    const wrong = wrongFor(word).slice(0, 7);
    await submitGuess(page, wrong[0] ?? '');
    await waitForRowRevealed(page, 1);
    await page.reload();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await expect.poll(async () => (await rowState(page, 1))[0]).toMatch(new RegExp(`^1st letter, ${wrong[0]?.[0]}, `));
    for (const [i, guess] of wrong.slice(1).entries()) {
      await submitGuess(page, guess);
      await waitForRowRevealed(page, i + 2);
    }
    await expect.poll(() => messageText(page), { timeout: 5000 }).toBe(`The word was ${word}`);
    await expectMeaningShown(page, word);
    expect(await dialog(page, 'Statistics').getByRole('region', { name: 'Practice' }).textContent()).toMatch(
      /Played\s*1\s*Win %\s*0/,
    );
    await closeStatistics(page);
    expect(await stored(page, 'hexle.gameState')).toEqual(today);
    // A reload after the end: the word stays, and so does its meaning.
    await page.reload();
    await expect.poll(() => messageText(page)).toBe(`The word was ${word}`);
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    await expectMeaningShown(page, word);
    await closeStatistics(page);
    await page.goto('/');
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await expect.poll(async () => (await rowState(page, 1))[0]).toBe('1st letter, S, absent');
  });

  it('gives up after a guess and a confirmation: a loss in practice statistics, with the word', async () => {
    const { page } = await session.player();
    const word = await openPractice(page, false);
    const giveUp = bar(page).getByRole('button', { name: 'Give up' });
    expect(await giveUp.isDisabled()).toBe(true);
    await submitGuess(page, wrongFor(word)[0] ?? '');
    await waitForRowRevealed(page, 1);
    await expect.poll(() => giveUp.isEnabled()).toBe(true);
    await giveUp.click();
    await dialog(page, 'Give up this game?').getByRole('button', { name: 'Keep playing' }).click();
    await dialog(page, 'Give up this game?').waitFor({ state: 'detached' });
    expect(await messageText(page)).toBe('');
    await giveUp.click();
    await dialog(page, 'Give up this game?').getByRole('button', { name: 'Give up', exact: true }).click();
    await expect.poll(() => messageText(page)).toBe(`The word was ${word}`);
    await expectMeaningShown(page, word);
    // The word given up counts as finished: the next practice game is another.
    expect(await stored(page, 'hexle.practiceStatistics')).toEqual({
      gamesPlayed: 1,
      gamesWon: 0,
      guessDistribution: [0, 0, 0, 0, 0, 0, 0],
      finished: word,
    });
    expect(await stored(page, 'hexle.statistics')).toBeNull();
  });

  it('keeps two tabs on one game: a guess in one shows in the other, and the next game started in one replaces the other’s board', async () => {
    const { page, context } = await session.player();
    const word = await openPractice(page, false);
    const other = await context.newPage();
    await other.goto('/?practice');
    await bar(other).getByText('Practice game').waitFor();
    await other.getByRole('group', { name: 'Row 1' }).waitFor();
    const [first = '', second = ''] = wrongFor(word);
    await submitGuess(page, first);
    await waitForRowRevealed(page, 1);
    // The other tab follows the same game.
    await expect.poll(async () => (await rowState(other, 1))[0]).toMatch(new RegExp(`^1st letter, ${first[0]}, `));

    // This tab gives up and starts the next game: the other tab leaves the old board for the new one.
    await bar(page).getByRole('button', { name: 'Give up' }).click();
    await dialog(page, 'Give up this game?').getByRole('button', { name: 'Give up', exact: true }).click();
    // The other tab shows the game given up, too.
    await expect.poll(() => messageText(other)).toBe(`The word was ${word}`);
    await dialog(page, 'Statistics').getByRole('button', { name: 'New practice game' }).click();
    await expect.poll(async () => rowState(page, 1)).toEqual(EMPTY_ROW);
    await expect.poll(async () => rowState(other, 1)).toEqual(EMPTY_ROW);
    const nextWord = await practiceWordOf(inject('stack').databaseUrl, await practiceIdOf(other));
    // A guess in the other tab is judged for the new game, under its own id, with nothing refused.
    const guess = wrongFor(nextWord).find((candidate) => candidate !== second) ?? second;
    await submitGuess(other, guess);
    await waitForRowRevealed(other, 1);
    expect(await messageText(other)).toBe('');
    await expect.poll(async () => (await rowState(page, 1))[0]).toMatch(new RegExp(`^1st letter, ${guess[0]}, `));
  });

  it('is not thrown away at midnight on the page’s clock', async () => {
    const today = todayInUtc();
    const { page } = await session.player({ clockTime: new Date(`${today}T23:59:20Z`), open: false });
    await page.goto('/?practice');
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    const word = practiceWordOf(inject('stack').databaseUrl, await practiceIdOf(page));
    const first = wrongFor(await word)[0] ?? '';
    await submitGuess(page, first);
    await waitForRowRevealed(page, 1);
    await page.clock.fastForward('02:00');
    await page.clock.runFor(61_000);
    expect((await rowState(page, 1))[0]).toMatch(new RegExp(`^1st letter, ${first[0]}, `));
    await playRow(page, 2, await word, ALL_CORRECT);
    expect(await stored(page, 'hexle.gameState')).toBeNull();
  });
});

describe('the meaning at the end of every kind of game', () => {
  const ARCHIVE_WORD = 'CASTLE';
  const CHALLENGE_WORD = 'SILVER';
  let challengeId = '';

  beforeAll(async () => {
    const { databaseUrl, apiUrl } = inject('stack');
    runPuzzleCommand(databaseUrl, [
      'pin',
      todayInUtc(new Date(Date.now() - 3 * DAY_MS)),
      ARCHIVE_WORD,
      '--force',
      '--allow-repeat',
    ]);
    const reply = await fetch(`${apiUrl}/api/challenges`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ word: CHALLENGE_WORD, timezone: 'UTC' }),
    });
    challengeId = ((await reply.json()) as { id: string }).id;
    // The API re-reads pinned words every second in the test stack.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  });

  it("today's game (PLANET), after a win", async () => {
    const { page } = await session.player();
    await playRow(page, 1, 'PLANET', ALL_CORRECT);
    await expectMeaningShown(page, 'PLANET');
    expect(await meaningView(page).textContent()).toContain('(astronomy) any of the nine large celestial bodies');
  });

  it('an archive game, after a win: both glosses', async () => {
    const { page } = await session.player();
    const { apiUrl } = inject('stack');
    const archive = (await (await fetch(`${apiUrl}/api/archive?timezone=UTC`)).json()) as {
      today: { game_number: number };
    };
    await page.goto(`/?game=${archive.today.game_number - 3}`);
    // The prerendered page shows today's board until the archive has confirmed the game.
    await bar(page)
      .getByText(/^Archive: game \d+, /)
      .waitFor();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await playRow(page, 1, ARCHIVE_WORD, ALL_CORRECT);
    await expectMeaningShown(page, ARCHIVE_WORD);
    expect(await meaningView(page).getByRole('listitem').count()).toBe(MEANINGS.get(ARCHIVE_WORD)?.glosses.length);
  });

  it('a challenge, after a win', async () => {
    const { page } = await session.player();
    await page.goto(`/?challenge=${challengeId}`);
    await bar(page).getByText("A friend's challenge").waitFor();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await playRow(page, 1, CHALLENGE_WORD, ALL_CORRECT);
    await expectMeaningShown(page, CHALLENGE_WORD);
  });
});

describe.each(LOOKS)(
  'accessibility of practice and meanings (axe-core, WCAG 2.2 AA): $theme, high contrast $highContrast',
  (look) => {
    it('the practice page, the give-up confirmation, and the end view with a meaning and practice statistics', async () => {
      const { page } = await session.player();
      await keepLook(page, look);
      const word = await openPractice(page, false);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(look.theme);
      await submitGuess(page, wrongFor(word)[0] ?? '');
      await waitForRowRevealed(page, 1);
      expect(await auditAccessibility(page), 'the practice page mid-game').toEqual([]);
      await bar(page).getByRole('button', { name: 'Give up' }).click();
      await dialog(page, 'Give up this game?').waitFor();
      expect(await auditAccessibility(page), 'the give-up confirmation').toEqual([]);
      await dialog(page, 'Give up this game?').getByRole('button', { name: 'Give up', exact: true }).click();
      await expectMeaningShown(page, word);
      await dialog(page, 'Statistics').getByRole('region', { name: 'Practice' }).waitFor();
      expect(await auditAccessibility(page), 'the end view of a practice game').toEqual([]);
      await closeStatistics(page);
      expect(await auditAccessibility(page), 'the practice page after giving up').toEqual([]);
    });
  },
);
