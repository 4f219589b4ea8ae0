import { smallSpace } from './small-word-space.fixture.js';
import { nameableGuesses } from './secrecy.js';

describe('the words the solver may name', () => {
  const space = smallSpace();

  it('are the valid guesses off the answers list, less the offensive ones', () => {
    const names = (mask: Uint8Array) => space.guesses.filter((_, g) => mask[g] === 1);
    expect(names(nameableGuesses(space, () => false))).toEqual(['ABCDEF', 'ZZZZZZ']);
    expect(names(nameableGuesses(space, (word) => word === 'ZZZZZZ'))).toEqual(['ABCDEF']);
  });

  it('read nothing but the lists: the same mask for the same lists, whatever else is asked', () => {
    expect(nameableGuesses(space, () => false)).toEqual(nameableGuesses(smallSpace(), () => false));
  });
});
