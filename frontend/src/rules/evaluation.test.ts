import { describe, expect, it } from 'vitest';
import { isEvaluation, isLetterResult, keyResults, type LetterResult } from './evaluation';

const A: LetterResult = 'absent';
const P: LetterResult = 'present';
const C: LetterResult = 'correct';

describe('keyResults', () => {
  it('is empty without guesses', () => {
    expect(keyResults([], [])).toEqual(new Map());
  });

  it('gives each letter of one guess its result', () => {
    expect(keyResults(['CRANES'], [[A, P, C, A, A, P]])).toEqual(
      new Map<string, LetterResult>([
        ['C', 'absent'],
        ['R', 'present'],
        ['A', 'correct'],
        ['N', 'absent'],
        ['E', 'absent'],
        ['S', 'present'],
      ]),
    );
  });

  describe('best result per letter across rows', () => {
    it('correct beats present', () => {
      const results = keyResults(
        ['CRANES', 'BORDER'],
        [
          [A, P, A, A, A, A],
          [A, A, C, A, A, A],
        ],
      );
      expect(results.get('R')).toBe('correct');
    });

    it('present beats absent', () => {
      const results = keyResults(
        ['CRANES', 'STOLEN'],
        [
          [A, A, A, A, A, A],
          [A, A, A, A, A, P],
        ],
      );
      expect(results.get('N')).toBe('present');
    });

    it('never goes down from correct', () => {
      const results = keyResults(
        ['BORDER', 'CRANES', 'FRIGHT'],
        [
          [A, A, C, A, A, A],
          [A, P, A, A, A, A],
          [A, A, A, A, A, A],
        ],
      );
      expect(results.get('R')).toBe('correct');
    });

    it('never goes down from present', () => {
      const results = keyResults(
        ['CRANES', 'FRIGHT'],
        [
          [A, P, A, A, A, A],
          [A, A, A, A, A, A],
        ],
      );
      expect(results.get('R')).toBe('present');
    });
  });

  describe('duplicate letters within one guess', () => {
    it('one copy present and one absent gives present, whichever comes first', () => {
      expect(keyResults(['LEVELS'], [[A, P, A, A, A, A]]).get('E')).toBe('present');
      expect(keyResults(['LEVELS'], [[A, A, A, P, A, A]]).get('E')).toBe('present');
    });

    it('one copy correct and one absent gives correct, whichever comes first', () => {
      expect(keyResults(['LEVELS'], [[A, C, A, A, A, A]]).get('E')).toBe('correct');
      expect(keyResults(['LEVELS'], [[A, A, A, C, A, A]]).get('E')).toBe('correct');
    });

    it('one copy correct and one present gives correct', () => {
      expect(keyResults(['LETTER'], [[A, P, C, A, A, A]]).get('T')).toBe('correct');
      expect(keyResults(['LETTER'], [[A, A, P, C, A, A]]).get('T')).toBe('correct');
    });
  });

  it('ignores guesses without an evaluation yet', () => {
    expect(keyResults(['CRANES', 'TOILET'], [[A, A, A, A, A, A]]).has('T')).toBe(false);
  });
});

describe('isLetterResult', () => {
  it.each(['correct', 'present', 'absent'])('accepts %s', (value) => {
    expect(isLetterResult(value)).toBe(true);
  });

  it.each(['Correct', 'missing', '', null, 1])('rejects %j', (value) => {
    expect(isLetterResult(value)).toBe(false);
  });
});

describe('isEvaluation', () => {
  it('accepts six results', () => {
    expect(isEvaluation([C, P, A, A, P, C])).toBe(true);
  });

  it.each([[[C, P, A, A, P]], [[C, P, A, A, P, C, A]], [[C, P, A, A, P, 'x']], ['correct'], [null]])(
    'rejects %j',
    (value) => {
      expect(isEvaluation(value)).toBe(false);
    },
  );
});
