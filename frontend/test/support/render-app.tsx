import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { App } from '../../src/app/App';
import { ServicesProvider, type Services } from '../../src/environment/services';
import { readConfig, type AppConfig } from '../../src/config/read-config';
import { loadLinkedGame } from '../../src/app/lazy';
import type { GameLink } from '../../src/rules/game-link';
import { STORAGE_KEYS } from '../../src/platform/storage';
import { playerTimeZone } from '../../src/rules/time-zone';
import { FakeGameApi } from './fake-game-api';

// As the page does (main.tsx): the strategy of a game other than today's, and its banner, are fetched before it is rendered.
await loadLinkedGame({ kind: 'practice' });

export const TIME_ZONE = 'Europe/Paris';
export const SITE = 'https://hexle.example';

interface RenderOptions {
  api?: FakeGameApi;
  config?: Partial<AppConfig>;
  detectTimeZone?: () => string;
  /** A player who has never been here: How To Play opens by itself. */
  firstVisit?: boolean;
  /** The game the page's address names (today's by default). */
  link?: GameLink;
  transferCode?: string | null;
}

/** Renders the whole game with fake timers, local storage and an in-memory API. */
export function renderApp({
  api = new FakeGameApi(),
  config = {},
  detectTimeZone = () => TIME_ZONE,
  firstVisit = false,
  link,
  transferCode,
}: RenderOptions = {}) {
  if (!firstVisit) {
    try {
      localStorage.setItem(STORAGE_KEYS.welcomed, 'true');
    } catch {
      // A test whose storage refuses to save: How To Play will greet that player.
    }
  }
  const reload = vi.fn();
  const services: Services = {
    api,
    store: window.localStorage,
    timeZone: () => playerTimeZone(window.localStorage, Date.now(), detectTimeZone),
    now: () => Date.now(),
    reload,
  };
  const fullConfig: AppConfig = { ...readConfig({ VITE_SITE_URL: SITE }, 'http://localhost'), ...config };
  const user = userEvent.setup({ delay: null });
  const view = render(
    <ServicesProvider services={services}>
      <App config={fullConfig} link={link} transferCode={transferCode} />
    </ServicesProvider>,
  );
  return { ...view, api, reload, user };
}

/** Lets pending promises (the fake server's replies) and the React updates they cause settle. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
}

/** Moves the fake clock, firing due timers, then settles. */
export async function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
}

export function row(index: number) {
  return screen.getByRole('group', { name: `Row ${index + 1}` });
}

export function rowLetters(index: number): string {
  return within(row(index))
    .getAllByRole('img')
    .map((tile) => tile.textContent ?? '')
    .join('');
}

export function rowStates(index: number): (string | null)[] {
  return within(row(index))
    .getAllByRole('img')
    .map((tile) => tile.getAttribute('data-state'));
}

export function key(name: string) {
  return within(screen.getByRole('group', { name: 'Keyboard' })).getByRole('button', {
    name: new RegExp(`^${name}(,|$)`),
  });
}

/** The game's message line (role="alert"). */
export function message(): string {
  const line = document.querySelector('.message-line');
  if (!line) throw new Error('No message line');
  expect(line).toHaveAttribute('role', 'alert');
  return line.textContent ?? '';
}

/** Types a word and Enter on the physical keyboard, then lets the replies arrive. */
export async function guess(user: ReturnType<typeof userEvent.setup>, word: string) {
  await user.keyboard(`${word}{Enter}`);
  await settle();
}

/** Plays a guess and waits for its reveal to end. */
export async function playGuess(user: ReturnType<typeof userEvent.setup>, word: string) {
  await guess(user, word);
  await advance(2000);
}
