import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditAccessibility } from './support/axe.js';
import { browserSession } from './support/browser-session.js';
import { openGame, PHONE } from './support/browser.js';
import { keepLook, LOOKS } from './support/looks.js';
import { ALL_CORRECT, dialog, messageText, playRow, submitGuess, waitForRowRevealed } from './support/game-page.js';
import { practiceIdOf, practiceWordOf } from './support/practice-word.js';
import { runPuzzleCommand, todayInUtc } from './support/puzzle-command.js';
import { TODAYS_WORD } from './support/stack-settings.js';

const session = browserSession();
const DAY_MS = 86_400_000;
const SIDEWAYS = { width: PHONE.height, height: PHONE.width };

/** Yesterday's game, pinned so the archive test knows its answer. */
const ARCHIVE_WORD = 'GARDEN';
/** Guesses in the word list, never the answer of a game below unless named so. */
const GUESSES = ['STREAM', 'CASTLE', 'FLOWER', 'SILVER', 'MARKET'];
let yesterdaysNumber = 0;

beforeAll(async () => {
  const { databaseUrl, apiUrl } = inject('stack');
  const reply = await fetch(`${apiUrl}/api/daily-word?timezone=UTC`);
  yesterdaysNumber = ((await reply.json()) as { game_number: number }).game_number - 1;
  runPuzzleCommand(databaseUrl, [
    'pin',
    todayInUtc(new Date(Date.now() - DAY_MS)),
    ARCHIVE_WORD,
    '--force',
    '--allow-repeat',
  ]);
  // The API re-reads pinned words every second in the test stack.
  await new Promise((resolve) => setTimeout(resolve, 1500));
});

const HEADER_NAMES = [
  'How to play',
  'Archive',
  'Challenge a friend',
  'Practice',
  'Leagues',
  'Statistics',
  'Settings',
  'Dark theme',
];

const header = (page: Page) => page.locator('header.header');
const headerButton = (page: Page, name: string) =>
  header(page).getByRole(name === 'Practice' ? 'link' : 'button', { name, exact: true });

/** The headings of the Statistics dialog, in the order they are read. */
const statisticsHeadings = (page: Page) =>
  dialog(page, 'Statistics')
    .locator('h3')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ''));

/** Opens practice from the header and returns the game's word (read as the server does). */
async function openPractice(page: Page): Promise<string> {
  await headerButton(page, 'Practice').click();
  await page.getByRole('region', { name: 'Which game' }).getByText('Practice game').waitFor();
  const id = await practiceIdOf(page);
  await page.getByRole('group', { name: 'Row 1' }).waitFor();
  return practiceWordOf(inject('stack').databaseUrl, id);
}

/** Wins the game on the board in two guesses: a wrong one, then the word. */
async function winInTwo(page: Page, word: string) {
  const wrong = GUESSES.find((guess) => guess !== word) ?? 'STREAM';
  await submitGuess(page, wrong);
  await waitForRowRevealed(page, 1);
  await playRow(page, 2, word, ALL_CORRECT);
  await dialog(page, 'Statistics').waitFor();
}

const isHighlighted = (bar: Locator) => bar.evaluate((element) => element.classList.contains('current'));

/** The tooltip a header control shows: whether it is drawn, its text, and where it lies on the screen. */
async function tooltip(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element, '::after');
    const box = element.getBoundingClientRect();
    const width = parseFloat(style.width);
    const left =
      style.left === 'auto' ? box.right - parseFloat(style.right) - width : box.left + parseFloat(style.left);
    return {
      shown: style.display !== 'none' && style.visibility !== 'hidden',
      text: style.content.replace(/^"|"$/g, ''),
      left,
      right: left + width,
      colour: style.color,
      background: style.backgroundColor,
    };
  });
}

/** The WCAG contrast ratio of two `rgb()` colours. */
function contrast(one: string, other: string) {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The browser's own line for a reply with an error status (a page cannot silence it; see docs/game.md). */
const isNetworkLine = (message: ConsoleMessage) => message.text().startsWith('Failed to load resource:');

/** The page's own console errors from now on. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isNetworkLine(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Replaces `navigator.share` with one that records what it was asked to share. */
async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedLinks: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
}

/** Takes the share sheet away, as on a browser that has none. */
async function withoutShareSheet(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
}

const sharedUrls = (page: Page) =>
  page.evaluate(() => (window as unknown as { sharedLinks: ShareData[] }).sharedLinks.map((data) => data.url));

