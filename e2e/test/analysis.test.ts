import type { AnalysisReply } from '@hexle/contract/wire';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditAccessibility } from './support/axe.js';
import { browserSession } from './support/browser-session.js';
import { keepLook, LOOKS } from './support/looks.js';
import { dialog, submitGuess, waitForRowRevealed } from './support/game-page.js';
import { practiceIdOf, practiceWordOf } from './support/practice-word.js';
import { runPuzzleCommand, todayInUtc } from './support/puzzle-command.js';
import { TODAYS_WORD } from './support/stack-settings.js';

const session = browserSession();
const DAY_MS = 86_400_000;
/** Words of the list that are never today's word nor the archive game's. */
const MISSES = ['STREAM', 'CASTLE', 'FLOWER', 'GARDEN', 'SILVER', 'BRIDGE', 'LANCET'];
const ARCHIVE_WORD = 'MARKET';

type Reply = AnalysisReply;

const statistics = (page: Page) => dialog(page, 'Statistics');
const analysis = (page: Page) => dialog(page, 'Analysis');
const numberIn = (text: string) => Number(text.replace(/,/g, ''));

/** Plays the words in order, waiting for each row to be revealed. */
async function play(page: Page, words: string[]) {
  for (const [index, word] of words.entries()) {
    await submitGuess(page, word);
    await waitForRowRevealed(page, index + 1);
  }
}

/**
 * Opens Analysis from the end view with the keyboard alone and returns what the server replied,
 * with the request the page sent.
 */
async function openAnalysis(page: Page): Promise<{ sent: Record<string, unknown>; reply: Reply }> {
  await statistics(page).waitFor();
  const replied = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/analysis');
  await statistics(page).getByRole('button', { name: 'Analysis' }).focus();
  await page.keyboard.press('Enter');
  const response = await replied;
  expect(response.status()).toBe(200);
  await analysis(page).locator('.analysis-step').first().waitFor();
  return {
    sent: response.request().postDataJSON() as Record<string, unknown>,
    reply: (await response.json()) as Reply,
  };
}

/** What the dialog shows, read from the page: the four figures by label, and each step's lines. */
async function shownFigures(view: Locator) {
  const figures: Record<string, number> = {};
  for (const figure of await view.locator('.analysis-figures .figure').all()) {
    figures[(await figure.locator('dt').textContent()) ?? ''] = numberIn(
      (await figure.locator('dd').textContent()) ?? '',
    );
  }
  const steps = [];
  for (const step of await view.locator('.analysis-step').all()) {
    const details = await step.locator('dd').allTextContents();
    const [before = '', after = ''] = (details[0] ?? '').split('→');
    const solver = /^([A-Z]{6}) \(([\d,.]+)\)$/.exec(details[2]?.trim() ?? '');
    steps.push({
      guess: (await step.locator('.analysis-guess').textContent())?.replace(/^Guess \d+: /, ''),
      before: numberIn(before.replace(/\D+$/, '')),
      after: numberIn(after.replace(/\D+$/, '')),
      expected: numberIn(details[1] ?? ''),
      solverGuess: solver?.[1],
      solverExpected: numberIn(solver?.[2] ?? ''),
      // Only the last step says it: read without waiting for it on the others.
      certainty: (await step.locator('.analysis-certainty').allTextContents())[0] ?? null,
    });
  }
  return { figures, steps };
}

/** The dialog shows the server's figures, each to the precision it is written with. */
async function expectShownAsReplied(page: Page, reply: Reply) {
  const { figures, steps } = await shownFigures(analysis(page));
  expect(figures).toEqual({
    Skill: reply.skill,
    Luck: reply.luck,
    'Your guesses': reply.guesses,
    "Solver's guesses": reply.solver_guesses,
  });
  expect(steps).toHaveLength(reply.steps.length);
  for (const [index, step] of reply.steps.entries()) {
    const shown = steps[index];
    expect(shown).toMatchObject({
      guess: step.guess,
      before: step.candidates_before,
      after: step.candidates_after,
      solverGuess: step.solver_guess,
    });
    expect(Math.abs((shown?.expected ?? NaN) - step.expected)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.abs((shown?.solverExpected ?? NaN) - step.solver_expected)).toBeLessThanOrEqual(0.05 + 1e-9);
  }
  const last = reply.steps.at(-1);
  expect(steps.at(-1)?.certainty).toBe(
    last?.could_have_known
      ? 'You could have known the answer: one possible answer was left.'
      : `You could not have known the answer: ${last?.candidates_before.toLocaleString('en-US')} possible answers were left.`,
  );
  expect(await analysis(page).textContent()).toContain(
    reply.hard_mode ? 'Every guess kept the hints before it' : 'Not every guess kept the hints before it',
  );
}

/** Escape closes the analysis and brings the end view back. */
async function closeAnalysis(page: Page) {
  await page.keyboard.press('Escape');
  await analysis(page).waitFor({ state: 'detached' });
  await statistics(page).waitFor();
}

