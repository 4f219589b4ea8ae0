import { WindowCounter } from './window-counter.js';

describe('WindowCounter', () => {
  let now = 0;
  let counter: WindowCounter;
  beforeEach(() => {
    now = 1_000_000;
    counter = new WindowCounter(60_000, () => now);
  });
  afterEach(() => counter.stop());

  it('counts each key on its own, from its first request', () => {
    expect(counter.hit('a')).toEqual({ hits: 1, msBeforeReset: 60_000 });
    now += 10_000;
    expect(counter.hit('a')).toEqual({ hits: 2, msBeforeReset: 50_000 });
    expect(counter.hit('b')).toEqual({ hits: 1, msBeforeReset: 60_000 });
  });

  it('starts again once the key’s window has ended', () => {
    counter.hit('a');
    counter.hit('a');
    now += 60_000;
    expect(counter.hit('a')).toEqual({ hits: 1, msBeforeReset: 60_000 });
  });

  it('keeps a window that spans a rotation, and forgets keys idle for two windows', () => {
    counter.hit('a');
    now += 50_000;
    counter.rotate();
    expect(counter.hit('a')).toEqual({ hits: 2, msBeforeReset: 10_000 });
    counter.hit('b');
    counter.rotate();
    counter.rotate();
    expect(counter.size).toBe(0);
  });
});
