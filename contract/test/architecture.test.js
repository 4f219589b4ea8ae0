import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cyclesOf } from '../src/architecture.js';

describe('cyclesOf', () => {
  it('finds a cycle when there is one, each node once, the first repeated at the end', () => {
    assert.deepEqual(
      cyclesOf([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
      ]),
      [['a', 'b', 'c', 'a']],
    );
    assert.deepEqual(cyclesOf([['x', 'x']]), [['x', 'x']]);
  });

  it('finds none in a graph without one, shared targets included', () => {
    assert.deepEqual(
      cyclesOf([
        ['a', 'b'],
        ['b', 'c'],
        ['a', 'c'],
      ]),
      [],
    );
  });

  it('finds two separate cycles', () => {
    assert.deepEqual(
      cyclesOf([
        ['a', 'b'],
        ['b', 'a'],
        ['c', 'd'],
        ['d', 'c'],
      ]),
      [
        ['a', 'b', 'a'],
        ['c', 'd', 'c'],
      ],
    );
  });
});
