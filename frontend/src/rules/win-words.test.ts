import { describe, expect, it } from 'vitest';
import { winWord } from './win-words';

describe('winWord', () => {
  it('has a different word for each of the 7 guess counts', () => {
    const words = [1, 2, 3, 4, 5, 6, 7].map(winWord);
    expect(new Set(words).size).toBe(7);
    expect(words[0]).toBe('Uncanny');
    expect(words[6]).toBe('Close call');
  });
});
