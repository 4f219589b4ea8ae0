import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DailyResultKey, DailyStatsReply, DailyWordReply } from '@hexle/contract/wire';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { auditAccessibility } from './support/axe.js';
import { PHONE } from './support/browser.js';
import { browserSession } from './support/browser-session.js';
import {
  ALL_CORRECT,
  dialog,
  expectRowResults,
  pauseClock,
  settle,
  submitGuess,
  waitForRowRevealed,
} from './support/game-page.js';
import { keepLook, LOOKS, type Look } from './support/looks.js';
import { TIME_ZONE, TODAYS_WORD } from './support/stack-settings.js';
import { PROJECT_ROOT } from '../../stack/settings.mjs';

const session = browserSession();

const RESULTS: DailyResultKey[] = ['1', '2', '3', '4', '5', '6', '7', 'X'];

/**
 * Words drawn at random from the answers, today's word left out. The server counts a game its
 * client sends again only once, and every game of the browser tests comes from one address: a
 * game of its own (new guesses) is counted whatever the other tests and earlier runs played today.
 */
function randomWords(count: number): string[] {
  const words = readFileSync(path.join(PROJECT_ROOT, 'prisma/words/answers.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toUpperCase())
    .filter((word) => /^[A-Z]{6}$/.test(word) && word !== TODAYS_WORD);
  const drawn = new Set<string>();
  while (drawn.size < count) drawn.add(words[Math.floor(Math.random() * words.length)] ?? TODAYS_WORD);
  return [...drawn];
}

/** The API's own reply, asked for from here (no browser cache between). */
async function figures(gameNumber: number): Promise<DailyStatsReply> {
  const { apiUrl } = inject('stack');
  const reply = await fetch(`${apiUrl}/api/stats/daily/${gameNumber}?timezone=${encodeURIComponent(TIME_ZONE)}`);
  expect(reply.status).toBe(200);
  return (await reply.json()) as DailyStatsReply;
}

async function todaysGameNumber(): Promise<number> {
  const { apiUrl } = inject('stack');
  const reply = await fetch(`${apiUrl}/api/daily-word?timezone=${encodeURIComponent(TIME_ZONE)}`);
  return ((await reply.json()) as DailyWordReply).game_number;
}

/** The share a result did better than, as the page is to work it out (docs/game.md), from the API's figures. */
function betterThan({ distribution, players }: DailyStatsReply, own: DailyResultKey): number {
  const worse = RESULTS.slice(RESULTS.indexOf(own) + 1).reduce((sum, result) => sum + distribution[result], 0);
  return Math.round((100 * (worse + distribution[own] / 2)) / players);
}

/** Every request the page makes for the day's figures, in order. */
function statsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/stats')) seen.push(request.url());
  });
  return seen;
}

const section = (page: Page): Locator => dialog(page, 'Statistics').getByRole('region', { name: 'Everyone today' });
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const barCount = async (page: Page, result: DailyResultKey) =>
  Number((await text(section(page).getByTestId(`everyone-bar-${result}`))).replace(/,/g, ''));

/** Starts adding up the page's layout shifts (what CLS counts). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));

/** Opens Statistics from the header, mid-game: nothing of everyone's figures is there. */
async function expectNoSectionMidGame(page: Page) {
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await dialog(page, 'Statistics').locator('.figure').first().waitFor();
  await settle(page);
  expect(await dialog(page, 'Statistics').textContent()).not.toMatch(/everyone/i);
  await page.keyboard.press('Escape');
  await dialog(page, 'Statistics').waitFor({ state: 'detached' });
}

/**
 * The player's page loaded again in a theme and palette kept as their own (as the accessibility
 * test switches them), with Statistics opened from the header on the day's figures.
 */
