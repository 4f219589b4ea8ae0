import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditAccessibility } from './support/axe.js';
import { browserSession } from './support/browser-session.js';
import {
  ALL_CORRECT,
  dialog,
  messageText,
  playRow,
  rowState,
  statisticsFigures,
  submitGuess,
  waitForRowRevealed,
} from './support/game-page.js';
import { runPuzzleCommand, todayInUtc } from './support/puzzle-command.js';

const session = browserSession();
const DAY_MS = 86_400_000;

/** Yesterday's game and the one before, pinned so the tests know their answers. */
const WIN_WORD = 'GARDEN';
const LOSS_WORD = 'BRIDGE';
let todaysNumber = 0;

beforeAll(async () => {
  const { databaseUrl, apiUrl } = inject('stack');
  const reply = await fetch(`${apiUrl}/api/daily-word?timezone=UTC`);
  todaysNumber = ((await reply.json()) as { game_number: number }).game_number;
  const dayBefore = (days: number) => todayInUtc(new Date(Date.now() - days * DAY_MS));
  // Other files pin these words on nearby days too, in this run or in an earlier one on the same data.
  runPuzzleCommand(databaseUrl, ['pin', dayBefore(1), WIN_WORD, '--force', '--allow-repeat']);
  runPuzzleCommand(databaseUrl, ['pin', dayBefore(2), LOSS_WORD, '--force', '--allow-repeat']);
  // The API re-reads pinned words every second in the test stack.
  await new Promise((resolve) => setTimeout(resolve, 1500));
});

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

async function openLink(page: Page, search: string) {
  await page.goto(`/${search}`);
  await page.getByRole('region', { name: 'Which game' }).waitFor();
}

/** Statistics on today's page: the daily figures, and practice's apart (empty before any practice game). */
async function statisticsOnToday(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await statisticsFigures(page);
  const figures = await dialog(page, 'Statistics')
    .locator('.figure')
    .evaluateAll((elements) =>
      elements.map((el) => [
        el.closest('.practice-statistics') ? 'practice' : 'daily',
        el.querySelector('dt')?.textContent ?? '',
        el.querySelector('dd')?.textContent ?? '',
      ]),
    );
  await page.keyboard.press('Escape');
  const of = (kind: string) =>
    Object.fromEntries(figures.filter(([from]) => from === kind).map(([, dt, dd]) => [dt, dd]));
  return { ...of('daily'), practice: of('practice') };
}

describe('the archive', () => {
  it('plays an earlier game to a win and another to a loss, resumes after a reload, and leaves statistics alone', async () => {
    const { page } = await session.player();
    // Today's game is under way: archive play must not touch it either.
    await playRow(page, 1, 'STREAM', ['absent', 'present', 'absent', 'present', 'present', 'absent']);
    const todayBefore = await stored(page, 'hexle.gameState');
    const statisticsBefore = await statisticsOnToday(page);

    const won = todaysNumber - 1;
    await page.getByRole('button', { name: 'Archive' }).click();
    await dialog(page, 'Archive')
      .getByRole('link', { name: new RegExp(`^Game ${won}\\b`) })
      .click();
    await page.getByText(new RegExp(`^Archive: game ${won}, `)).waitFor();
    await expect.poll(() => page.getByRole('link', { name: "Back to today's game" }).count()).toBe(1);

    await playRow(page, 1, 'STREAM', ['absent', 'absent', 'correct', 'present', 'present', 'absent']);
    await page.reload();
    await page.getByText(new RegExp(`^Archive: game ${won}, `)).waitFor();
    expect((await rowState(page, 1)).join()).toContain('S, absent');
    await playRow(page, 2, WIN_WORD, ALL_CORRECT);
    await dialog(page, 'Statistics').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('region', { name: 'Which game' }).textContent()).toContain('Not counted');

    const lost = todaysNumber - 2;
    await openLink(page, `?game=${lost}`);
    // The board appears once the archive has confirmed the game.
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    const wrong = ['STREAM', 'CASTLE', 'FLOWER', 'GARDEN', 'SILVER', 'MARKET', 'LANCET'];
    for (const [i, word] of wrong.entries()) {
      await submitGuess(page, word);
      await waitForRowRevealed(page, i + 1);
    }
    await expect.poll(() => messageText(page), { timeout: 15_000 }).toBe(`The word was ${LOSS_WORD}`);

    await page.reload();
    await expect.poll(() => messageText(page)).toBe(`The word was ${LOSS_WORD}`);
    expect(await auditAccessibility(page), 'a lost archive game').toEqual([]);
    expect(await stored(page, 'hexle.gameState')).toBe(todayBefore);
    expect(await statisticsOnToday(page)).toEqual(statisticsBefore);
    expect(await rowState(page, 1)).toEqual(
      ['S', 'T', 'R', 'E', 'A', 'M'].map(
        (letter, i) =>
          `${['1st', '2nd', '3rd', '4th', '5th', '6th'][i]} letter, ${letter}, ${['absent', 'present', 'absent', 'present', 'present', 'absent'][i]}`,
      ),
    );

    await page.getByRole('button', { name: 'Archive' }).click();
    const list = dialog(page, 'Archive');
    await expect
      .poll(() => list.getByRole('link', { name: new RegExp(`^Game ${won}\\b`) }).textContent())
      .toContain('Won');
    expect(await list.getByRole('link', { name: new RegExp(`^Game ${lost}\\b`) }).textContent()).toContain('Lost');
  });

  it('says so for a game that is not in the archive', async () => {
    const { page } = await session.player();
    await openLink(page, `?game=${todaysNumber}`);
    await page.getByText(`Game ${todaysNumber} is not in the archive`, { exact: false }).waitFor();
    expect(await page.getByRole('group', { name: 'Row 1' }).count()).toBe(0);
  });
});

