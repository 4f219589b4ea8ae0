import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { FakeGameApi } from './support/fake-game-api';
import { advance, message, renderApp, row, rowLetters, settle } from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** A game whose next guess waits for `release` before the server answers it. */
async function withReplyHeld() {
  const api = new FakeGameApi();
  const rendered = renderApp({ api });
  await settle();
  const release = api.holdNext('checkGuess');
  return { ...rendered, release };
}

const guessesSent = (api: FakeGameApi) => api.callsOf('checkGuess').map((call) => ('guess' in call ? call.guess : ''));

/** What the board says to screen readers while a guess waits for its reply. */
const judgingAnnouncement = () => document.querySelector('.board-container [aria-live="polite"]')?.textContent;

describe('keys typed after Enter', () => {
  it('go to the next row, in order, erasing included, typed while the guess is on its way and while it flips', async () => {
    const { api, user, release } = await withReplyHeld();
    await user.keyboard('planet{Enter}stx');
    expect(rowLetters(0)).toBe('PLANET');
    expect(rowLetters(1)).toBe('');
    release();
    await settle();
    // The reply is here and the row flips: the next row does not exist yet.
    await user.keyboard('{Backspace}ripe{Enter}');
    expect(rowLetters(1)).toBe('');
    await advance(2000);
    expect(guessesSent(api)).toEqual(['PLANET', 'STRIPE']);
    expect(rowLetters(1)).toBe('STRIPE');
  });

  it("wait, when the guess is not a word, for the row 'Not in word list' empties, and then fill it", async () => {
    const { user, release } = await withReplyHeld();
    await user.keyboard('qqqqqq{Enter}pla');
    release();
    await settle();
    expect(message()).toBe('Not in word list');
    expect(rowLetters(0)).toBe('QQQQQQ');
    await advance(1499);
    expect(rowLetters(0)).toBe('QQQQQQ');
    await advance(1);
    expect(rowLetters(0)).toBe('PLA');
    expect(message()).toBe('');
  });

  it('go on with the row that could not be sent, as typed', async () => {
    const { api, user, release } = await withReplyHeld();
    api.failNext('checkGuess', new ApiError(503, 'Try later', 'Request failed (503)'));
    await user.keyboard('planet{Enter}{Backspace}s');
    release();
    await settle();
    expect(message()).toBe('Try later');
    expect(rowLetters(0)).toBe('PLANES');
  });

  it('count for nothing once the guess has ended the game', async () => {
    const { user, release } = await withReplyHeld();
    await user.keyboard('postal{Enter}abc');
    release();
    await settle();
    await advance(2000);
    expect(rowLetters(0)).toBe('POSTAL');
    expect(rowLetters(1)).toBe('');
  });
});

describe('a guess waiting for its reply', () => {
  it('shows it after 300 ms: its row is busy and the wait is announced, until the colours arrive', async () => {
    const { user, release } = await withReplyHeld();
    await user.keyboard('planet{Enter}');
    await advance(299);
    expect(row(0)).not.toHaveAttribute('aria-busy');
    expect(judgingAnnouncement()).toBe('');
    await advance(1);
    expect(row(0)).toHaveAttribute('aria-busy', 'true');
    expect(judgingAnnouncement()).toBe('Checking your guess');
    release();
    await settle();
    expect(row(0)).not.toHaveAttribute('aria-busy');
    expect(judgingAnnouncement()).toBe('');
  });

  it('shows nothing when the reply comes at once, nor at the next guess before its own 300 ms', async () => {
    const { user } = renderApp();
    await settle();
    await user.keyboard('planet{Enter}');
    await settle();
    await advance(2000);
    expect(document.querySelector('[aria-busy]')).toBeNull();
    await user.keyboard('stripe{Enter}');
    await advance(300);
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(judgingAnnouncement()).toBe('');
  });
});
