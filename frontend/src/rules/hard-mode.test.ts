import { describe, expect, it } from 'vitest';
import type { LetterResult } from './evaluation';
import { hardModeViolation } from './hard-mode';

const A: LetterResult = 'absent';
const P: LetterResult = 'present';
const C: LetterResult = 'correct';

describe('hardModeViolation', () => {
  describe('without earlier guesses', () => {
    it('returns null', () => {
      expect(hardModeViolation('CRANES', [], [])).toBeNull();
    });
  });

  describe('correct letters', () => {
    it('must be reused in the same position', () => {
      expect(hardModeViolation('STOLEN', ['BARELY'], [[A, C, A, A, A, A]])).toBe('2nd letter must be A');
    });

    it('uses the ordinal of each position in the message', () => {
      expect(hardModeViolation('BASKET', ['PLANET'], [[A, A, A, A, A, C]])).toBeNull();
      expect(hardModeViolation('BASKED', ['PLANET'], [[A, A, A, A, A, C]])).toBe('6th letter must be T');
      expect(hardModeViolation('STOLEN', ['CRANES'], [[C, A, A, A, A, A]])).toBe('1st letter must be C');
      expect(hardModeViolation('STOLEN', ['CRANES'], [[A, A, C, A, A, A]])).toBe('3rd letter must be A');
    });

    it('are not satisfied by the letter in another position', () => {
      expect(hardModeViolation('ABSENT', ['BARELY'], [[A, C, A, A, A, A]])).toBe('2nd letter must be A');
    });

    it('reports the first fixed position that is broken', () => {
      expect(hardModeViolation('XXXXXX', ['CRANES'], [[A, A, A, C, C, A]])).toBe('4th letter must be N');
    });
  });

  describe('present letters', () => {
    it('must appear somewhere in the guess', () => {
      expect(hardModeViolation('STOLEN', ['CRANES'], [[A, P, A, A, A, A]])).toBe('Guess must contain R');
    });

    it('may appear in any position, including the same one', () => {
      expect(hardModeViolation('FRIGHT', ['CRANES'], [[A, P, A, A, A, A]])).toBeNull();
      expect(hardModeViolation('BORDER', ['CRANES'], [[A, P, A, A, A, A]])).toBeNull();
    });

    it('reports the first missing letter', () => {
      expect(hardModeViolation('BLIMPY', ['CRANES'], [[A, P, A, P, A, A]])).toBe('Guess must contain R');
    });
  });

  describe('order of checks', () => {
    it('reports a broken fixed letter before a missing present letter', () => {
      expect(hardModeViolation('BLIMPY', ['CRANES'], [[A, P, A, A, A, C]])).toBe('6th letter must be S');
    });

    it('reports a fixed letter of a later row before a present letter of an earlier row', () => {
      expect(
        hardModeViolation(
          'BLIMPY',
          ['CRANES', 'TOWELS'],
          [
            [A, P, A, A, A, A],
            [A, A, A, A, A, C],
          ],
        ),
      ).toBe('6th letter must be S');
    });
  });

  describe('all earlier guesses', () => {
    const guesses = ['CRANES', 'TOILET'];
    const evaluations = [
      [A, P, A, A, A, A],
      [A, A, A, A, C, A],
    ];

    it('checks hints of the first row, not only the last', () => {
      expect(hardModeViolation('BASKET', guesses, evaluations)).toBe('Guess must contain R');
    });

    it('checks fixed letters of the first row, not only the last', () => {
      expect(
        hardModeViolation(
          'SPITED',
          ['CRANES', 'TOILET'],
          [
            [A, A, C, A, A, A],
            [A, A, A, A, C, A],
          ],
        ),
      ).toBe('3rd letter must be A');
    });

    it('accepts a guess that keeps the hints of every row', () => {
      expect(hardModeViolation('BREWED', guesses, evaluations)).toBeNull();
    });
  });

  describe('duplicate letters', () => {
    it('requires a letter shown present once and absent once', () => {
      expect(hardModeViolation('STORMY', ['LEVELS'], [[A, P, A, A, A, A]])).toBe('Guess must contain E');
      expect(hardModeViolation('STORMY', ['LEVELS'], [[A, A, A, P, A, A]])).toBe('Guess must contain E');
      expect(hardModeViolation('BREATH', ['LEVELS'], [[A, P, A, A, A, A]])).toBeNull();
    });

    it('keeps a letter shown correct once and absent once in place', () => {
      expect(hardModeViolation('FENCED', ['LEVELS'], [[A, C, A, A, A, A]])).toBeNull();
      expect(hardModeViolation('DECENT', ['LEVELS'], [[A, C, A, A, A, A]])).toBeNull();
      expect(hardModeViolation('TREATY', ['LEVELS'], [[A, C, A, A, A, A]])).toBe('2nd letter must be E');
    });

    it('requires every fixed copy of a repeated letter', () => {
      expect(hardModeViolation('BETTER', ['LETTER'], [[A, C, C, C, C, C]])).toBeNull();
      expect(hardModeViolation('BETTOR', ['LETTER'], [[A, C, C, C, C, C]])).toBe('5th letter must be E');
    });
  });

  describe('absent letters', () => {
    it('impose nothing, even when reused', () => {
      expect(hardModeViolation('CRANES', ['CRANES'], [[A, A, A, A, A, A]])).toBeNull();
      expect(hardModeViolation('BOTHLY', ['CRANES'], [[A, A, A, A, A, A]])).toBeNull();
    });
  });

  describe('a guess that keeps every hint', () => {
    it('returns null', () => {
      expect(hardModeViolation('SCARED', ['CRANES'], [[P, P, C, A, P, P]])).toBeNull();
    });
  });
});
