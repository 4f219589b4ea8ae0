import { BucketCounter } from './bucket-counter.js';

describe('BucketCounter', () => {
  let now = 0;
  let counter: BucketCounter;
  beforeEach(() => {
    now = 1_000_000;
    counter = new BucketCounter({ max: 2, windowSeconds: 60 }, () => now);
  });
  afterEach(() => counter.stop());

  it('keeps a bucket per key', () => {
    expect(counter.hit('a')).toMatchObject({ allowed: true, remaining: 1 });
    expect(counter.hit('a')).toMatchObject({ allowed: true, remaining: 0 });
    expect(counter.hit('a')).toMatchObject({ allowed: false, msBeforeNext: 30_000 });
    expect(counter.hit('b')).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('refills over time', () => {
    counter.hit('a');
    counter.hit('a');
    now += 30_000;
    expect(counter.hit('a')).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('keeps a bucket across a rotation, and forgets keys idle for two windows', () => {
    counter.hit('a');
    counter.hit('a');
    counter.rotate();
    expect(counter.hit('a').allowed).toBe(false);
    counter.hit('b');
    counter.rotate();
    counter.rotate();
    expect(counter.size).toBe(0);
  });
});