describe("a finished game's analysis", () => {
  let archiveNumber = 0;

  beforeAll(async () => {
    const { databaseUrl, apiUrl } = inject('stack');
    runPuzzleCommand(databaseUrl, [
      'pin',
      todayInUtc(new Date(Date.now() - 5 * DAY_MS)),
      ARCHIVE_WORD,
      '--force',
      '--allow-repeat',
    ]);
    const archive = (await (await fetch(`${apiUrl}/api/archive?timezone=UTC`)).json()) as {
      today: { game_number: number };
    };
    archiveNumber = archive.today.game_number - 5;
    // The API re-reads pinned words every second in the test stack.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  });

  it("today's game won in three: the figures are the server's, for the guesses played", async () => {
    const { page } = await session.player();
    await play(page, ['GARDEN', 'SILVER', TODAYS_WORD]);
    const { sent, reply } = await openAnalysis(page);
    expect(sent).toMatchObject({ kind: 'daily', guesses: ['GARDEN', 'SILVER', TODAYS_WORD], timezone: 'UTC' });
    expect(typeof sent.game_number).toBe('number');
    expect(typeof sent.proof).toBe('string');
    expect(reply).toMatchObject({ won: true, guesses: 3 });
    expect(reply.steps.map((step) => step.guess)).toEqual(['GARDEN', 'SILVER', TODAYS_WORD]);
    await expectShownAsReplied(page, reply);
    await closeAnalysis(page);

    // After a reload the finished board still has what its analysis needs.
    await page.reload();
    await page.getByRole('button', { name: 'Statistics' }).click();
    const again = await openAnalysis(page);
    expect(again.reply).toEqual(reply);
  });

  it("today's game lost: seven guesses, none the word", async () => {
    const { page } = await session.player();
    await play(page, MISSES);
    const { sent, reply } = await openAnalysis(page);
    expect(sent).toMatchObject({ kind: 'daily', guesses: MISSES });
    expect(reply).toMatchObject({ won: false, guesses: 7 });
    await expectShownAsReplied(page, reply);
  });

  it('an archive game won, and the same game lost in another browser', async () => {
    const winner = (await session.player()).page;
    await winner.goto(`/?game=${archiveNumber}`);
    await winner.getByText(new RegExp(`^Archive: game ${archiveNumber}, `)).waitFor();
    await winner.getByRole('group', { name: 'Row 1' }).waitFor();
    await play(winner, ['GARDEN', ARCHIVE_WORD]);
    const won = await openAnalysis(winner);
    expect(won.sent).toMatchObject({ kind: 'archive', game_number: archiveNumber, guesses: ['GARDEN', ARCHIVE_WORD] });
    expect(won.reply).toMatchObject({ won: true, guesses: 2 });
    await expectShownAsReplied(winner, won.reply);

    const loser = (await session.player()).page;
    await loser.goto(`/?game=${archiveNumber}`);
    await loser.getByText(new RegExp(`^Archive: game ${archiveNumber}, `)).waitFor();
    await loser.getByRole('group', { name: 'Row 1' }).waitFor();
    await play(loser, MISSES);
    const lost = await openAnalysis(loser);
    expect(lost.sent).toMatchObject({ kind: 'archive', game_number: archiveNumber, guesses: MISSES });
    expect(lost.reply).toMatchObject({ won: false, guesses: 7 });
    await expectShownAsReplied(loser, lost.reply);
  });

  it('a practice game given up: the analysis says so to the server, and counts what was played', async () => {
    const { page } = await session.player();
    await page.goto('/?practice');
    const word = await practiceWordOf(inject('stack').databaseUrl, await practiceIdOf(page));
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await play(page, MISSES.filter((miss) => miss !== word).slice(0, 2));
    await page.getByRole('region', { name: 'Which game' }).getByRole('button', { name: 'Give up' }).click();
    await dialog(page, 'Give up this game?').getByRole('button', { name: 'Give up', exact: true }).click();
    const { sent, reply } = await openAnalysis(page);
    expect(sent).toMatchObject({ kind: 'practice', gave_up: true });
    expect(reply).toMatchObject({ won: false, guesses: 2 });
    await expectShownAsReplied(page, reply);
  });
});

describe.each(LOOKS)(
  'accessibility of the analysis (axe-core, WCAG 2.2 AA): $theme, high contrast $highContrast',
  (look) => {
    it('the end view with its Analysis button, and the analysis itself, on a phone held upright', async () => {
      const { page } = await session.player({ viewport: { width: 360, height: 740 } });
      await keepLook(page, look);
      await page.reload();
      await play(page, ['GARDEN', TODAYS_WORD]);
      await statistics(page).getByRole('button', { name: 'Analysis' }).waitFor();
      expect(await auditAccessibility(page), 'the end view').toEqual([]);
      await openAnalysis(page);
      expect(await auditAccessibility(page), 'the analysis').toEqual([]);
      // Nothing wider than the phone's screen.
      const overflow = await analysis(page).evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  },
);

describe('the analysis on a phone held sideways', () => {
  it('fits the screen and scrolls within its dialog', async () => {
    const { page } = await session.player({ viewport: { width: 740, height: 360 } });
    await play(page, ['SILVER', TODAYS_WORD]);
    const { reply } = await openAnalysis(page);
    await expectShownAsReplied(page, reply);
    const overflow = await analysis(page).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The last step can be scrolled into view and read.
    const last = analysis(page).locator('.analysis-step').last();
    await last.scrollIntoViewIfNeeded();
    expect(await last.isVisible()).toBe(true);
    expect(await auditAccessibility(page), 'the analysis, sideways').toEqual([]);
  });
});
