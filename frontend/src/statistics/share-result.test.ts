import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobileDevice, shareResult } from './share-result';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const TEXT = 'Hexle 326 3/7\n\n🟩🟩🟩🟩🟩🟩\n\nhttps://hexle.example';

function clipboard(result: 'ok' | 'reject' = 'ok') {
  return {
    writeText: vi.fn((text: string) =>
      result === 'ok'
        ? Promise.resolve()
        : Promise.reject(new DOMException(`denied ${text.length}`, 'NotAllowedError')),
    ),
  };
}

function execCommand(result: boolean | 'throw') {
  const command = vi.fn((name: string) => {
    if (result === 'throw') throw new Error(`cannot ${name}`);
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: command });
  return command;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('isMobileDevice', () => {
  it.each([
    ['Android', true, ANDROID, 0],
    ['iPhone', true, IPHONE, 5],
    ['iPadOS (desktop Safari user agent with touch)', true, MAC, 5],
    ['a Mac', false, MAC, 0],
    ['a Mac with a single touch point', false, MAC, 1],
    ['Windows', false, WINDOWS, 0],
    ['Windows with a touch screen', false, WINDOWS, 10],
  ])('%s -> %s', (_label, expected, userAgent, maxTouchPoints) => {
    expect(isMobileDevice({ userAgent, maxTouchPoints })).toBe(expected);
  });

  it('trusts userAgentData.mobile over the user agent', () => {
    expect(isMobileDevice({ userAgent: WINDOWS, userAgentData: { mobile: true } })).toBe(true);
    expect(isMobileDevice({ userAgent: ANDROID, userAgentData: { mobile: false } })).toBe(false);
  });

  it('reads the user agent when userAgentData has no mobile flag', () => {
    expect(isMobileDevice({ userAgent: ANDROID, userAgentData: {} })).toBe(true);
    expect(isMobileDevice({ userAgent: WINDOWS, userAgentData: {} })).toBe(false);
  });

  it('treats a missing maxTouchPoints as no touch', () => {
    expect(isMobileDevice({ userAgent: MAC })).toBe(false);
  });
});

describe('shareResult', () => {
  describe('on a mobile device with a share sheet', () => {
    it("shares the text and returns 'shared'", async () => {
      const share = vi.fn(() => Promise.resolve());
      const board = clipboard();
      await expect(shareResult(TEXT, { userAgent: IPHONE, share, clipboard: board })).resolves.toBe('shared');
      expect(share).toHaveBeenCalledTimes(1);
      expect(share).toHaveBeenCalledWith({ text: TEXT });
      expect(board.writeText).not.toHaveBeenCalled();
    });

    it("returns 'cancelled' without copying when the player closes the sheet", async () => {
      const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
      const board = clipboard();
      const command = execCommand(true);
      await expect(shareResult(TEXT, { userAgent: ANDROID, share, clipboard: board })).resolves.toBe('cancelled');
      expect(board.writeText).not.toHaveBeenCalled();
      expect(command).not.toHaveBeenCalled();
    });

    it.each([
      ['NotAllowedError', new DOMException('Not allowed', 'NotAllowedError')],
      ['a TypeError', new TypeError('bad data')],
    ])('falls back to the clipboard on %s', async (_label, error) => {
      const share = vi.fn(() => Promise.reject(error));
      const board = clipboard();
      await expect(shareResult(TEXT, { userAgent: ANDROID, share, clipboard: board })).resolves.toBe('copied');
      expect(share).toHaveBeenCalledTimes(1);
      expect(board.writeText).toHaveBeenCalledWith(TEXT);
    });

    it('copies when canShare refuses the data', async () => {
      const share = vi.fn(() => Promise.resolve());
      const canShare = vi.fn(() => false);
      const board = clipboard();
      await expect(shareResult(TEXT, { userAgent: ANDROID, share, canShare, clipboard: board })).resolves.toBe(
        'copied',
      );
      expect(canShare).toHaveBeenCalledWith({ text: TEXT });
      expect(share).not.toHaveBeenCalled();
    });

    it('shares when canShare accepts the data', async () => {
      const share = vi.fn(() => Promise.resolve());
      await expect(shareResult(TEXT, { userAgent: ANDROID, share, canShare: () => true })).resolves.toBe('shared');
      expect(share).toHaveBeenCalledWith({ text: TEXT });
    });

    it('shares on iPadOS', async () => {
      const share = vi.fn(() => Promise.resolve());
      await expect(shareResult(TEXT, { userAgent: MAC, maxTouchPoints: 5, share })).resolves.toBe('shared');
    });
  });

  describe('on a mobile device without a share sheet', () => {
    it("copies and returns 'copied'", async () => {
      const board = clipboard();
      await expect(shareResult(TEXT, { userAgent: ANDROID, clipboard: board })).resolves.toBe('copied');
      expect(board.writeText).toHaveBeenCalledWith(TEXT);
    });
  });

  describe('on a desktop', () => {
    it("copies to the clipboard even when share is available and returns 'copied'", async () => {
      const share = vi.fn(() => Promise.resolve());
      const board = clipboard();
      await expect(shareResult(TEXT, { userAgent: WINDOWS, share, clipboard: board })).resolves.toBe('copied');
      expect(share).not.toHaveBeenCalled();
      expect(board.writeText).toHaveBeenCalledTimes(1);
      expect(board.writeText).toHaveBeenCalledWith(TEXT);
    });

    it('copies on a Mac without touch', async () => {
      const share = vi.fn(() => Promise.resolve());
      const board = clipboard();
      await expect(shareResult(TEXT, { userAgent: MAC, maxTouchPoints: 0, share, clipboard: board })).resolves.toBe(
        'copied',
      );
      expect(share).not.toHaveBeenCalled();
    });
  });

  describe('when the clipboard API fails', () => {
    it('copies with the copy command when the clipboard is missing', async () => {
      const command = execCommand(true);
      await expect(shareResult(TEXT, { userAgent: WINDOWS })).resolves.toBe('copied');
      expect(command).toHaveBeenCalledWith('copy');
    });

    it('copies with the copy command when the clipboard rejects', async () => {
      const command = execCommand(true);
      const board = clipboard('reject');
      await expect(shareResult(TEXT, { userAgent: WINDOWS, clipboard: board })).resolves.toBe('copied');
      expect(board.writeText).toHaveBeenCalledWith(TEXT);
      expect(command).toHaveBeenCalledWith('copy');
    });

    it('selects the text in a temporary field and removes it afterwards', async () => {
      let copied: string | null = null;
      const command = vi.fn(() => {
        const area = document.querySelector('textarea');
        copied = area && area.selectionStart === 0 && area.selectionEnd === area.value.length ? area.value : null;
        return true;
      });
      Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: command });

      await expect(shareResult(TEXT, { userAgent: WINDOWS })).resolves.toBe('copied');
      expect(copied).toBe(TEXT);
      expect(document.querySelector('textarea')).toBeNull();
    });

    it("returns 'unavailable' when the clipboard is missing and the copy command is unavailable", async () => {
      await expect(shareResult(TEXT, { userAgent: WINDOWS })).resolves.toBe('unavailable');
    });

    it("returns 'unavailable' when the clipboard rejects and the copy command is unavailable", async () => {
      await expect(shareResult(TEXT, { userAgent: WINDOWS, clipboard: clipboard('reject') })).resolves.toBe(
        'unavailable',
      );
    });

    it("returns 'unavailable' when the copy command returns false", async () => {
      execCommand(false);
      await expect(shareResult(TEXT, { userAgent: WINDOWS, clipboard: clipboard('reject') })).resolves.toBe(
        'unavailable',
      );
      expect(document.querySelector('textarea')).toBeNull();
    });

    it("returns 'unavailable' when the copy command throws", async () => {
      execCommand('throw');
      await expect(shareResult(TEXT, { userAgent: WINDOWS })).resolves.toBe('unavailable');
      expect(document.querySelector('textarea')).toBeNull();
    });

    it("returns 'unavailable' on a mobile device when share fails and nothing can copy", async () => {
      const share = vi.fn(() => Promise.reject(new Error('no share target')));
      await expect(shareResult(TEXT, { userAgent: ANDROID, share })).resolves.toBe('unavailable');
    });
  });
});
