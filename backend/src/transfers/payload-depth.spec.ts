import { nestsWithin } from './payload-depth.js';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

describe('nestsWithin', () => {
  it.each([
    [1, 0, true],
    [null, 0, true],
    [{}, 1, true],
    [{}, 0, false],
    [{ a: [1, { b: 2 }] }, 3, true],
    [{ a: [1, { b: 2 }] }, 2, false],
    [nested(16), 16, true],
    [nested(17), 16, false],
  ])('%j within %i levels: %s', (value, max, expected) => {
    expect(nestsWithin(value, max)).toBe(expected);
  });

  it('answers for a value nested far deeper than the call stack allows', () => {
    expect(nestsWithin(nested(200_000), 16)).toBe(false);
  });
});