describe('Statistics after a game other than today’s', () => {
  it('lead with practice’s figures after practice, its result highlighted, above the fold on a phone', async () => {
    const { page } = await session.player({ viewport: PHONE });
    const word = await openPractice(page);
    await winInTwo(page, word);
    const statistics = dialog(page, 'Statistics');
    await statistics.getByRole('region', { name: 'Practice' }).waitFor();

    const headings = await statisticsHeadings(page);
    expect(headings.indexOf('Practice')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Practice')).toBeLessThan(headings.indexOf('Guess Distribution'));
    expect(await statistics.getByRole('region', { name: 'Your result' }).textContent()).toContain(
      'Practice: solved in 2 guesses.',
    );
    expect(await isHighlighted(statistics.getByTestId('practice-bar-2'))).toBe(true);
    expect(await isHighlighted(statistics.getByTestId('bar-2'))).toBe(false);
    // On a phone, practice's figures are on screen as the dialog opens, not below the fold.
    const box = await statistics.getByTestId('practice-bar-2').boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  });

  it('lead with the day’s result after an archive game, the player’s bar highlighted in that day’s figures', async () => {
    const { page } = await session.player();
    await page.goto(`/?game=${yesterdaysNumber}`);
    await page.getByText(new RegExp(`^Archive: game ${yesterdaysNumber}, `)).waitFor();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await winInTwo(page, ARCHIVE_WORD);
    const statistics = dialog(page, 'Statistics');
    expect(await statistics.getByRole('region', { name: 'Your result' }).textContent()).toContain(
      `Game ${yesterdaysNumber} (archive): solved in 2 guesses.`,
    );
    // That day's figures follow at once (the player's own bar lit among them, as after today's game).
    await statistics.getByRole('region', { name: 'Everyone that day' }).waitFor();
    const headings = await statisticsHeadings(page);
    expect(headings.slice(0, 2)).toEqual(['Your result', 'Everyone that day']);
    expect(headings.indexOf('Everyone that day')).toBeLessThan(headings.indexOf('Guess Distribution'));
    // The archive game is not counted: no bar of the player's own distribution is lit.
    expect(await isHighlighted(statistics.getByTestId('bar-2'))).toBe(false);
  });

  it('lead with the challenge’s result after a challenge, its share before the daily figures', async () => {
    const { page: maker } = await session.player();
    await headerButton(maker, 'Challenge a friend').click();
    const form = dialog(maker, 'Challenge a friend');
    await form.getByLabel('Your word').fill('silver');
    await form.getByRole('button', { name: 'Create link' }).click();
    const link = new URL(await form.getByLabel('Send this link to a friend').inputValue());

    const { page } = await session.player();
    await page.goto(link.pathname + link.search);
    await page.getByText("A friend's challenge").waitFor();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await winInTwo(page, 'SILVER');
    const statistics = dialog(page, 'Statistics');
    expect(await statistics.getByRole('region', { name: 'Your result' }).textContent()).toContain(
      'Challenge: solved in 2 guesses.',
    );
    const order = await statistics.evaluate((element) => {
      const all = [...element.querySelectorAll('h3, button')].map((node) => node.textContent?.trim() ?? '');
      return {
        result: all.indexOf('Your result'),
        share: all.indexOf('Share Results'),
        daily: all.indexOf('Guess Distribution'),
      };
    });
    expect(order.result).toBeGreaterThanOrEqual(0);
    expect(order.result).toBeLessThan(order.share);
    expect(order.share).toBeLessThan(order.daily);
  });

  it('keep today’s order after today’s game', async () => {
    const { page } = await session.player();
    await headerButton(page, 'Statistics').click();
    await dialog(page, 'Statistics').locator('h3').first().waitFor();
    const headings = await statisticsHeadings(page);
    expect(headings[0]).toBe('Guess Distribution');
    expect(await dialog(page, 'Statistics').getByRole('region', { name: 'Your result' }).count()).toBe(0);
  });
});

describe('the header', () => {
  it('shows every button’s name as a tooltip on hover and on keyboard focus, on screen', async () => {
    const { page } = await session.player({ viewport: { width: 320, height: 640 } });
    // Eight buttons and the title fit a 320 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const name of HEADER_NAMES) {
      const control = headerButton(page, name);
      expect((await tooltip(control)).shown, `${name} before hover`).toBe(false);
      await control.hover();
      const shown = await tooltip(control);
      expect(shown, name).toMatchObject({ shown: true, text: name });
      expect(shown.left, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(shown.right, `${name} ends on screen`).toBeLessThanOrEqual(320);
    }
    await page.mouse.move(160, 400);

    // From the keyboard: Tab through the header, each button named as it takes focus.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const named: string[] = [];
    for (let presses = 0; presses < 12 && named.length < HEADER_NAMES.length; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = page.locator('header.header :focus');
      if ((await focused.count()) === 0) continue;
      const shown = await tooltip(focused);
      if (shown.shown) named.push(shown.text);
    }
    expect(named).toEqual(HEADER_NAMES);
  });

  it('shows a button’s name while a finger holds it (a long press on a touch screen)', async () => {
    const { page } = await session.player({ viewport: PHONE });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches), 'a touch screen').toBe(true);
    const control = headerButton(page, 'Statistics');
    const box = await control.boundingBox();
    if (!box) throw new Error('The Statistics button is not on screen');
    const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
    // A finger just down is a tap so far: no name yet.
    expect(await tooltip(control)).toMatchObject({ shown: false, text: 'Statistics' });
    // Half a second later (the wait is the stylesheet's, run to its end here) it is a long press.
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
    expect(await tooltip(control)).toMatchObject({ shown: true, text: 'Statistics' });
    // The finger slides off (the press is cancelled): the name goes.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
    await expect.poll(async () => (await tooltip(control)).shown).toBe(false);
  });

  it('lets a held name go when the mouse is released outside the header', async () => {
    const { page } = await session.player();
    const control = headerButton(page, 'Statistics');
    const box = (await control.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(await control.evaluate((element) => element.classList.contains('held'))).toBe(true);
    // Dragged off the header and let go there: no click, and the button is no longer held.
    await page.mouse.move(box.x + box.width / 2, box.y + 300, { steps: 5 });
    await page.mouse.up();
    expect(await control.evaluate((element) => element.classList.contains('held'))).toBe(false);
    expect((await tooltip(control)).shown).toBe(false);
    expect(await dialog(page, 'Statistics').count()).toBe(0);
  });

  it('draws its tooltips legibly in every theme and palette', async () => {
    const { page } = await session.player();
    for (const look of LOOKS) {
      await keepLook(page, look);
      await page.reload();
      const control = headerButton(page, 'Settings');
      await control.hover();
      const shown = await tooltip(control);
      expect(shown.shown).toBe(true);
      expect(contrast(shown.colour, shown.background), JSON.stringify(look)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('opens Leagues, whose chunk is fetched only then', async () => {
    const { page } = await session.player();
    const chunks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) chunks.push(pathname);
    });
    // The dialogs' chunks come in the background after a first press; the league chunk is not one of them.
    await headerButton(page, 'Settings').click();
    await dialog(page, 'Settings').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    const before = chunks.length;
    await headerButton(page, 'Leagues').click();
    await dialog(page, 'Leagues').getByRole('heading', { name: 'Start a league' }).waitFor();
    const fetchedThen = chunks.slice(before);
    expect(fetchedThen.some((chunk) => /^\/assets\/leagues-/.test(chunk))).toBe(true);
    // The first time: no chunk it needs was fetched before the press.
    for (const chunk of fetchedThen) expect(chunks.slice(0, before)).not.toContain(chunk);
  });

  it("fetches no league code at a game's end for a browser whose leagues were all left", async () => {
    const { page } = await session.player();
    // What leaving the last league kept in a browser before: an empty list.
    await page.evaluate(() => localStorage.setItem('hexle.leagues', '[]'));
    await page.reload();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    // The league feature's chunk is the one that exports what posts results (the leagues' rules,
    // which the transfer dialog fetched in the background also uses, are a chunk of their own).
    const leagueFeature: Promise<boolean>[] = [];
    page.on('response', (response) => {
      if (/^\/assets\/leagues-.*\.js$/.test(new URL(response.url()).pathname))
        leagueFeature.push(response.text().then((code) => /\bas postResults\b/.test(code)));
    });
    await submitGuess(page, TODAYS_WORD);
    // The day's figures come after a game's end, by a chunk and a call of their own, both asked for
    // after the moment the league code would be.
    await dialog(page, 'Statistics').getByRole('region', { name: 'Everyone today' }).waitFor();
    expect(chunks.some((path) => /^\/assets\/EveryoneToday-/.test(path))).toBe(true);
    expect(await Promise.all(leagueFeature)).not.toContain(true);
  });
});

describe('How To Play', () => {
  it('names the other ways to play, in the prerendered copy and in the dialog alike', async () => {
    const { baseUrl } = inject('stack');
    const html = await (await fetch(baseUrl)).text();
    for (const way of ['More ways to play', 'Archive', 'Challenge a friend', 'Practice', 'Leagues', 'Analysis'])
      expect(html, way).toContain(way);
    const { page } = await session.player();
    await headerButton(page, 'How to play').click();
    const help = dialog(page, 'How To Play');
    await help.getByRole('heading', { name: 'More ways to play' }).waitFor();
    expect(await help.getByRole('listitem').filter({ hasText: 'Practice' }).count()).toBe(1);
  });
});

describe('links to pass on', () => {
  it('use the share sheet for a challenge and a transfer where there is one', async () => {
    const { page } = await session.player({ open: false });
    await stubShareSheet(page);
    // Opened as every test opens the game, once today's number has come: the header's buttons were
    // sometimes pressed on the prerendered page, before the app listened, and no dialog opened.
    await openGame(page);

    await headerButton(page, 'Challenge a friend').click();
    const form = dialog(page, 'Challenge a friend');
    await form.getByLabel('Your word').fill('silver');
    await form.getByRole('button', { name: 'Create link' }).click();
    const challenge = await form.getByLabel('Send this link to a friend').inputValue();
    await form.getByRole('button', { name: 'Share link' }).click();
    await expect.poll(() => sharedUrls(page)).toEqual([challenge]);
    await page.keyboard.press('Escape');

    await headerButton(page, 'Statistics').click();
    await dialog(page, 'Statistics').getByRole('button', { name: 'Move to another device' }).click();
    const move = dialog(page, 'Move to another device');
    await move.getByRole('button', { name: 'Make a transfer code' }).click();
    const transfer = await move.getByLabel('Or open this link on the other device').inputValue();
    expect(transfer).toContain('?transfer=');
    await move.getByRole('button', { name: 'Share link' }).click();
    await expect.poll(() => sharedUrls(page)).toEqual([challenge, transfer]);
  });

  it('offer Copy alone where there is no share sheet', async () => {
    const { page } = await session.player({ open: false });
    await withoutShareSheet(page);
    await openGame(page);
    await headerButton(page, 'Challenge a friend').click();
    const form = dialog(page, 'Challenge a friend');
    await form.getByLabel('Your word').fill('silver');
    await form.getByRole('button', { name: 'Create link' }).click();
    const challenge = await form.getByLabel('Send this link to a friend').inputValue();
    expect(await form.getByRole('button', { name: 'Share link' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Copy' }).click();
    await form.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(challenge);
  });
});

describe('expected refusals', () => {
  it('log no console error for a word not in the list', async () => {
    const { page } = await session.player();
    const errors = consoleErrors(page);
    await submitGuess(page, 'QXQXQX');
    await expect.poll(() => messageText(page)).toBe('Not in word list');
    expect(errors).toEqual([]);
  });

  it('log no console error for a 429', async () => {
    const { page } = await session.player();
    const errors = consoleErrors(page);
    await page.route('**/api/check-guess', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 429, error: 'Too many requests', code: 'rate_limited' }),
      }),
    );
    await submitGuess(page, 'STREAM');
    await expect.poll(() => messageText(page)).not.toBe('');
    expect(errors).toEqual([]);
  });
});

describe('accessibility', () => {
  for (const viewport of [PHONE, SIDEWAYS]) {
    it(`is clean with How To Play and Statistics after practice, in every look (${viewport.width}×${viewport.height})`, async () => {
      const { page } = await session.player({ viewport });
      const word = await openPractice(page);
      await winInTwo(page, word);
      await page.keyboard.press('Escape');
      for (const look of LOOKS) {
        await keepLook(page, look);
        await page.reload();
        await page.getByRole('group', { name: 'Row 1' }).waitFor();
        // A header button focused from the keyboard: its tooltip shown.
        await page.keyboard.press('Tab');
        expect(await auditAccessibility(page), `page ${JSON.stringify(look)}`).toEqual([]);
        await headerButton(page, 'How to play').click();
        await dialog(page, 'How To Play').getByRole('heading', { name: 'More ways to play' }).waitFor();
        expect(await auditAccessibility(page), `How To Play ${JSON.stringify(look)}`).toEqual([]);
        await page.keyboard.press('Escape');
        await headerButton(page, 'Statistics').click();
        await dialog(page, 'Statistics').getByRole('region', { name: 'Your result' }).waitFor();
        expect(await auditAccessibility(page), `Statistics ${JSON.stringify(look)}`).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });
  }
});
