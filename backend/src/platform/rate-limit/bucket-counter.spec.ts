import { BucketCounter, KeyAllowance } from './bucket-counter.js';

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

describe('BucketCounter within a key allowance', () => {
  const now = () => 1_000_000;

  it('holds the keys of the allowance (a key or two more at most), all counters together, dropping idle keys first', () => {
    const allowance = new KeyAllowance(4);
    const post = new BucketCounter({ max: 2, windowSeconds: 60 }, now, allowance);
    const get = new BucketCounter({ max: 2, windowSeconds: 60 }, now, allowance);
    post.hit('idle');
    post.hit('busy');
    get.hit('reader');
    post.rotate();
    post.hit('busy');
    post.hit('busy');
    post.hit('new');
    expect(allowance.held).toBe(4);
    // Full: the next new key rotates the counter holding the most keys (post's), which forgets the key idle since its last rotation only.
    post.hit('newer');
    expect(allowance.held).toBe(post.size + get.size);
    expect(allowance.held).toBeLessThanOrEqual(4);
    expect(post.hit('busy').allowed).toBe(false);
    for (let i = 0; i < 100; i++) get.hit(`flood-${i}`);
    expect(allowance.held).toBe(post.size + get.size);
    expect(post.size + get.size).toBeLessThanOrEqual(5);
    post.stop();
    get.stop();
  });

  it("makes a flood's counter forget its keys, not a budget the flood does not use", () => {
    const allowance = new KeyAllowance(10);
    const post = new BucketCounter({ max: 2, windowSeconds: 60 }, now, allowance);
    const get = new BucketCounter({ max: 2, windowSeconds: 60 }, now, allowance);
    for (let i = 0; i < 1000; i++) get.hit(`flood-${i}`);
    post.hit('player');
    post.hit('player');
    for (let i = 0; i < 3; i++) post.hit(`other-player-${i}`);
    expect(post.hit('player').allowed).toBe(false);
    expect(post.size + get.size).toBeLessThanOrEqual(12);
    post.stop();
    get.stop();
  });
});
