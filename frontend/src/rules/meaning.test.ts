import { describe, expect, it } from 'vitest';
import { isMeaning } from './meaning';

describe('a meaning the end view shows', () => {
  it('is a part of speech and one to three glosses', () => {
    expect(isMeaning({ part_of_speech: 'noun', glosses: ['a celestial body'] })).toBe(true);
    expect(isMeaning({ part_of_speech: 'verb', glosses: ['to plant', 'to set firmly'] })).toBe(true);
  });

  it('is nothing the view could show as an empty or broken box', () => {
    expect(isMeaning(null)).toBe(false);
    expect(isMeaning({ part_of_speech: 'noun', glosses: [] })).toBe(false);
    expect(isMeaning({ part_of_speech: 'noun', glosses: ['  '] })).toBe(false);
    expect(isMeaning({ part_of_speech: '', glosses: ['x'] })).toBe(false);
    expect(isMeaning({ part_of_speech: '<b>noun</b>', glosses: ['x'] })).toBe(false);
    expect(isMeaning({ part_of_speech: 'noun', glosses: ['x'.repeat(301)] })).toBe(false);
    expect(isMeaning({ part_of_speech: 'noun', glosses: 'a celestial body' })).toBe(false);
  });
});
