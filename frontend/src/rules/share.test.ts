import { describe, expect, it } from 'vitest';
import type { LetterResult } from './evaluation';
import { SIDE_STRATEGIES } from '../game/session/side-strategies';
import { loadStrategy, strategyFor } from '../game/session/strategies';
import { shareText, type ShareInput } from './share';

const A: LetterResult = 'absent';
const P: LetterResult = 'present';
const C: LetterResult = 'correct';

const threeRows: LetterResult[][] = [
  [A, P, A, A, C, A],
  [P, A, C, P, C, A],
  [C, C, C, C, C, C],
];

const input = (overrides: Partial<ShareInput> = {}): ShareInput => ({
  title: 'Hexle',
  gameNumber: 326,
  evaluations: threeRows,
  won: true,
  hardMode: false,
  siteUrl: 'https://hexle.example',
  ...overrides,
});

/** Each kind of game says through its strategy how its share text reads. */
await loadStrategy({ kind: 'archive', gameNumber: 1 }, () => Promise.resolve(SIDE_STRATEGIES));
await loadStrategy({ kind: 'challenge', id: 'abcdefghijklmnopqrstuv' }, () => Promise.resolve(SIDE_STRATEGIES));
const sourceOf = (link: Parameters<typeof strategyFor>[0]) => strategyFor(link).shareSource('https://hexle.example');

describe('shareText', () => {
  it("reads the same for today's game with its own source as with none", () => {
    expect(shareText(input({ source: sourceOf({ kind: 'daily' }) }))).toBe(
      'Hexle 326 3/7\n\n⬛🟨⬛⬛🟩⬛\n🟨⬛🟩🟨🟩⬛\n🟩🟩🟩🟩🟩🟩\n\nhttps://hexle.example',
    );
  });

  it('marks an archive play as one, with its game number', () => {
    const source = sourceOf({ kind: 'archive', gameNumber: 12 });
    expect(shareText(input({ gameNumber: 12, source, hardMode: true }))).toBe(
      'Hexle 12 3/7* (archive)\n\n⬛🟨⬛⬛🟩⬛\n🟨⬛🟩🟨🟩⬛\n🟩🟩🟩🟩🟩🟩\n\nhttps://hexle.example',
    );
  });

  it('names a challenge by its link, never by its word', () => {
    const link = 'https://hexle.example/?challenge=AbCdEfGhIjKlMnOpQrSt_-';
    const source = sourceOf({ kind: 'challenge', id: 'AbCdEfGhIjKlMnOpQrSt_-' });
    const text = shareText(input({ gameNumber: null, won: false, source }));
    expect(text.split('\n')[0]).toBe('Hexle challenge X/7');
    expect(text.endsWith(`\n\n${link}`)).toBe(true);
  });

  it('uses orange and blue squares in the high-contrast palette', () => {
    expect(shareText(input({ highContrast: true }))).toBe(
      'Hexle 326 3/7\n\n⬛🟦⬛⬛🟧⬛\n🟦⬛🟧🟦🟧⬛\n🟧🟧🟧🟧🟧🟧\n\nhttps://hexle.example',
    );
  });

  describe('a win', () => {
    it('gives the exact text for a win in 3', () => {
      expect(shareText(input())).toBe(
        'Hexle 326 3/7\n\n⬛🟨⬛⬛🟩⬛\n🟨⬛🟩🟨🟩⬛\n🟩🟩🟩🟩🟩🟩\n\nhttps://hexle.example',
      );
    });

    it('scores a win on the first guess as 1/7', () => {
      expect(shareText(input({ evaluations: [[C, C, C, C, C, C]] }))).toBe(
        'Hexle 326 1/7\n\n🟩🟩🟩🟩🟩🟩\n\nhttps://hexle.example',
      );
    });

    it('scores a win on the seventh guess as 7/7', () => {
      const rows = [...Array<LetterResult[]>(6).fill([A, A, A, A, A, A]), [C, C, C, C, C, C]];
      expect(shareText(input({ evaluations: rows })).split('\n')[0]).toBe('Hexle 326 7/7');
    });
  });

  describe('a loss', () => {
    const sevenRows = Array<LetterResult[]>(7).fill([A, P, A, C, A, A]);

    it('scores X/7 with seven rows', () => {
      const lines = shareText(input({ evaluations: sevenRows, won: false })).split('\n');
      expect(lines).toEqual([
        'Hexle 326 X/7',
        '',
        '⬛🟨⬛🟩⬛⬛',
        '⬛🟨⬛🟩⬛⬛',
        '⬛🟨⬛🟩⬛⬛',
        '⬛🟨⬛🟩⬛⬛',
        '⬛🟨⬛🟩⬛⬛',
        '⬛🟨⬛🟩⬛⬛',
        '⬛🟨⬛🟩⬛⬛',
        '',
        'https://hexle.example',
      ]);
    });

    it('marks hard mode as X/7*', () => {
      expect(shareText(input({ evaluations: sevenRows, won: false, hardMode: true })).split('\n')[0]).toBe(
        'Hexle 326 X/7*',
      );
    });
  });

  describe('hard mode', () => {
    it('is marked with * after the score', () => {
      expect(shareText(input({ hardMode: true }))).toBe(
        'Hexle 326 3/7*\n\n⬛🟨⬛⬛🟩⬛\n🟨⬛🟩🟨🟩⬛\n🟩🟩🟩🟩🟩🟩\n\nhttps://hexle.example',
      );
    });

    it('is not marked when off', () => {
      expect(shareText(input()).split('\n')[0]).not.toContain('*');
    });
  });

  describe('squares', () => {
    it('uses green for correct, yellow for present and black for absent', () => {
      const text = shareText(input({ evaluations: [[C, P, A, A, P, C]], won: false }));
      expect(text.split('\n')[2]).toBe('🟩🟨⬛⬛🟨🟩');
    });
  });

  describe('title and address', () => {
    it('uses a custom title and game number', () => {
      expect(shareText(input({ title: 'Six Letters', gameNumber: 1 })).split('\n')[0]).toBe('Six Letters 1 3/7');
    });

    it('ends with the site address as the last line', () => {
      const lines = shareText(input({ siteUrl: 'https://play.example.org/hexle' })).split('\n');
      expect(lines.at(-1)).toBe('https://play.example.org/hexle');
      expect(lines.at(-2)).toBe('');
    });
  });
});