async function showInLook(page: Page, look: Look) {
  await keepLook(page, look);
  await page.reload();
  await page.getByRole('group', { name: 'Row 1' }).waitFor();
  expect(
    await page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.palette]),
  ).toEqual([look.theme, look.highContrast ? 'high-contrast' : 'standard']);
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await section(page).locator('p').first().waitFor();
}

/** The section lies within the screen and within the dialog, with nothing wider than its box. */
async function expectFits(page: Page, viewport: { width: number; height: number }) {
  const layout = await section(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const dialogBox = element.closest('[role="dialog"]')?.getBoundingClientRect();
    const inside = [...element.querySelectorAll('*')].map((child) => child.getBoundingClientRect());
    return {
      left: box.left,
      right: box.right,
      dialogLeft: dialogBox?.left ?? Number.NaN,
      dialogRight: dialogBox?.right ?? Number.NaN,
      overflow: element.scrollWidth - element.clientWidth,
      widest: Math.max(...inside.filter((rect) => rect.width > 1).map((rect) => rect.right)),
      pageWidth: document.documentElement.scrollWidth,
    };
  });
  expect(layout.left).toBeGreaterThanOrEqual(layout.dialogLeft);
  expect(layout.right).toBeLessThanOrEqual(layout.dialogRight);
  expect(layout.overflow).toBeLessThanOrEqual(0);
  expect(layout.widest).toBeLessThanOrEqual(layout.right + 0.5);
  expect(layout.pageWidth).toBeLessThanOrEqual(viewport.width);
}