describe('challenges', () => {
  it('is made in one browser and solved in another, without the word in the link or the page', async () => {
    const { page: maker } = await session.player();
    await maker.getByRole('button', { name: 'Challenge a friend' }).click();
    const form = dialog(maker, 'Challenge a friend');
    await form.getByLabel('Your word').fill('silver');
    await form.getByRole('button', { name: 'Create link' }).click();
    const link = await form.getByLabel('Send this link to a friend').inputValue();
    expect(link).toMatch(/\/\?challenge=[A-Za-z0-9_-]{22}$/);
    expect(link.toUpperCase()).not.toContain('SILVER');

    const { page: friend } = await session.player();
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await friend.getByText("A friend's challenge").waitFor();
    await friend.getByRole('group', { name: 'Row 1' }).waitFor();
    expect((await friend.content()).toUpperCase()).not.toContain('SILVER');
    await playRow(friend, 1, 'STREAM', ['correct', 'absent', 'present', 'present', 'absent', 'absent']);
    await playRow(friend, 2, 'SILVER', ALL_CORRECT);
    await dialog(friend, 'Statistics').waitFor();
    expect(await statisticsFigures(friend)).toMatchObject({ Played: '0' });
  });

  it('shows its sender how friends did: proven results only, names only where shown, one a player', async () => {
    const { page: maker } = await session.player();
    await maker.getByRole('button', { name: 'Challenge a friend' }).click();
    const form = dialog(maker, 'Challenge a friend');
    await form.getByLabel('Your word').fill('silver');
    await form.getByRole('button', { name: 'Create link' }).click();
    const link = new URL(await form.getByLabel('Send this link to a friend').inputValue());
    const id = link.searchParams.get('challenge') ?? '';
    // The sender's token stays in the sender's browser: never in the link.
    const kept = JSON.parse((await stored(maker, 'hexle.challenges')) ?? '{}') as { sent: { sender_token: string }[] };
    expect(kept.sent[0]?.sender_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.href).not.toContain(kept.sent[0]?.sender_token ?? '-');

    const { page: friend } = await session.player();
    await friend.goto(link.pathname + link.search);
    // Playable once the server has vouched for the link (the banner says so).
    await friend.getByText('Not counted in your daily statistics.').waitFor();
    // A result forged from the console (a win at the first guess, never played) is refused.
    const forged = await friend.evaluate(async (challenge) => {
      const reply = await fetch(`/api/challenges/${challenge}/results`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ guesses: ['SILVER'], proof: 'v1.made-up', timezone: 'UTC' }),
      });
      return { status: reply.status, body: (await reply.json()) as { code?: string } };
    }, id);
    expect(forged).toEqual({ status: 422, body: expect.objectContaining({ code: 'guesses_unproven' }) as unknown });
    await playRow(friend, 1, 'STREAM', ['correct', 'absent', 'present', 'present', 'absent', 'absent']);
    await playRow(friend, 2, 'SILVER', ALL_CORRECT);
    const end = dialog(friend, 'Statistics').getByRole('region', { name: 'Tell your friend' });
    await end.getByLabel('Your name (optional)').fill('Ann');
    expect(await auditAccessibility(friend), "a challenge's end").toEqual([]);
    await end.getByRole('button', { name: 'Tell your friend' }).click();
    await end.getByText('Your friend can see how you did, with your name, Ann.').waitFor();

    // A second browser on the same network is the same player to the server: told so, not counted.
    const { page: again } = await session.player();
    await again.goto(link.pathname + link.search);
    await again.getByText('Not counted in your daily statistics.').waitFor();
    await playRow(again, 1, 'SILVER', ALL_CORRECT);
    const second = dialog(again, 'Statistics').getByRole('region', { name: 'Tell your friend' });
    await second.getByRole('button', { name: 'Tell your friend' }).click();
    await second
      .getByText('Your friend already has a result of this challenge from your network', { exact: false })
      .waitFor();

    await maker.reload();
    await maker.getByRole('button', { name: 'Challenge a friend' }).click();
    const sent = dialog(maker, 'Challenge a friend');
    await sent.getByRole('button', { name: 'How friends did with SILVER' }).click();
    await sent.getByText('1 friend told you how they did: 1 solved it.').waitFor();
    expect(await sent.getByRole('list', { name: 'Friends who showed their name' }).innerText()).toBe(
      'Ann: solved in 2 guesses',
    );
    expect(await sent.getByRole('list', { name: "Friends' guesses" }).getByLabel('2 guesses: 1').count()).toBe(1);
    expect(await auditAccessibility(maker), "a challenge's results").toEqual([]);
    // Nobody but the sender reads them: the friend, with the id alone, is refused.
    const peek = await friend.evaluate(async (challenge) => {
      const reply = await fetch(`/api/challenges/${challenge}/results?timezone=UTC`);
      return reply.status;
    }, id);
    expect(peek).toBe(403);
  });

  it('shows a friendly message for a broken link and for one that leads nowhere', async () => {
    const { page } = await session.player();
    await openLink(page, '?challenge=not-a-real-link');
    await page.getByText('This challenge link is broken', { exact: false }).waitFor();
    await openLink(page, `?challenge=${'A'.repeat(22)}`);
    await page.getByText('This challenge does not exist', { exact: false }).waitFor();
    expect(await auditAccessibility(page), 'an unknown challenge link').toEqual([]);
    await page.getByRole('link', { name: "Back to today's game" }).click();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
  });
});

