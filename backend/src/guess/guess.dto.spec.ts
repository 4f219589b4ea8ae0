import { ApiException } from '../platform/errors/api-error.js';
import { InputSchema } from '../platform/errors/valid-input.js';
import { checkGuessBody, validateGuessBody } from './guess.dto.js';

/** The text of the 400 reply for a body, or the parsed body. */
function check(schema: InputSchema<typeof checkGuessBody | typeof validateGuessBody>, body: unknown): unknown {
  try {
    return schema.parse(body);
  } catch (error) {
    if (error instanceof ApiException) return error.message;
    throw error;
  }
}

describe('the guess bodies', () => {
  const checkGuess = new InputSchema(checkGuessBody, 'invalid_body');
  const validate = new InputSchema(validateGuessBody, 'invalid_body');
  const valid = { guess: 'planet', game_number: 326, timezone: 'UTC' };

  it('upper-cases guesses and drops unknown fields', () => {
    expect(check(validate, { guess: 'PlAnEt', timezone: 'UTC', extra: 1 })).toEqual({
      guess: 'PLANET',
      timezone: 'UTC',
    });
    expect(check(checkGuess, { ...valid, previous_guesses: ['bridge'], proof: 'abc' })).toEqual({
      ...valid,
      guess: 'PLANET',
      previous_guesses: ['BRIDGE'],
      proof: 'abc',
    });
  });

  it.each([
    ['a body that is not an object', [1, 2], 'game_number must be a whole number'],
    ['game_number before the guess', { guess: 'pla', game_number: '1', timezone: 'x' }, 'whole number'],
    ['previous_guesses before the guess', { ...valid, guess: 'pla', previous_guesses: 'x' }, 'a list of guesses'],
    ['proof before the guess', { ...valid, guess: 'pla', proof: 5 }, 'proof must be a string'],
    ['the guess before the time zone', { ...valid, guess: 'pla', timezone: 'x' }, 'guess must be exactly'],
    ['a whole number beyond the safe range', { ...valid, game_number: 1e20 }, 'game_number is too large'],
    ['a fraction below 1', { ...valid, game_number: 0.5 }, 'whole number'],
    [
      'too many previous guesses, checked before each one',
      { ...valid, previous_guesses: Array(7).fill('x') },
      'at most 6',
    ],
    ['a previous guess that is not text', { ...valid, previous_guesses: [null] }, 'each of previous_guesses'],
    ['a missing time zone', { ...valid, timezone: '' }, 'timezone is required'],
    ['a time zone that is not text', { ...valid, timezone: null }, 'timezone must be an IANA'],
  ])('reports %s first', (_label, body, message) => {
    expect(check(checkGuess, body)).toEqual(expect.stringContaining(message));
  });

  it('takes null as a missing optional field', () => {
    expect(check(checkGuess, { ...valid, previous_guesses: null, proof: null })).toMatchObject({
      previous_guesses: null,
      proof: null,
    });
  });
});
