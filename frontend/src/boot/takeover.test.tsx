import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeGameApi } from '../../test/support/fake-game-api';
import { config } from '../config/config';
import { dateInTimeZone } from '../rules/dates';
import { loadLinkedGame } from '../app/lazy';
import { parseGameLink } from '../rules/game-link';
import { STORAGE_KEYS, writeEntry } from '../platform/storage';
import { ServicesProvider, type Services } from '../environment/services';
import { App } from '../app/App';
import { renderPage } from '../prerender';
import { prepareBeforePaint } from './head/before-paint';
import { recordEarlyInput } from './head/record-early-input';
import { EARLY_INPUT_GLOBAL } from './early-input';
import { PrerenderedPage } from './prerendered-pass';

let root: Root | null = null;

// React's act() warns unless the environment says it is a test (Testing Library's render does this).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  for (const name of ['theme', 'palette', 'help']) delete document.documentElement.dataset[name];
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
});

/** Puts the build's page in the document, runs its head script and lets React take it over. */
async function takeOver(search = '') {
  const page = await renderPage();
  document.body.innerHTML = `${page.help}<div id="root">${page.app}</div>`;
  prepareBeforePaint();
  const prerenderedBoard = document.querySelector('.board')?.outerHTML;
  const services: Services = {
    api: new FakeGameApi(),
    store: window.localStorage,
    timeZone: () => 'UTC',
    now: () => Date.now(),
    reload: vi.fn(),
  };
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  const container = document.getElementById('root')!;
  // As the page does: the strategy of the game a link names is here before the takeover.
  const link = parseGameLink(search);
  await loadLinkedGame(link);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <ServicesProvider services={services}>
          <PrerenderedPage>
            <App config={config} link={link} />
          </PrerenderedPage>
        </ServicesProvider>
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(error) },
    );
    await Promise.resolve();
  });
  consoleError.mockRestore();
  return { problems, prerenderedBoard };
}

const helpDialog = () => document.querySelector('[role="dialog"]');
const prerenderedCopy = () => document.querySelector('[data-prerendered-dialog]');

describe('the prerendered page', () => {
  it('holds the header, the empty board and the keyboard, and How To Play beside them', async () => {
    const page = await renderPage();
    expect(page.app).toContain('aria-label="Game board"');
    expect(page.app.match(/aria-label="Row \d"/g)).toHaveLength(7);
    expect(page.app).toContain('aria-label="Keyboard"');
    expect(page.app).not.toContain('role="dialog"');
    expect(page.help).toMatch(/^<div data-prerendered-dialog="help">.*How To Play.*A new puzzle is released daily/);
  });

  it('is taken over for a first visitor, whose How To Play stays its prerendered copy', async () => {
    // The head script's listeners, which close the copy whenever the player does.
    recordEarlyInput();
    const { problems } = await takeOver();
    expect(problems).toEqual([]);
    expect(document.documentElement.dataset.help).toBeUndefined();
    // No dialog of the app's: the copy gets the focus, and Tab stays on it (the stylesheet, which
    // this page has not, locks the scroll: e2e/test/prerendered-page.test.ts).
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Close'));
    expect(prerenderedCopy()?.contains(document.activeElement)).toBe(true);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(helpDialog()?.textContent).toContain('How To Play');
    expect(document.querySelector('.app')?.hasAttribute('inert')).toBe(true);
    for (const shiftKey of [false, true]) {
      const tab = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
      document.dispatchEvent(tab);
      expect(tab.defaultPrevented).toBe(true);
      expect(prerenderedCopy()?.contains(document.activeElement)).toBe(true);
    }

    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(helpDialog()).toBeNull();
    expect(prerenderedCopy()).toBeNull();
    expect(document.querySelector('.app')?.hasAttribute('inert')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.welcomed)).toBe('true');
  });

  it('opens How To Play as a dialog of the app once its prerendered copy has been closed', async () => {
    recordEarlyInput();
    await takeOver();
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Close'));
    act(() => {
      (document.activeElement as HTMLElement).click();
    });
    expect(prerenderedCopy()).toBeNull();
    act(() => {
      document.querySelector<HTMLElement>('[aria-label="How to play"]')?.click();
    });
    await vi.waitFor(() => expect(helpDialog()?.textContent).toContain('How To Play'));
    expect(prerenderedCopy()).toBeNull();
    await vi.waitFor(() => expect(helpDialog()?.contains(document.activeElement)).toBe(true));
  });

  it('is taken over for a returning player, whose head script hid How To Play before any paint', async () => {
    writeEntry(localStorage, STORAGE_KEYS.welcomed, true);
    const { problems } = await takeOver();
    expect(problems).toEqual([]);
    expect(document.documentElement.dataset.help).toBe('skipped');
    expect(helpDialog()).toBeNull();
    expect(prerenderedCopy()).toBeNull();
  });

  it('is taken over with a game in progress, then shows its guesses', async () => {
    const today = dateInTimeZone(Date.now(), 'UTC');
    writeEntry(localStorage, STORAGE_KEYS.gameState, {
      date: today,
      guesses: ['STRIPE'],
      evaluations: [['absent', 'absent', 'absent', 'absent', 'absent', 'correct']],
      gameState: 'playing',
      gameNumber: 4,
      targetWord: null,
    });
    const { problems, prerenderedBoard } = await takeOver();
    expect(problems).toEqual([]);
    expect(prerenderedBoard).not.toContain('>S</div>');
    expect(document.querySelector('[aria-label="Row 1"]')?.textContent).toBe('STRIPE');
  });

  it('is taken over in the dark theme and high contrast, both set before the first paint', async () => {
    writeEntry(localStorage, STORAGE_KEYS.welcomed, true);
    writeEntry(localStorage, STORAGE_KEYS.theme, 'dark');
    writeEntry(localStorage, STORAGE_KEYS.settings, { hardMode: false, highContrast: true });
    prepareBeforePaint();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.palette).toBe('high-contrast');
    const { problems } = await takeOver();
    expect(problems).toEqual([]);
    expect(document.querySelector('[aria-label="Dark theme"]')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('is taken over on archive and challenge links, broken ones too', async () => {
    writeEntry(localStorage, STORAGE_KEYS.welcomed, true);
    for (const search of ['?game=1', '?game=x', '?challenge=AAAAAAAAAAAAAAAAAAAAAA', '?challenge=x']) {
      const { problems } = await takeOver(search);
      expect(problems, search).toEqual([]);
      expect(document.querySelector('[aria-label="Which game"]'), search).not.toBeNull();
      act(() => root?.unmount());
      root = null;
    }
  });
});
