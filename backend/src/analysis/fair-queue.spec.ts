import { FairQueue } from './fair-queue.js';

describe('the fair queue of analyses', () => {
  it('serves the owner served least recently first, each owner’s jobs in order', () => {
    const queue = new FairQueue<string>(8, 64);
    for (let i = 1; i <= 4; i++) queue.push('flood-a', `a${i}`);
    for (let i = 1; i <= 4; i++) queue.push('flood-b', `b${i}`);
    expect([queue.next(), queue.next(), queue.next()]).toEqual(['a1', 'b1', 'a2']);
    // A player who has not been served goes before every flooding network's next job.
    queue.push('player', 'p1');
    expect(queue.next()).toBe('p1');
    expect([queue.next(), queue.next(), queue.next(), queue.next(), queue.next()]).toEqual([
      'b2',
      'a3',
      'b3',
      'a4',
      'b4',
    ]);
    expect(queue.next()).toBeUndefined();
    expect(queue.size).toBe(0);
  });

  it('refuses an owner past its share, and no one else', () => {
    const queue = new FairQueue<string>(2, 64);
    expect(queue.push('flood', 'f1')).toBeNull();
    expect(queue.push('flood', 'f2')).toBeNull();
    expect(queue.push('flood', 'f3')).toBe('f3');
    expect(queue.push('player', 'p1')).toBeNull();
  });

  it('when full, lets an owner with fewer waiting take the place of the newest job of the one with most', () => {
    const queue = new FairQueue<string>(4, 6);
    for (let i = 1; i <= 4; i++) queue.push('flood-a', `a${i}`);
    for (let i = 1; i <= 2; i++) queue.push('flood-b', `b${i}`);
    expect(queue.push('player', 'p1')).toBe('a4');
    expect(queue.size).toBe(6);
    // Now a has 3, b 2, the player 1: the player's second job would not leave it with fewer.
    expect(queue.push('flood-b', 'b3')).toBe('b3');
    const order: string[] = [];
    for (let job = queue.next(); job !== undefined; job = queue.next()) order.push(job);
    // Never served, the player with one job waiting goes first; then turn by turn.
    expect(order).toEqual(['p1', 'b1', 'a1', 'b2', 'a2', 'a3']);
  });

  it('keeps its memory of turns bounded', () => {
    const queue = new FairQueue<number>(1, 2);
    for (let i = 0; i < 100; i++) {
      queue.push(`owner-${i}`, i);
      expect(queue.next()).toBe(i);
    }
    expect(queue.size).toBe(0);
  });
});
