import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startNginx } from '../../stack/nginx-server.mjs';
import { waitUntilServing, type Service } from '../../stack/processes.mjs';
import { PROJECT_ROOT } from '../../stack/settings.mjs';
import { browserSession } from './support/browser-session.js';
import { messageText, pauseClock, playRow, rowState, settle, typeWord } from './support/game-page.js';
import { runPuzzleCommand, todayInUtc } from './support/puzzle-command.js';
import { TIME_ZONE, TODAYS_WORD } from './support/stack-settings.js';

const session = browserSession();

const STREAM = ['absent', 'present', 'absent', 'present', 'present', 'absent'] as const;
const EMPTY_ROW = ['1st', '2nd', '3rd', '4th', '5th', '6th'].map((ordinal) => `${ordinal} letter, empty`);

interface Saved {
  date: string;
  gameNumber: number;
  guesses: string[];
}
const savedGame = (page: import('playwright-core').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('hexle.gameState') ?? 'null') as Saved | null);

describe('the day changes at midnight', () => {
  it("starts a new, empty game when the player's clock passes midnight", async () => {
    const today = todayInUtc();
    const { page } = await session.player({ clockTime: new Date(`${today}T23:59:20Z`) });
    await playRow(page, 1, 'STREAM', [...STREAM]);
    expect((await savedGame(page))?.date).toBe(today);

    const newDay = page.waitForRequest((request) => request.url().includes('/api/daily-word'));
    await page.clock.fastForward('01:00');
    await newDay;
    await expect.poll(() => rowState(page, 1)).toEqual(EMPTY_ROW);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await expect.poll(async () => (await savedGame(page))?.date).toBe(tomorrow);
    expect(await page.getByRole('button', { name: 'T, present' }).count()).toBe(0);
    await typeWord(page, 'PL');
    expect((await rowState(page, 1))[0]).toBe('1st letter, P');
  });
});

describe('a saved game the server no longer plays', () => {
  it("shows 'Game state out of sync. Refreshing...' and reloads 1.5 s later into today's game", async () => {
    const { page } = await session.player({ clock: true });
    await expect.poll(async () => (await savedGame(page))?.gameNumber ?? null).not.toBeNull();
    const current = await savedGame(page);
    if (!current) throw new Error('The game was not saved');
    // Written on a page of the same site that runs no game (the health check's JSON), so the
    // game cannot save its own state over it, however slow the machine.
    await page.goto('/api/health');
    await page.evaluate((stale) => localStorage.setItem('hexle.gameState', JSON.stringify(stale)), {
      ...current,
      gameNumber: current.gameNumber - 1,
    });
    await page.goto('/');
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await pauseClock(page);

    await typeWord(page, 'STREAM');
    const checked = page.waitForResponse((response) => response.url().includes('/api/check-guess'));
    await page.keyboard.press('Enter');
    const response = await checked;
    expect(response.status()).toBe(409);
    expect(((await response.json()) as { code: string }).code).toBe('game_number_mismatch');
    await expect.poll(() => messageText(page)).toBe('Game state out of sync. Refreshing...');
    await settle(page);

    let reloaded = false;
    page.once('load', () => {
      reloaded = true;
    });
    await page.clock.runFor(1499);
    await settle(page);
    expect(reloaded).toBe(false);
    const load = page.waitForEvent('load');
    await page.clock.runFor(1);
    await load;
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await page.clock.resume();
    await playRow(page, 1, 'STREAM', [...STREAM]);
    expect((await savedGame(page))?.gameNumber).toBe(current.gameNumber);
  });
});

describe("today's word replaced by an operator during a game", () => {
  const { apiUrl, databaseUrl } = inject('stack');
  const today = todayInUtc();

  /** The word the API judges today's game against, once its cache has read the operator's pin. */
  async function servedWord(gameNumber: number, word: string): Promise<boolean> {
    const reply = await fetch(`${apiUrl}/api/check-guess`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guess: word, game_number: gameNumber, timezone: TIME_ZONE }),
    });
    return ((await reply.json()) as { is_winner?: boolean }).is_winner === true;
  }

  async function pinToday(word: string, gameNumber: number): Promise<void> {
    runPuzzleCommand(databaseUrl, [
      'pin',
      today,
      word,
      '--force',
      '--allow-repeat',
      '--reason',
      'browser test: a word replaced',
    ]);
    await expect.poll(() => servedWord(gameNumber, word), { timeout: 15_000 }).toBe(true);
  }

  it("starts the game again with 'Game state out of sync. Refreshing...' instead of judging it against two words", async () => {
    const { page } = await session.player({ clock: true });
    await playRow(page, 1, 'STREAM', [...STREAM]);
    const saved = await savedGame(page);
    if (!saved) throw new Error('The game was not saved');
    await pinToday('GARDEN', saved.gameNumber);
    try {
      await pauseClock(page);
      await typeWord(page, 'CASTLE');
      const checked = page.waitForResponse((response) => response.url().includes('/api/check-guess'));
      await page.keyboard.press('Enter');
      const response = await checked;
      expect(response.status()).toBe(409);
      expect(((await response.json()) as { code: string }).code).toBe('answer_changed');
      await expect.poll(() => messageText(page)).toBe('Game state out of sync. Refreshing...');
      const load = page.waitForEvent('load');
      await page.clock.runFor(1500);
      await load;
      await page.getByRole('group', { name: 'Row 1' }).waitFor();
      await page.clock.resume();
      await expect.poll(() => rowState(page, 1)).toEqual(EMPTY_ROW);
      // The new game is judged against the new word from its first guess.
      await playRow(page, 1, 'STREAM', ['absent', 'absent', 'correct', 'present', 'present', 'absent']);
    } finally {
      await pinToday(TODAYS_WORD, saved.gameNumber);
    }
  });
});

describe('the API is down', () => {
  let nginx: Service;
  const port = inject('stack').webPort + 1;

  beforeAll(async () => {
    const dir = path.join(PROJECT_ROOT, 'e2e/results/nginx-api-down');
    mkdirSync(dir, { recursive: true });
    // The web server as deployed, in front of an API address where nothing listens.
    nginx = startNginx({
      dir,
      listenPort: port,
      apiUpstream: '127.0.0.1:9',
      webRoot: path.join(PROJECT_ROOT, 'frontend/dist'),
      env: {},
    });
    await waitUntilServing(`http://127.0.0.1:${port}/`, nginx, 10_000);
  });
  afterAll(async () => {
    await nginx.stop('SIGQUIT');
  });

  it("shows 'Failed to load daily puzzle' and leaves it there", async () => {
    const { page } = await session.player({ clock: true, baseUrl: `http://localhost:${port}` });
    await expect.poll(() => messageText(page)).toBe('Failed to load daily puzzle');
    await settle(page);
    await page.clock.runFor(30_000);
    expect(await messageText(page)).toBe('Failed to load daily puzzle');
    expect(await rowState(page, 1)).toEqual(EMPTY_ROW);
  });

  it('answers API calls with a JSON error the game can show', async () => {
    const response = await fetch(`http://localhost:${port}/api/daily-word?timezone=UTC`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      error: 'The game server is not available. Please try again in a moment.',
      code: 'unavailable',
    });
  });
});
