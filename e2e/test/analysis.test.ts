import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateGuess, MAX_GUESSES } from '@hexle/contract/game';
import type { AnalysisReply, AnalysisReplyStep } from '@hexle/contract/wire';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PROJECT_ROOT } from '../../stack/settings.mjs';
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

/** The day's answers, the candidates of today's game and of practice (docs/game.md). */
const ANSWERS = readFileSync(path.join(PROJECT_ROOT, 'prisma/words/answers.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim().toUpperCase())
  .filter((line) => /^[A-Z]{6}$/.test(line));

/** The candidates still possible once `guesses` have been coloured against `answer`. */
function candidatesAfter(guesses: string[], answer: string): string[] {
  const colours = (guess: string, word: string) => evaluateGuess(guess, word).join();
  // A game's own word is a candidate even when it is not among the answers.
  return (ANSWERS.includes(answer) ? ANSWERS : [...ANSWERS, answer]).filter((word) =>
    guesses.every((guess) => colours(guess, word) === colours(guess, answer)),
  );
}

/**
 * Guesses that leave one candidate, `answer`, without guessing it: `first`, then each time the
 * answer that leaves the fewest candidates (the first such in the list).
 */
function guessesToOneCandidate(answer: string, first: string): string[] {
  const guesses = [first];
  let left = candidatesAfter(guesses, answer);
  while (left.length > 1) {
    let best: { guess: string; left: string[] } | null = null;
    for (const guess of ANSWERS) {
      if (guess === answer || guesses.includes(guess)) continue;
      const colours = evaluateGuess(guess, answer).join();
      const after = left.filter((word) => evaluateGuess(guess, word).join() === colours);
      if (!best || after.length < best.left.length) best = { guess, left: after };
    }
    if (!best || best.left.length === left.length) throw new Error(`No guess narrows the candidates of ${answer}`);
    guesses.push(best.guess);
    left = best.left;
  }
  return guesses;
}

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

interface ShownStep {
  guess: string;
  /** The verdict as the page marks it (data-verdict), and as it reads. */
  verdict: string | null;
  verdictText: string;
  /** Each line of the step's details, by its label. */
  details: Record<string, string>;
  limited: boolean;
  certainty: string | null;
}

/** What the dialog shows, read from the page: the headline, the figures by label, the notes and each step. */
async function shownAnalysis(view: Locator) {
  return view.evaluate((element) => {
    const text = (node: Element | null | undefined) => node?.textContent?.trim() ?? null;
    const pairs = (list: Element | null) =>
      Object.fromEntries(
        [...(list?.querySelectorAll(':scope > div') ?? [])].map((pair) => [
          text(pair.querySelector('dt')) ?? '',
          text(pair.querySelector('dd')) ?? '',
        ]),
      );
    return {
      headline: text(element.querySelector('.analysis-result')),
      figures: pairs(element.querySelector('.analysis-figures')),
      notes: [...element.querySelectorAll('.analysis-note')].map((note) => text(note) ?? ''),
      steps: [...element.querySelectorAll('.analysis-step')].map((step): ShownStep => ({
        guess: (text(step.querySelector('.analysis-guess')) ?? '').replace(/^Guess \d+: /, ''),
        verdict: step.querySelector('.analysis-verdict')?.getAttribute('data-verdict') ?? null,
        verdictText: text(step.querySelector('.analysis-verdict')) ?? '',
        details: pairs(step.querySelector('.analysis-details')),
        limited: step.querySelector('.analysis-limited') !== null,
        certainty: text(step.querySelector('.analysis-certainty')),
      })),
    };
  });
}

const possibleAnswers = (count: number) =>
  count === 1 ? 'one possible answer' : `${count.toLocaleString('en-US')} possible answers`;

/** The headline a reply should have. */
function headlineOf(reply: Reply): string {
  if (reply.result === 'won') return `Won in ${reply.guesses}`;
  if (reply.result === 'lost') return `Lost (X/${MAX_GUESSES})`;
  return `Given up after ${reply.guesses} ${reply.guesses === 1 ? 'guess' : 'guesses'}`;
}

/** A figure shown to two decimals is the reply's, to within its rounding. */
function expectToTwoDecimals(shown: string | undefined, replied: number) {
  expect(Math.abs(Number(shown) - replied)).toBeLessThanOrEqual(0.005 + 1e-9);
}

/** The step's verdict, its reason and its expected guesses are the reply's. */
function expectVerdictAsReplied(shown: ShownStep, step: AnalysisReplyStep, answer: string) {
  expect(shown.verdict).toBe(step.verdict);
  const guesses = /^([\d.]+) \(best ([\d.]+)\)$/.exec(shown.details['Expected guesses'] ?? '');
  expect(guesses, shown.details['Expected guesses']).not.toBeNull();
  expectToTwoDecimals(guesses?.[1], step.expected_guesses);
  expectToTwoDecimals(guesses?.[2], step.best_expected_guesses);
  if (step.verdict === 'best') {
    expect(shown.verdictText).toBe('Best: no guess could do better here');
  } else if (step.verdict === 'wasted') {
    expect(shown.verdictText).toBe(
      step.candidates_before === 1
        ? `Wasted: only ${answer} was possible`
        : 'Wasted: it could not win and told you nothing new',
    );
  } else {
    const word = step.verdict[0]?.toUpperCase() + step.verdict.slice(1);
    const more = new RegExp(`^${word}: ([\\d.]+) guesses more than the best$`).exec(shown.verdictText);
    expect(more, shown.verdictText).not.toBeNull();
    expectToTwoDecimals(more?.[1], step.expected_guesses - step.best_expected_guesses);
  }
}

/** The dialog shows the server's figures, each to the precision it is written with. */
async function expectShownAsReplied(page: Page, reply: Reply) {
  const { headline, figures, notes, steps } = await shownAnalysis(analysis(page));
  expect(headline).toBe(headlineOf(reply));
  // The headline is a heading, read out as it is shown.
  expect(
    await analysis(page)
      .getByRole('heading', { level: 3, name: headlineOf(reply), exact: true })
      .count(),
  ).toBe(1);
  expect(figures).toEqual({
    Skill: String(reply.skill),
    Luck: String(reply.luck),
    'Your guesses': reply.result === 'won' ? String(reply.guesses) : 'X',
    "Solver's guesses": String(reply.solver_guesses),
  });
  const lost = /Your choices cost ([\d.]+) guesses in this game\.$/.exec(notes[0] ?? '');
  if (reply.guesses_lost < 0.005) expect(notes[0]).toMatch(/Your choices cost no guesses in this game\.$/);
  else expectToTwoDecimals(lost?.[1], reply.guesses_lost);
  expect(steps).toHaveLength(reply.steps.length);
  for (const [index, step] of reply.steps.entries()) {
    const shown = steps[index];
    if (!shown) throw new Error(`Step ${index + 1} is not shown`);
    expect(shown.guess).toBe(step.guess);
    expect(shown.details['Possible answers']).toBe(
      `${step.candidates_before.toLocaleString('en-US')} before, → ${step.candidates_after.toLocaleString('en-US')} after`,
    );
    expect(Math.abs(numberIn(shown.details['Expected to leave'] ?? '') - step.expected)).toBeLessThanOrEqual(
      0.05 + 1e-9,
    );
    const solver = /^(.+) \(([\d,.]+)\)$/.exec(shown.details["Solver's guess"] ?? '');
    expect(solver?.[1]).toBe(
      step.solver_guess ??
        (step.candidates_before === 1
          ? 'The one possible answer'
          : `The best of the ${possibleAnswers(step.candidates_before)}`),
    );
    expect(Math.abs(numberIn(solver?.[2] ?? '') - step.solver_expected)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(shown.limited).toBe(step.solver_limited);
    expectVerdictAsReplied(shown, step, reply.answer);
    // Only the last step says how certain the answer was.
    if (index < reply.steps.length - 1) expect(shown.certainty).toBeNull();
  }
  const last = reply.steps.at(-1);
  expect(steps.at(-1)?.certainty).toBe(
    reply.result === 'gave_up'
      ? `You gave up with ${possibleAnswers(reply.candidates_left)} left.`
      : last?.could_have_known
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
    // The API re-reads pinned words every second in the test stack: until the archive game is
    // ARCHIVE_WORD.
    const served = async () => {
      const reply = await fetch(`${apiUrl}/api/archive/check-guess`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ guess: ARCHIVE_WORD, game_number: archiveNumber, timezone: 'UTC' }),
      });
      return ((await reply.json()) as { is_winner?: boolean }).is_winner === true;
    };
    await vi.waitFor(
      async () => {
        if (!(await served())) throw new Error(`Archive game ${archiveNumber} is not ${ARCHIVE_WORD} yet`);
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it("today's game won in three: the figures are the server's, for the guesses played", async () => {
    const { page } = await session.player();
    await play(page, ['GARDEN', 'SILVER', TODAYS_WORD]);
    const { sent, reply } = await openAnalysis(page);
    expect(sent).toMatchObject({ kind: 'daily', guesses: ['GARDEN', 'SILVER', TODAYS_WORD], timezone: 'UTC' });
    expect(typeof sent.game_number).toBe('number');
    expect(typeof sent.proof).toBe('string');
    expect(reply).toMatchObject({ result: 'won', won: true, answer: TODAYS_WORD, guesses: 3 });
    expect(reply.steps.map((step) => step.guess)).toEqual(['GARDEN', 'SILVER', TODAYS_WORD]);
    expect(reply.steps.map((step) => step.candidates_before)).toEqual([
      ANSWERS.length,
      candidatesAfter(['GARDEN'], TODAYS_WORD).length,
      candidatesAfter(['GARDEN', 'SILVER'], TODAYS_WORD).length,
    ]);
    await expectShownAsReplied(page, reply);
    expect(await auditAccessibility(page), 'the analysis of a game won').toEqual([]);
    await closeAnalysis(page);

    // After a reload the finished board still has what its analysis needs.
    await page.reload();
    await page.getByRole('button', { name: 'Statistics' }).click();
    const again = await openAnalysis(page);
    expect(again.reply).toEqual(reply);
  });

  it("today's game lost with wasted guesses: the answer was known, and every guess after that wasted", async () => {
    // Guesses that leave only today's word, then others to the seventh.
    const narrowing = guessesToOneCandidate(TODAYS_WORD, 'GARDEN');
    const guesses = [...narrowing, ...MISSES.filter((miss) => !narrowing.includes(miss))].slice(0, MAX_GUESSES);
    expect(narrowing.length, `${narrowing.join(', ')} leave one candidate`).toBeLessThan(MAX_GUESSES - 1);
    const { page } = await session.player();
    await play(page, guesses);
    const { sent, reply } = await openAnalysis(page);
    expect(sent).toMatchObject({ kind: 'daily', guesses });
    expect(reply).toMatchObject({ result: 'lost', won: false, answer: TODAYS_WORD, guesses: MAX_GUESSES });
    expect(reply.candidates_left).toBe(1);
    const wasted = reply.steps.slice(narrowing.length);
    expect(wasted).toHaveLength(MAX_GUESSES - narrowing.length);
    for (const step of wasted) expect(step).toMatchObject({ candidates_before: 1, verdict: 'wasted' });
    expect(reply.steps.at(-1)?.could_have_known).toBe(true);
    // Each wasted guess costs a whole guess, and each guess lost halves the score.
    expect(reply.guesses_lost).toBeGreaterThanOrEqual(wasted.length - 0.01);
    expect(Math.abs(reply.skill - Math.round(99 * 2 ** -reply.guesses_lost))).toBeLessThanOrEqual(1);
    expect(reply.skill).toBeLessThan(50);
    await expectShownAsReplied(page, reply);
    const { headline, figures, steps } = await shownAnalysis(analysis(page));
    expect(headline).toBe('Lost (X/7)');
    expect(figures['Your guesses']).toBe('X');
    for (const step of steps.slice(narrowing.length)) {
      expect(step.verdictText).toBe(`Wasted: only ${TODAYS_WORD} was possible`);
    }
    expect(await auditAccessibility(page), 'the analysis of a game lost').toEqual([]);
  });

  it('an archive game won, and the same game lost in another browser', async () => {
    const winner = (await session.player()).page;
    await winner.goto(`/?game=${archiveNumber}`);
    await winner.getByText(new RegExp(`^Archive: game ${archiveNumber}, `)).waitFor();
    await winner.getByRole('group', { name: 'Row 1' }).waitFor();
    await play(winner, ['GARDEN', ARCHIVE_WORD]);
    const won = await openAnalysis(winner);
    expect(won.sent).toMatchObject({ kind: 'archive', game_number: archiveNumber, guesses: ['GARDEN', ARCHIVE_WORD] });
    expect(won.reply).toMatchObject({ result: 'won', won: true, answer: ARCHIVE_WORD, guesses: 2 });
    await expectShownAsReplied(winner, won.reply);

    const loser = (await session.player()).page;
    await loser.goto(`/?game=${archiveNumber}`);
    await loser.getByText(new RegExp(`^Archive: game ${archiveNumber}, `)).waitFor();
    await loser.getByRole('group', { name: 'Row 1' }).waitFor();
    await play(loser, MISSES);
    const lost = await openAnalysis(loser);
    expect(lost.sent).toMatchObject({ kind: 'archive', game_number: archiveNumber, guesses: MISSES });
    expect(lost.reply).toMatchObject({ result: 'lost', won: false, answer: ARCHIVE_WORD, guesses: 7 });
    await expectShownAsReplied(loser, lost.reply);
  });

  it('a practice game given up after one guess: the analysis says so, with the possible answers it left', async () => {
    const { page } = await session.player();
    await page.goto('/?practice');
    const word = await practiceWordOf(inject('stack').databaseUrl, await practiceIdOf(page));
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    const guess = MISSES.find((miss) => miss !== word) ?? '';
    await play(page, [guess]);
    await page.getByRole('region', { name: 'Which game' }).getByRole('button', { name: 'Give up' }).click();
    await dialog(page, 'Give up this game?').getByRole('button', { name: 'Give up', exact: true }).click();
    const { sent, reply } = await openAnalysis(page);
    expect(sent).toMatchObject({ kind: 'practice', gave_up: true, guesses: [guess] });
    expect(reply).toMatchObject({ result: 'gave_up', won: false, answer: word, guesses: 1 });
    // What the guess left, not the 2,298 the game started with.
    expect(reply.candidates_left).toBe(candidatesAfter([guess], word).length);
    expect(reply.candidates_left).toBeLessThan(reply.steps[0]?.candidates_before ?? 0);
    await expectShownAsReplied(page, reply);
    const { headline, figures, steps } = await shownAnalysis(analysis(page));
    expect(headline).toBe('Given up after 1 guess');
    expect(figures['Your guesses']).toBe('X');
    expect(steps[0]?.certainty).toBe(`You gave up with ${possibleAnswers(reply.candidates_left)} left.`);
    expect(await auditAccessibility(page), 'the analysis of a game given up').toEqual([]);
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