describe('everyone today', () => {
  it(
    'shows two players who finished today (a win in 3, a loss) each counted in the other’s figures',
    { timeout: 180_000 },
    async () => {
      const upright = PHONE;
      const sideways = { width: PHONE.height, height: PHONE.width };
      const winner = await session.player({ viewport: upright, clock: true });
      const loser = await session.player({ viewport: sideways, clock: true });
      // The loser plays in the dark theme with the high-contrast palette.
      await keepLook(loser.page, { theme: 'dark', highContrast: true });
      await loser.page.reload();
      await loser.page.getByRole('group', { name: 'Row 1' }).waitFor();
      await watchLayoutShifts(winner.page);
      await watchLayoutShifts(loser.page);
      const winnerAsked = statsRequests(winner.page);
      const loserAsked = statsRequests(loser.page);
      const [first, second, ...losing] = randomWords(9);
      const gameNumber = await todaysGameNumber();
      const before = await figures(gameNumber);

      // Mid-game: nothing of it, in Statistics or on the network.
      for (const [i, word] of [first ?? '', second ?? ''].entries()) {
        await submitGuess(winner.page, word);
        await waitForRowRevealed(winner.page, i + 1);
      }
      await expectNoSectionMidGame(winner.page);
      for (const [i, word] of losing.slice(0, 6).entries()) {
        await submitGuess(loser.page, word);
        await waitForRowRevealed(loser.page, i + 1);
      }
      await expectNoSectionMidGame(loser.page);
      expect(winnerAsked).toEqual([]);
      expect(loserAsked).toEqual([]);

      // Both finish, their clocks held: Statistics opens 2 s after each end, once both are counted.
      await pauseClock(winner.page);
      await pauseClock(loser.page);
      await submitGuess(winner.page, TODAYS_WORD);
      await submitGuess(loser.page, losing[6] ?? '');
      expect(winnerAsked).toEqual([]);
      expect(loserAsked).toEqual([]);
      await expect
        .poll(async () => (await figures(gameNumber)).players, { timeout: 15_000, interval: 250 })
        .toBe(before.players + 2);
      const after = await figures(gameNumber);
      expect(after.distribution['3']).toBe(before.distribution['3'] + 1);
      expect(after.distribution.X).toBe(before.distribution.X + 1);

      for (const { page } of [winner, loser]) {
        await settle(page);
        await page.clock.runFor(10_000);
        await dialog(page, 'Statistics').waitFor();
        await section(page).locator('p').first().waitFor();
      }
      await expectRowResults(winner.page, 3, TODAYS_WORD, ALL_CORRECT);
      expect(winnerAsked).toHaveLength(1);
      expect(loserAsked).toHaveLength(1);
      expect(winnerAsked[0]).toMatch(new RegExp(`/api/stats/daily/${gameNumber}\\?timezone=UTC$`));

      const wonShare = Math.round((100 * after.won) / after.players);
      const summary = `${after.players.toLocaleString('en-US')} players finished game ${gameNumber}; ${wonShare} % won.`;

      // The winner: the loser counted, their own bar (3) lit, the share they did better than.
      expect(await text(section(winner.page))).toContain(summary);
      expect(await barCount(winner.page, 'X')).toBe(after.distribution.X);
      expect(await barCount(winner.page, '3')).toBe(after.distribution['3']);
      expect(await section(winner.page).getByTestId('everyone-bar-3').getAttribute('class')).toContain('current');
      expect(await section(winner.page).locator('.distribution-bar.current').count()).toBe(1);
      expect(await text(section(winner.page))).toContain(`You did better than ${betterThan(after, '3')} % of players.`);
      expect(await text(section(winner.page))).not.toContain('did not find it either');
      // The same facts as text, for screen readers.
      expect(await text(section(winner.page).getByRole('listitem').nth(2))).toContain(
        `3 guesses: ${after.distribution['3']} ${after.distribution['3'] === 1 ? 'player' : 'players'} (your result)`,
      );

      // The loser: the winner counted, their X lit, how many lost too.
      expect(await text(section(loser.page))).toContain(summary);
      expect(await barCount(loser.page, '3')).toBe(after.distribution['3']);
      expect(await section(loser.page).getByTestId('everyone-bar-X').getAttribute('class')).toContain('current');
      expect(await section(loser.page).locator('.distribution-bar.current').count()).toBe(1);
      expect(await text(section(loser.page))).toContain(
        `${after.distribution.X} of ${after.players} players did not find it either.`,
      );
      expect(await text(section(loser.page))).not.toContain('better than');

      // The figures came after Statistics had opened, and moved nothing on screen.
      expect(await layoutShifts(winner.page)).toBe(0);
      expect(await layoutShifts(loser.page)).toBe(0);

      // Nothing to fix, on a phone held upright (light) and sideways (dark, high contrast). The
      // clocks run again: axe waits on the page's timers.
      for (const [page, viewport] of [
        [winner.page, upright],
        [loser.page, sideways],
      ] as const) {
        await page.clock.resume();
        await expectFits(page, viewport);
        expect(await auditAccessibility(page), `the section at ${viewport.width}x${viewport.height}`).toEqual([]);
      }

      // Opened again, Statistics asks again.
      await winner.page.keyboard.press('Escape');
      await dialog(winner.page, 'Statistics').waitFor({ state: 'detached' });
      await winner.page.getByRole('button', { name: 'Statistics', exact: true }).click();
      await section(winner.page).locator('p').first().waitFor();
      await expect.poll(() => winnerAsked.length).toBe(2);
      expect(await text(section(winner.page))).toContain(summary);

      // Each player's section in every theme with every palette, on a phone held upright and
      // sideways: it fits, and axe finds nothing.
      for (const [who, { page }] of [
        ['the winner', winner],
        ['the loser', loser],
      ] as const) {
        for (const look of LOOKS) {
          await showInLook(page, look);
          for (const viewport of [upright, sideways]) {
            await page.setViewportSize(viewport);
            // On screen, so axe weighs its colours against what is really behind them.
            await section(page).scrollIntoViewIfNeeded();
            const where = `${who}'s section, ${look.theme}${look.highContrast ? ', high contrast' : ''}, ${viewport.width}x${viewport.height}`;
            await expectFits(page, viewport);
            expect(await auditAccessibility(page), where).toEqual([]);
          }
        }
      }
    },
  );
});
