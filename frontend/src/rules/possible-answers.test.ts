import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateGuess } from '@hexle/contract/game';
import { describe, expect, it } from 'vitest';
import type { LetterResult } from './evaluation';
import { parseWordList, possibleAnswers } from './possible-answers';

const C = 'correct';
const P = 'present';
const A = 'absent';

describe('the words that can still be the answer', () => {
  const words = ['PLANET', 'PLANES', 'STREAM', 'LANCET', 'BOTTLE', 'LETTER'];

  it('is every word before any guess', () => {
    expect(possibleAnswers(words, [], [])).toEqual(words);
  });

  it('keeps exactly the words that would have coloured each guess as it was coloured', () => {
    const evaluation: LetterResult[] = [P, P, P, A, C, C]; // LANCET against PLANET
    expect(possibleAnswers(words, ['LANCET'], [evaluation])).toEqual(['PLANET']);
    // STREAM against PLANET: T, E, A present somewhere else, S, R, M absent.
    expect(possibleAnswers(words, ['STREAM'], [[A, P, A, P, P, A]])).toEqual(['PLANET', 'LANCET']);
    expect(possibleAnswers(words, ['STREAM', 'LANCET'], [[A, P, A, P, P, A], evaluation])).toEqual(['PLANET']);
  });

  it('follows the game’s rule for repeated letters (a second copy is absent once the answer has no more)', () => {
    // LETTER against BOTTLE: L present, first E present, both Ts correct, second E absent, R absent.
    const colours = evaluateGuess('LETTER', 'BOTTLE');
    expect(colours).toEqual([P, P, C, C, A, A]);
    expect(possibleAnswers(words, ['LETTER'], [colours])).toEqual(['BOTTLE']);
    // Had both Es been present, BOTTLE (one E) would not fit.
    expect(possibleAnswers(words, ['LETTER'], [[P, P, C, C, P, A]])).toEqual([]);
  });

  it('takes guesses in any case, and a guess without colours yet tells nothing', () => {
    expect(possibleAnswers(words, ['lancet', 'PLANES'], [[P, P, P, A, C, C]])).toEqual(['PLANET']);
  });

  it('always keeps the answer, whatever was guessed, over the whole public list', () => {
    const list = parseWordList(
      readFileSync(path.join(import.meta.dirname, '../../../prisma/words/valid-guesses.txt'), 'utf8'),
    );
    expect(list).toHaveLength(11_225);
    const answer = 'PLANET';
    const guesses = ['STREAM', 'LANCET', 'CLIENT'];
    const left = possibleAnswers(
      list,
      guesses,
      guesses.map((guess) => evaluateGuess(guess, answer)),
    );
    expect(left).toContain(answer);
    expect(left.length).toBeLessThan(list.length / 100);
    expect(
      left.every((word) =>
        guesses.every((guess) => evaluateGuess(guess, word).join() === evaluateGuess(guess, answer).join()),
      ),
    ).toBe(true);
  });
});

describe('the public word list as shipped', () => {
  it('reads one upper-case word a line, blank lines and stray spaces left out', () => {
    expect(parseWordList('ABACUS\r\nplanet\n\n  STREAM  \n')).toEqual(['ABACUS', 'PLANET', 'STREAM']);
  });
});
