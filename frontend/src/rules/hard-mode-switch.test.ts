import { describe, expect, it } from 'vitest';
import { canEnableHardMode } from './hard-mode-switch';

describe('switching hard mode on', () => {
  it('is possible before the first guess of a round and after its end, never in between', () => {
    expect(canEnableHardMode('playing', 0)).toBe(true);
    expect(canEnableHardMode('playing', 1)).toBe(false);
    expect(canEnableHardMode('won', 3)).toBe(true);
    expect(canEnableHardMode('lost', 7)).toBe(true);
  });
});
