import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, guess, renderApp, rowLetters, settle } from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

const openers = [
  { opener: 'How to play', title: 'How To Play' },
  { opener: 'Statistics', title: 'Statistics' },
  { opener: 'Settings', title: 'Settings' },
] as const;

describe.each(openers)('the $title dialog', ({ opener, title }) => {
  it('opens with focus inside, locks page scroll, and closes by its button handing focus back', async () => {
    const { user } = renderApp();
    await settle();
    const button = screen.getByRole('button', { name: opener });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('closes by Escape and by a click on the overlay, not by a click inside', async () => {
    const { user } = renderApp();
    await settle();
    await user.click(screen.getByRole('button', { name: opener }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: opener }));
    await user.click(screen.getByRole('heading', { name: title }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('dialogs and the game', () => {
  it('the Privacy Policy link opens its dialog, which says what the game stores and sends', async () => {
    const { user } = renderApp();
    await settle();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(dialog).toHaveTextContent(/stored only in your browser's local storage/);
    expect(dialog).toHaveTextContent(/your time zone .* is sent to the game server/);
    expect(dialog).toHaveTextContent(
      /When a daily game ends, the server counts its result \(the number of guesses, or a loss\) and the first word you typed, without any identifier/,
    );
    expect(dialog).toHaveTextContent(/kept as a salted hash and dropped after two days/);
    expect(dialog).toHaveTextContent(/analytics service/);
    expect(dialog).toHaveTextContent(/advertising network/);
    expect(dialog).toHaveTextContent(/hosted by third-party providers/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps keys from reaching the game while a dialog is open and keeps Tab inside it', async () => {
    const { user } = renderApp();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.keyboard('abc');
    expect(rowLetters(0)).toBe('');
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}abc');
    expect(rowLetters(0)).toBe('ABC');
  });

  it('How To Play shows the rules, the three colours and the daily puzzle', async () => {
    const { user } = renderApp();
    await settle();
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    const dialog = screen.getByRole('dialog', { name: 'How To Play' });
    expect(dialog).toHaveTextContent('Guess the Hexle in 7 tries.');
    expect(within(dialog).getByRole('img', { name: '1st letter, P, correct' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '4th letter, I, present' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '4th letter, U, absent' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/new puzzle is released daily at midnight/);
  });

  it('Statistics shows no share button or ad before the game is over', async () => {
    const { user } = renderApp({ config: { ads: { client: 'ca-pub-123', slot: '456' } } });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    const dialog = screen.getByRole('dialog', { name: 'Statistics' });
    for (const label of ['Played', 'Win %', 'Current Streak', 'Max Streak']) expect(dialog).toHaveTextContent(label);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    expect(within(dialog).queryByRole('button', { name: 'Share Results' })).toBeNull();
    expect(within(dialog).queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(document.querySelector('script[src*="googlesyndication"]')).toBeNull();
  });
});

describe('sharing the result', () => {
  async function winInTwo() {
    const view = renderApp();
    await settle();
    await guess(view.user, 'planet');
    await advance(2000);
    await guess(view.user, 'postal');
    await advance(2000);
    return view;
  }

  const expectedText = 'Hexle 326 2/7\n\n🟩🟨🟨⬛⬛🟨\n🟩🟩🟩🟩🟩🟩\n\nhttps://hexle.example';

  it("copies the text on desktop and shows 'Copied! ✓' for 2 s", async () => {
    const { user } = await winInTwo();
    // After user-event's setup, which installs a clipboard of its own.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    await settle();
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(expectedText);
    expect(screen.getByRole('button', { name: 'Copied! ✓' })).toBeInTheDocument();
    await advance(1999);
    expect(screen.getByRole('button', { name: 'Copied! ✓' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Share Results' })).toBeInTheDocument();
  });

  it('uses the share sheet on a mobile device that has one', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    );
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await winInTwo();
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    await settle();
    expect(share).toHaveBeenCalledWith({ text: expectedText });
    expect(screen.getByRole('button', { name: 'Copied! ✓' })).toBeInTheDocument();
  });

  it('shows the text to copy by hand when neither the share sheet nor the clipboard works', async () => {
    const { user } = await winInTwo();
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    await settle();
    expect(screen.queryByRole('button', { name: 'Copied! ✓' })).toBeNull();
    const box = screen.getByRole('textbox', { name: /Select the text below and copy it/ });
    expect(box).toHaveValue(expectedText);
    expect(box).toHaveAttribute('readonly');
  });

  it('shows the ad slot after the game when the build configured one, and loads its script once', async () => {
    const view = renderApp({ config: { ads: { client: 'ca-pub-123', slot: '456' } } });
    await settle();
    await guess(view.user, 'postal');
    await advance(2000);
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
    const scripts = document.querySelectorAll('script[src^="https://pagead2.googlesyndication.com/"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toContain('client=ca-pub-123');
    expect(document.querySelector('ins.adsbygoogle')).toHaveAttribute('data-ad-slot', '456');
  });

  it('loads nothing external when no ad network is configured', async () => {
    const scriptsBefore = document.querySelectorAll('script').length;
    const view = renderApp();
    await settle();
    await guess(view.user, 'postal');
    await advance(2000);
    expect(screen.getByRole('dialog', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
  });
});
