import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditAccessibility } from './support/axe.js';
import { browserSession } from './support/browser-session.js';
import { dialog } from './support/game-page.js';
import { playAndPost } from './support/league-play.js';
import { TODAYS_WORD } from './support/stack-settings.js';

// Leagues after joining: renaming, leaving, being removed, the ten leagues a browser may be in,
// and memberships carried to another device by a transfer code.

const session = browserSession();

const leagueName = (what: string) => `${what} ${Math.random().toString(36).slice(2, 8)}`;

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Opens a league's link: the join screen for a stranger, the board for a member. */
async function openLink(page: Page, id: string) {
  await page.goto(`/?league=${id}`);
  await page.getByRole('group', { name: 'Row 1' }).waitFor();
}

/** Opens a member's board by the league's link, and waits for it to be read. */
async function openBoard(page: Page, id: string, league: string): Promise<Locator> {
  await openLink(page, id);
  const board = dialog(page, league);
  await board.getByRole('table', { name: /This week/ }).waitFor();
  return board;
}

/** Starts a league from Statistics, as a player does; answers its id. */
async function startLeague(page: Page, league: string, memberName: string): Promise<string> {
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await dialog(page, 'Statistics').getByRole('button', { name: 'Leagues' }).click();
  const start = dialog(page, 'Leagues');
  await start.getByLabel(/League name/).fill(league);
  await start.getByLabel(/Your name in it/).fill(memberName);
  await start.getByRole('button', { name: 'Start league' }).click();
  const link = await dialog(page, league).getByLabel('Send this link to friends to join').inputValue();
  return new URL(link).searchParams.get('league') ?? '';
}

/** Joins by the link, through the join screen. */
async function join(page: Page, id: string, league: string, memberName: string) {
  await openLink(page, id);
  const screen = dialog(page, league);
  await screen.getByLabel(/Your name in this league/).fill(memberName);
  await screen.getByRole('button', { name: 'Join league' }).click();
  await screen.getByRole('table', { name: /This week/ }).waitFor();
}

/** Opens 'Move to another device' from Statistics (opening Statistics first unless it is open). */
async function moveDialog(page: Page): Promise<Locator> {
  const statistics = dialog(page, 'Statistics');
  if (!(await statistics.isVisible())) await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await statistics.getByRole('button', { name: 'Move to another device' }).click();
  return dialog(page, 'Move to another device');
}

/** Makes a transfer code on this device, as a player does; answers it. */
async function makeTransferCode(page: Page): Promise<string> {
  const move = await moveDialog(page);
  await move.getByRole('button', { name: 'Make a transfer code' }).click();
  return (await move.locator('.transfer-code').textContent()) ?? '';
}

/** Enters a transfer code on this device and checks it; answers the dialog, its changes listed. */
async function checkTransferCode(page: Page, code: string): Promise<Locator> {
  const receive = await moveDialog(page);
  await receive.getByLabel('Transfer code from the other device').fill(code);
  await receive.getByRole('button', { name: 'Check code' }).click();
  await receive.getByText('Replacing this device').waitFor();
  return receive;
}

/** The players named in a standings table, sorted. */
async function players(board: Locator, caption: RegExp): Promise<string[]> {
  return (await board.getByRole('table', { name: caption }).locator('tbody th').allTextContents()).sort();
}

/** A standings table's rows: player, played, won, average, streak. */
async function standings(board: Locator, caption: RegExp): Promise<string[][]> {
  const read: string[][] = [];
  for (const row of await board.getByRole('table', { name: caption }).locator('tbody tr').all())
    read.push(await row.locator('th, td').allTextContents());
  return read.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** No axe violation on the page as it is (the league's screens are dialogs over the game). */
async function expectAxeClean(page: Page) {
  expect(await auditAccessibility(page)).toEqual([]);
}

/** The browser's stored memberships. */
const stored = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('hexle.leagues') ?? '[]') as {
        id: string;
        member_token: string;
        member_id: string;
      }[],
  );

