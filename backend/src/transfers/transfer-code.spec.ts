import {
  formatTransferCode,
  hashTransferCode,
  newTransferCode,
  normalizeTransferCode,
  TRANSFER_CODE_SPACE,
} from './transfer-code.js';

describe('transfer codes', () => {
  it('are 10 symbols of Crockford base32, different every time', () => {
    const codes = new Set(Array.from({ length: 2000 }, newTransferCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
    expect(TRANSFER_CODE_SPACE).toBe(2 ** 50);
  });

  it('use every symbol of the alphabet', () => {
    const symbols = new Set(Array.from({ length: 500 }, newTransferCode).join(''));
    expect(symbols.size).toBe(32);
  });

  it('are shown in two groups of five', () => {
    expect(formatTransferCode('7KQ2M9XH4B')).toBe('7KQ2M-9XH4B');
  });

  it.each([
    ['7KQ2M-9XH4B', '7KQ2M9XH4B'],
    ['7kq2m 9xh4b', '7KQ2M9XH4B'],
    [' 7kq2m-9xh4b ', '7KQ2M9XH4B'],
    ['OIL00-00000', '0110000000'],
  ])('read %j as %s', (typed, code) => {
    expect(normalizeTransferCode(typed)).toBe(code);
  });

  it.each(['7KQ2M-9XH4', '7KQ2M-9XH4BB', 'UUUUU-UUUUU', '7KQ2M_9XH4B', '', '7KQ2M-9XH4É'])('refuse %j', (typed) => {
    expect(normalizeTransferCode(typed)).toBeNull();
  });

  it('are stored as a hash', () => {
    expect(hashTransferCode('7KQ2M9XH4B')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashTransferCode('7KQ2M9XH4B')).not.toBe(hashTransferCode('7KQ2M9XH4C'));
  });
});
