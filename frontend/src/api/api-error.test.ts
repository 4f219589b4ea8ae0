import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { isMismatchError, isNotInWordListError, submitErrorText } from './failures';

describe('ApiError', () => {
  it('carries the status, the server texts and the client message', () => {
    const error = new ApiError(409, 'Game mismatch', 'Request failed (409)');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(409);
    expect(error.serverError).toBe('Game mismatch');
    expect(error.message).toBe('Request failed (409)');
  });
});

describe('submitErrorText', () => {
  it('prefers the server error text', () => {
    expect(submitErrorText(new ApiError(400, 'Invalid guess', 'Request failed (400)'))).toBe('Invalid guess');
  });

  it('falls back to the client message', () => {
    expect(submitErrorText(new ApiError(500, null, 'Request failed (500)'))).toBe('Request failed (500)');
  });

  it('falls back to the network error text', () => {
    expect(submitErrorText(new ApiError(null, null, ''))).toBe('Network error. Please try again.');
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error. Please try again.');
  });

  it('skips an empty server text', () => {
    expect(submitErrorText(new ApiError(500, '', 'Request failed (500)'))).toBe('Request failed (500)');
  });

  it('uses the message of another Error', () => {
    expect(submitErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it.each([new Error(''), 'oops', null, undefined, { message: 'not an error' }])(
    'gives the network error text for %j',
    (error) => {
      expect(submitErrorText(error)).toBe('Network error. Please try again.');
    },
  );
});

describe('isMismatchError', () => {
  it.each(['game_number_mismatch', 'answer_changed'])('is true for the code %s, whatever the text', (code) => {
    expect(isMismatchError(new ApiError(409, 'Anything at all', 'Request failed (409)', code))).toBe(true);
  });

  it.each([
    ['no server error', new ApiError(409, null, 'Request failed (409)')],
    ['mismatch in the text but no code', new ApiError(409, 'Game number mismatch', 'Request failed (409)')],
    ['another code', new ApiError(409, 'Game over', 'Request failed (409)', 'conflict')],
    ['mismatch only in the client message', new ApiError(409, null, 'mismatch')],
    ['a plain Error', new Error('mismatch')],
    ['a string', 'mismatch'],
    ['null', null],
  ])('is false for %s', (_label, error) => {
    expect(isMismatchError(error)).toBe(false);
  });
});

describe('isNotInWordListError', () => {
  it('is true for the code not_in_word_list, whatever the text', () => {
    expect(isNotInWordListError(new ApiError(422, 'Anything at all', 'Request failed (422)', 'not_in_word_list'))).toBe(
      true,
    );
  });

  it.each([
    ['the text but no code', new ApiError(422, 'Not in word list', 'Request failed (422)')],
    ['another code on a 422', new ApiError(422, 'Offensive', 'Request failed (422)', 'offensive_word')],
    ['the mismatch code', new ApiError(409, 'Not in word list', 'Request failed (409)', 'game_number_mismatch')],
    ['a plain Error', new Error('Not in word list')],
    ['null', null],
  ])('is false for %s', (_label, error) => {
    expect(isNotInWordListError(error)).toBe(false);
  });
});