/** Leagues started and joined through the API from the page (not kept in its storage): for a quick setup. */
function leagueApi(page: Page) {
  const call = (path: string, body: object) =>
    page.evaluate(
      async ({ path, body }) => {
        const reply = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...body, timezone: 'UTC' }),
        });
        if (reply.status !== 201) throw new Error(`${path} answered ${reply.status}: ${await reply.text()}`);
        return (await reply.json()) as { id?: string; member_token: string; member_id: string };
      },
      { path, body },
    );
  return {
    start: async (name: string, memberName: string) =>
      (await call('/api/leagues', { name, member_name: memberName })) as {
        id: string;
        member_token: string;
        member_id: string;
      },
    join: (id: string, memberName: string) => call(`/api/leagues/${id}/members`, { member_name: memberName }),
  };
}

describe('league membership', () => {
  it(
    'a member renames itself (a taken name refused, shown), leaves, and the creator removes another',
    { timeout: 180_000 },
    async () => {
      const league = leagueName('Rename');
      const ada = await session.player();
      const ben = await session.player();
      const cy = await session.player();
      const id = await startLeague(ada.page, league, 'Ada');
      await join(ben.page, id, league, 'Ben');
      await join(cy.page, id, league, 'Cy');

      // Ben renames itself from the board: Cy's name (in any case) is refused, with the reason shown.
      let benBoard = await openBoard(ben.page, id, league);
      const rename = benBoard.getByLabel('Your name in this league');
      expect(await rename.inputValue()).toBe('Ben');
      await rename.fill('cy');
      await benBoard.getByRole('button', { name: 'Rename' }).click();
      await expect
        .poll(() => text(benBoard.getByRole('alert')))
        .toBe('Another member of this league has this name: choose another');
      expect(await players(benBoard, /This week/)).toEqual(['Ada', 'Ben', 'Cy']);
      await expectAxeClean(ben.page);
      await rename.fill('Benny');
      await benBoard.getByRole('button', { name: 'Rename' }).click();
      await expect.poll(() => players(benBoard, /This week/)).toEqual(['Ada', 'Benny', 'Cy']);
      expect(await benBoard.getByRole('alert').count()).toBe(0);
      // The others see the new name.
      const adaBoard = await openBoard(ada.page, id, league);
      expect(await players(adaBoard, /This week/)).toEqual(['Ada', 'Benny', 'Cy']);
      expect(await players(adaBoard, /All time/)).toEqual(['Ada', 'Benny', 'Cy']);
      expect(await adaBoard.getByRole('region', { name: 'Members' }).getByRole('listitem').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('Benny')]),
      );
      // The creator's board, with its Members part and their Remove buttons.
      await adaBoard.getByRole('button', { name: 'Remove Cy' }).waitFor();
      await expectAxeClean(ada.page);
      const cyBoard = await openBoard(cy.page, id, league);
      expect(await players(cyBoard, /This week/)).toEqual(['Ada', 'Benny', 'Cy']);

      // Cy leaves: gone from its own list of leagues, and from the others' board.
      await cyBoard.getByRole('button', { name: 'Leave this league' }).click();
      await cyBoard.getByRole('button', { name: 'Yes, leave' }).click();
      const cyLeagues = dialog(cy.page, 'Leagues');
      await cyLeagues.getByRole('button', { name: 'Start league' }).waitFor();
      expect(await cyLeagues.getByRole('list', { name: 'Your leagues' }).count()).toBe(0);
      // The list of leagues with the form to start one.
      await expectAxeClean(cy.page);
      expect(await stored(cy.page)).toEqual([]);
      // Its link now opens the join screen, without Cy among the members.
      await openLink(cy.page, id);
      const joinScreen = dialog(cy.page, league);
      await joinScreen.getByRole('button', { name: 'Join league' }).waitFor();
      expect(await joinScreen.getByRole('list', { name: 'Members' }).getByRole('listitem').allTextContents()).toEqual([
        'Ada',
        'Benny',
      ]);
      await openBoard(ada.page, id, league);
      expect(await players(adaBoard, /This week/)).toEqual(['Ada', 'Benny']);
      expect(await adaBoard.getByRole('button', { name: 'Remove Cy' }).count()).toBe(0);

      // Only the creator has remove buttons.
      benBoard = await openBoard(ben.page, id, league);
      expect(await benBoard.getByRole('button', { name: /^Remove / }).count()).toBe(0);

      // Ada, the creator, removes Benny: gone from Ada's board at once.
      await adaBoard.getByRole('button', { name: 'Remove Benny' }).click();
      await expect.poll(() => players(adaBoard, /This week/)).toEqual(['Ada']);
      expect(await adaBoard.getByRole('button', { name: 'Remove Benny' }).count()).toBe(0);
      // Ben's board then says it is no longer a member, and its token is refused.
      await openLink(ben.page, id);
      benBoard = dialog(ben.page, league);
      await expect
        .poll(() => text(benBoard.getByRole('alert')))
        .toBe('This league is gone, or you are no longer in it.');
      expect(await benBoard.getByRole('table').count()).toBe(0);
      await expectAxeClean(ben.page);
      const [membership] = await stored(ben.page);
      const refused = await ben.page.evaluate(
        async ({ id, token }) => {
          const reply = await fetch(`/api/leagues/${id}?timezone=UTC`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          return { status: reply.status, code: ((await reply.json()) as { code?: string }).code };
        },
        { id, token: membership?.member_token ?? '' },
      );
      expect(refused).toEqual({ status: 403, code: 'league_token_refused' });
      // Forgetting it drops it from Ben's leagues.
      await benBoard.getByRole('button', { name: 'Forget this league' }).click();
      await dialog(ben.page, 'Leagues').getByRole('button', { name: 'Start league' }).waitFor();
      expect(await stored(ben.page)).toEqual([]);
    },
  );

  it(
    'a browser is in at most 10 leagues: the 11th join is refused on the page, until it leaves one',
    { timeout: 180_000 },
    async () => {
      const dee = await session.player();
      const api = leagueApi(dee.page);
      // Eleven leagues started by someone else; this browser joins nine of them quickly, through the API.
      const leagues: { id: string; name: string }[] = [];
      for (let i = 1; i <= 11; i += 1) {
        const name = leagueName(`Ten ${i}`);
        leagues.push({ id: (await api.start(name, 'Host')).id, name });
      }
      const memberships = [];
      for (const { id, name } of leagues.slice(0, 9)) memberships.push({ id, name, ...(await api.join(id, 'Dee')) });
      await dee.page.evaluate((kept) => localStorage.setItem('hexle.leagues', JSON.stringify(kept)), memberships);
      const [tenth, eleventh] = leagues.slice(9) as [{ id: string; name: string }, { id: string; name: string }];

      // The tenth is joined on the page.
      await join(dee.page, tenth.id, tenth.name, 'Dee');
      await dee.page.getByRole('button', { name: 'All leagues' }).click();
      const list = dialog(dee.page, 'Leagues');
      expect(await list.getByRole('list', { name: 'Your leagues' }).getByRole('listitem').count()).toBe(10);
      // With ten, starting one is not offered either.
      expect(await list.getByRole('button', { name: 'Start league' }).count()).toBe(0);
      expect(await text(list)).toContain('You are in 10 leagues, as many as one browser may be in');
      await expectAxeClean(dee.page);

      // The eleventh link shows the league but refuses to join it, saying why.
      await openLink(dee.page, eleventh.id);
      const screen = dialog(dee.page, eleventh.name);
      await screen.getByRole('list', { name: 'Members' }).waitFor();
      expect(await text(screen)).toContain(
        'You are in 10 leagues, as many as one browser may be in: leave one to join another.',
      );
      expect(await screen.getByRole('button', { name: 'Join league' }).count()).toBe(0);
      expect(await screen.getByLabel(/Your name in this league/).count()).toBe(0);
      await expectAxeClean(dee.page);
      expect((await stored(dee.page)).map(({ id }) => id)).not.toContain(eleventh.id);

      // Once it leaves one, the eleventh can be joined.
      const board = await openBoard(dee.page, tenth.id, tenth.name);
      await board.getByRole('button', { name: 'Leave this league' }).click();
      await board.getByRole('button', { name: 'Yes, leave' }).click();
      await dialog(dee.page, 'Leagues').getByRole('button', { name: 'Start league' }).waitFor();
      await join(dee.page, eleventh.id, eleventh.name, 'Dee');
      expect((await stored(dee.page)).map(({ id }) => id)).toContain(eleventh.id);
    },
  );

  it(
    "a transfer code carries the browser's leagues: the board opens on the other device as the same member, with its results",
    { timeout: 180_000 },
    async () => {
      const league = leagueName('Move');
      const old = await session.player();
      const id = await startLeague(old.page, league, 'Ada');
      await leagueApi(old.page).join(id, 'Ben');
      const [ada] = await stored(old.page);
      await old.page.goto('/');
      await old.page.getByRole('group', { name: 'Row 1' }).waitFor();
      await playAndPost(old.page, ['GARDEN', TODAYS_WORD]);

      // A transfer code made on the old device, after the game.
      await dialog(old.page, 'Statistics').waitFor();
      const code = await makeTransferCode(old.page);
      expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

      // A fresh browser enters it.
      const fresh = await session.player();
      const receive = await checkTransferCode(fresh.page, code);
      // The page reloads once the record is in: wait for that load, not the one already done.
      const reloaded = fresh.page.waitForEvent('load');
      await receive.getByRole('button', { name: "Replace this device's record" }).click();
      await reloaded;
      await fresh.page.getByRole('group', { name: 'Row 1' }).waitFor();
      await expect.poll(async () => (await stored(fresh.page)).map(({ id }) => id)).toEqual([id]);
      expect((await stored(fresh.page))[0]).toMatchObject({
        member_token: ada?.member_token,
        member_id: ada?.member_id,
      });

      // The link opens the board, not the join screen: as Ada, the creator, with Ada's result.
      const board = await openBoard(fresh.page, id, league);
      expect(await board.getByLabel('Your name in this league').inputValue()).toBe('Ada');
      await board.getByRole('button', { name: 'Remove Ben' }).waitFor();
      const results = board.getByRole('list', { name: "Today's results" }).getByRole('listitem');
      expect(await results.count()).toBe(1);
      expect(await text(results.first())).toContain('Ada');
      expect(await text(results.first())).toContain('2/7');
      // Ada has finished, so the grid shows.
      expect(await results.first().getByRole('img').count()).toBe(1);
      expect(await standings(board, /This week/)).toEqual([
        ['Ada', '1', '1', '2', '1'],
        ['Ben', '0', '0', '–', '0'],
      ]);
      // The result was not sent twice, and nothing was refused.
      expect(await board.getByRole('alert').count()).toBe(0);
      expect(await board.getByRole('button', { name: 'Join league' }).count()).toBe(0);
    },
  );

  it(
    'a league the other device is in that cannot be reached at the transfer is offered again, not dropped',
    { timeout: 120_000 },
    async () => {
      const league = leagueName('Away');
      const old = await session.player();
      const id = await startLeague(old.page, league, 'Cy');
      await old.page.goto('/');
      await old.page.getByRole('group', { name: 'Row 1' }).waitFor();
      const code = await makeTransferCode(old.page);

      // The fresh browser's first question to the league fails (the network drops it).
      const fresh = await session.player();
      let refused = 0;
      await fresh.page.route(
        (url) => url.pathname === `/api/leagues/${id}`,
        async (route) => {
          if (route.request().method() === 'GET' && refused === 0) {
            refused += 1;
            return route.abort('internetdisconnected');
          }
          return route.fallback();
        },
      );
      const receive = await checkTransferCode(fresh.page, code);
      await receive.getByRole('button', { name: "Replace this device's record" }).click();
      const notYet = receive.getByRole('region', { name: 'Leagues not added yet' });
      await notYet.getByText('one of your leagues could not be reached just now').waitFor();
      expect(refused).toBe(1);
      expect(await stored(fresh.page)).toEqual([]);
      await expectAxeClean(fresh.page);

      // Asked again, it answers: the page reloads with the membership in.
      const reloaded = fresh.page.waitForEvent('load');
      await notYet.getByRole('button', { name: 'Try again' }).click();
      await reloaded;
      await fresh.page.getByRole('group', { name: 'Row 1' }).waitFor();
      await expect.poll(async () => (await stored(fresh.page)).map(({ id }) => id)).toEqual([id]);
      const board = await openBoard(fresh.page, id, league);
      expect(await board.getByLabel('Your name in this league').inputValue()).toBe('Cy');
    },
  );
});
