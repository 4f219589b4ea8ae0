import { describe, expect, it, vi } from 'vitest';
import { afterFirstInput, FIRST_INPUT_EVENTS } from './after-first-input';

describe('afterFirstInput', () => {
  it.each(FIRST_INPUT_EVENTS)('runs the work at the first %s, and not at the next ones', (type) => {
    const target = new EventTarget();
    const work = vi.fn();
    afterFirstInput(work, target);
    expect(work).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    expect(work).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event(type));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it at most once for each kind of input', () => {
    const target = new EventTarget();
    const work = vi.fn();
    afterFirstInput(work, target);
    for (let round = 0; round < 3; round += 1) {
      for (const type of FIRST_INPUT_EVENTS) target.dispatchEvent(new Event(type));
    }
    expect(work).toHaveBeenCalledTimes(FIRST_INPUT_EVENTS.length);
  });

  it('waits through events that are not input', () => {
    const target = new EventTarget();
    const work = vi.fn();
    afterFirstInput(work, target);
    for (const type of ['scroll', 'focus', 'pointermove', 'keyup']) target.dispatchEvent(new Event(type));
    expect(work).not.toHaveBeenCalled();
  });
});
