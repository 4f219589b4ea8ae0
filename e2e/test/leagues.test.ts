import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditAccessibility } from './support/axe.js';
import { PHONE } from './support/browser.js';
import { browserSession } from './support/browser-session.js';
import { dialog } from './support/game-page.js';
import { keepLook, LOOKS } from './support/looks.js';
import { playAndPost } from './support/league-play.js';
import { TODAYS_WORD } from './support/stack-settings.js';
import { PROJECT_ROOT } from '../../stack/settings.mjs';

const session = browserSession();
const UPRIGHT = PHONE;
const SIDEWAYS = { width: PHONE.height, height: PHONE.width };

/** Words of the answers list, today's word left out: guesses the server judges, none of them a win. */
function randomWords(count: number): string[] {
  const words = readFileSync(path.join(PROJECT_ROOT, 'prisma/words/answers.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toUpperCase())
    .filter((word) => /^[A-Z]{6}$/.test(word) && word !== TODAYS_WORD);
  const drawn = new Set<string>();
  while (drawn.size < count) drawn.add(words[Math.floor(Math.random() * words.length)] ?? TODAYS_WORD);
  return [...drawn];
}

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Opens the league's link: the join screen for a stranger, the board for a member. */
async function openLink(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole('group', { name: 'Row 1' }).waitFor();
}

async function expectAxeClean(page: Page) {
  expect(await auditAccessibility(page)).toEqual([]);
}

/** The open dialog lies within the screen, and nothing in it is wider than it. */
async function expectFits(page: Page, name: string, viewport: { width: number; height: number }) {
  const layout = await dialog(page, name).evaluate((element) => ({
    overflow: element.scrollWidth - element.clientWidth,
    right: element.getBoundingClientRect().right,
    pageWidth: document.documentElement.scrollWidth,
  }));
  expect(layout.overflow).toBeLessThanOrEqual(0);
  expect(layout.right).toBeLessThanOrEqual(viewport.width);
  expect(layout.pageWidth).toBeLessThanOrEqual(viewport.width);
}

/** A member joins through the link: the join screen shows the league and its members, axe clean. */
async function join(page: Page, link: string, league: string, name: string, members: string[]) {
  await openLink(page, link);
  const screen = dialog(page, league);
  await screen.getByRole('list', { name: 'Members' }).waitFor();
  expect(await screen.getByRole('list', { name: 'Members' }).getByRole('listitem').allTextContents()).toEqual(members);
  await expectAxeClean(page);
  await screen.getByLabel(/Your name in this league/).fill(name);
  await screen.getByRole('button', { name: 'Join league' }).click();
  await screen.getByRole('table', { name: /This week/ }).waitFor();
  await page.keyboard.press('Escape');
  await screen.waitFor({ state: 'detached' });
}

/** Today's results on the board as the page shows them: each member's name and score, and whether a grid is shown. */
async function todaysResults(board: Locator) {
  const items = board.getByRole('list', { name: "Today's results" }).getByRole('listitem');
  const rows: { name: string; score: string; grid: boolean }[] = [];
  for (const item of await items.all()) {
    rows.push({
      name: await text(item.locator('.league-name')),
      score: await text(item.locator('.league-score')),
      grid: (await item.getByRole('img').count()) === 1,
    });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** A standings table's rows: player, played, won, average, streak. */
async function standings(board: Locator, name: RegExp) {
  const rows = board.getByRole('table', { name }).locator('tbody tr');
  const read: string[][] = [];
  for (const row of await rows.all()) read.push(await row.locator('th, td').allTextContents());
  return read.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

describe('leagues', () => {
  it(
    'one starts a league, two join by its link; results post themselves, proven, with no grid before one finishes',
    { timeout: 240_000 },
    async () => {
      const league = `Lunch ${Math.random().toString(36).slice(2, 8)}`;
      const ada = await session.player({ viewport: UPRIGHT });
      const ben = await session.player({ viewport: SIDEWAYS });
      const cy = await session.player({ viewport: UPRIGHT });

      // Ada starts it from Statistics.
      await ada.page.getByRole('button', { name: 'Statistics', exact: true }).click();
      await dialog(ada.page, 'Statistics').getByRole('button', { name: 'Leagues' }).click();
      const start = dialog(ada.page, 'Leagues');
      await start.getByLabel(/League name/).fill(league);
      await start.getByLabel(/Your name in it/).fill('Ada');
      await start.getByRole('button', { name: 'Start league' }).click();
      const adaBoard = dialog(ada.page, league);
      const link = await adaBoard.getByLabel('Send this link to friends to join').inputValue();
      expect(link).toMatch(/\/\?league=[A-Za-z0-9_-]{16}$/);
      const id = new URL(link).searchParams.get('league') ?? '';
      // The member token stays in the browser's storage, never in the link.
      const stored = await ada.page.evaluate(
        () => JSON.parse(localStorage.getItem('hexle.leagues') ?? '[]') as unknown,
      );
      expect(stored).toEqual([expect.objectContaining({ id, name: league })]);
      expect(link).not.toContain((stored as { member_token: string }[])[0]?.member_token);
      await ada.page.keyboard.press('Escape');
      await adaBoard.waitFor({ state: 'detached' });

      const address = `/?league=${id}`;
      await join(ben.page, address, league, 'Ben', ['Ada']);
      await keepLook(cy.page, { theme: 'dark', highContrast: true });
      await join(cy.page, address, league, 'Cy', ['Ada', 'Ben']);

      // Ada wins in 3, Ben loses: each result posted by the page at the game's end.
      const [first, second, ...losing] = randomWords(9);
      await playAndPost(ada.page, [first ?? '', second ?? '', TODAYS_WORD]);
      await playAndPost(ben.page, losing.slice(0, 7));

      // Cy has not finished: who finished and their counts, but no grid.
      await openLink(cy.page, address);
      const cyBoard = dialog(cy.page, league);
      await cyBoard.getByRole('list', { name: "Today's results" }).waitFor();
      expect(await text(cyBoard.locator('.league-note').first())).toContain('2 of 3 finished');
      expect(await todaysResults(cyBoard)).toEqual([
        { name: 'Ada', score: '3/7', grid: false },
        { name: 'Ben', score: 'X/7', grid: false },
      ]);
      expect(await cyBoard.locator('.league-grid').count()).toBe(0);
      await expectFits(cy.page, league, UPRIGHT);
      await expectAxeClean(cy.page);

      // A result forged from the console (a made-up proof) is refused, and nothing is stored.
      const forged = await cy.page.evaluate(async (leagueId) => {
        const [membership] = JSON.parse(localStorage.getItem('hexle.leagues') ?? '[]') as { member_token: string }[];
        const today = (await (await fetch('/api/daily-word?timezone=UTC')).json()) as { game_number: number };
        const reply = await fetch(`/api/leagues/${leagueId}/results`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            member_token: membership?.member_token,
            game_number: today.game_number,
            guesses: ['GARDEN', 'SILVER', 'PLANET'],
            proof: 'v1.made-up-proof-of-two-guesses',
            timezone: 'UTC',
          }),
        });
        return { status: reply.status, body: (await reply.json()) as { code?: string } };
      }, id);
      expect(forged.status).toBe(422);
      expect(forged.body.code).toBe('guesses_unproven');
      await cy.page.keyboard.press('Escape');
      await cyBoard.waitFor({ state: 'detached' });

      // Cy finishes (a win in 2), opens the board again: every grid, and standings that agree.
      await playAndPost(cy.page, [losing[0] ?? '', TODAYS_WORD]);
      await openLink(cy.page, address);
      await cyBoard.getByRole('list', { name: "Today's results" }).waitFor();
      expect(await todaysResults(cyBoard)).toEqual([
        { name: 'Ada', score: '3/7', grid: true },
        { name: 'Ben', score: 'X/7', grid: true },
        { name: 'Cy', score: '2/7', grid: true },
      ]);
      const adaGrid = await cyBoard
        .getByRole('listitem')
        .filter({ hasText: 'Ada' })
        .getByRole('img')
        .getAttribute('aria-label');
      expect(adaGrid).toMatch(/^Row 1: .*\. Row 2: .*\. Row 3: correct correct correct correct correct correct$/);
      // No letter of the word anywhere on the board.
      expect(await text(cyBoard)).not.toContain(TODAYS_WORD);
      const expected = [
        ['Ada', '1', '1', '3', '1'],
        ['Ben', '1', '0', '–', '0'],
        ['Cy', '1', '1', '2', '1'],
      ];
      expect(await standings(cyBoard, /This week/)).toEqual(expected);
      expect(await standings(cyBoard, /All time/)).toEqual(expected);

      // Ada's board, reopened, shows Cy's result too.
      await openLink(ada.page, address);
      await expect
        .poll(async () => (await todaysResults(dialog(ada.page, league))).map((row) => row.score))
        .toEqual(['3/7', 'X/7', '2/7']);

      // The board is axe clean in every theme and palette, upright and sideways.
      for (const look of LOOKS) {
        await keepLook(cy.page, look);
        await openLink(cy.page, address);
        await cyBoard.getByRole('list', { name: "Today's results" }).waitFor();
        await expectAxeClean(cy.page);
      }
      await cy.page.setViewportSize(SIDEWAYS);
      await expectFits(cy.page, league, SIDEWAYS);
      await expectAxeClean(cy.page);
    },
  );
});
