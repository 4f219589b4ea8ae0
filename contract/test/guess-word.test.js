import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { guessWordOf, isGuessWord, isSixLetterWord, WORD_LENGTH } from '../src/game.js';

describe('the six-letter rule', () => {
  /** @type {[unknown, string | null, string][]} text, the word it gives (null: none), why */
  const cases = [
    ['CRANES', 'CRANES', 'six capitals'],
    ['cranes', 'CRANES', 'lower case is upper-cased'],
    ['CrAnEs', 'CRANES', 'mixed case is upper-cased'],
    ['CRANE', null, 'five letters'],
    ['CRANESS', null, 'seven letters'],
    ['', null, 'nothing'],
    [' CRANE', null, 'a space is no letter'],
    ['CRANES ', null, 'nor is a trailing space'],
    ['CRANE1', null, 'nor a digit'],
    ['CRANÉS', null, 'a letter with an accent is not a-z'],
    ['ſtrong', null, 'ſ (long s) upper-cases to S: checked before upper-casing, it never passes'],
    ['ıllume', null, 'dotless ı upper-cases to I: the same'],
    ['straße', null, 'ß upper-cases to SS, which would make six letters of five and a ß'],
    ['КРАНЕС', null, 'Cyrillic capitals look like Latin ones but are other letters'],
    ['CRANES\n', null, 'a line ending is not part of the word'],
  ];

  for (const [text, word, why] of cases) {
    it(`${JSON.stringify(text)}: ${why}`, () => {
      assert.equal(guessWordOf(/** @type {string} */ (text)), word);
      assert.equal(isSixLetterWord(/** @type {string} */ (text)), word !== null);
    });
  }

  it('counts WORD_LENGTH letters', () => {
    assert.equal(WORD_LENGTH, 6);
    assert.equal(isSixLetterWord('A'.repeat(WORD_LENGTH)), true);
    assert.equal(isSixLetterWord('A'.repeat(WORD_LENGTH - 1)), false);
  });

  it('takes a word as kept only in capitals', () => {
    assert.equal(isGuessWord('CRANES'), true);
    assert.equal(isGuessWord('cranes'), false, 'what the game wrote itself is in capitals; another case is damage');
    assert.equal(isGuessWord('CRANE'), false);
    assert.equal(isGuessWord('ſTRONG'), false);
    for (const value of [null, undefined, 123456, ['CRANES'], { word: 'CRANES' }])
      assert.equal(isGuessWord(value), false, `${JSON.stringify(value)} is no string`);
  });
});