describe('moving to another device', () => {
  it('moves statistics and practice from one browser to another with a transfer code, once', async () => {
    const { page: old } = await session.player();
    await playRow(old, 1, 'PLANET', ALL_CORRECT);
    await dialog(old, 'Statistics').waitFor();
    // Practice's figures as three finished practice games leave them.
    const practice = {
      gamesPlayed: 3,
      gamesWon: 2,
      guessDistribution: [0, 0, 1, 1, 0, 0, 0],
      finished: 'CHAIRSBAKINGLARGER',
    };
    await old.evaluate((kept) => localStorage.setItem('hexle.practiceStatistics', JSON.stringify(kept)), practice);
    await dialog(old, 'Statistics').getByRole('button', { name: 'Move to another device' }).click();
    const move = dialog(old, 'Move to another device');
    await move.getByRole('button', { name: 'Make a transfer code' }).click();
    const code = (await move.locator('.transfer-code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    const { page: fresh } = await session.player();
    expect(await statisticsOnToday(fresh)).toMatchObject({ Played: '0' });
    await fresh.getByRole('button', { name: 'Statistics', exact: true }).click();
    await dialog(fresh, 'Statistics').getByRole('button', { name: 'Move to another device' }).click();
    const receive = dialog(fresh, 'Move to another device');
    await receive.getByLabel('Transfer code from the other device').fill(code.toLowerCase().replace('-', ' '));
    await receive.getByRole('button', { name: 'Check code' }).click();
    await receive.getByText('Replacing this device').waitFor();
    expect(await receive.textContent()).toContain('1 played, 100% won');
    expect(await receive.textContent()).toContain('3 played, 67% won');
    // The page reloads once the record is in: wait for that load, not the one already done.
    const reloaded = fresh.waitForEvent('load');
    await receive.getByRole('button', { name: "Replace this device's record" }).click();
    await reloaded;
    await fresh.getByRole('group', { name: 'Row 1' }).waitFor();
    await expect.poll(() => rowState(fresh, 1)).toEqual(await rowState(old, 1));
    expect(await statisticsOnToday(fresh)).toMatchObject({
      Played: '1',
      'Current Streak': '1',
      practice: { Played: '3', 'Win %': '67' },
    });
    // With the words finished, so the next practice game is another.
    expect(await fresh.evaluate(() => localStorage.getItem('hexle.practiceStatistics'))).toBe(JSON.stringify(practice));

    // The same code a second time, through the link form.
    const { page: third } = await session.player();
    await third.goto(`/?transfer=${code}`);
    const again = dialog(third, 'Move to another device');
    await again.getByRole('button', { name: 'Check code' }).click();
    await again.getByText('already been used', { exact: false }).waitFor();
    expect(await statisticsOnToday(third)).toMatchObject({ Played: '0' });
  });
});
