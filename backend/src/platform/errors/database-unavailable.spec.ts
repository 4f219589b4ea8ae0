import { isDatabaseUnavailable } from './database-unavailable.js';

describe('isDatabaseUnavailable', () => {
  const tagged = (message: string, extra: object = {}) =>
    Object.assign(new Error(message), { clientVersion: '6.19.3' }, extra);

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'Prisma cannot reach the server',
      Object.assign(new Error("Can't reach database server"), { name: 'PrismaClientKnownRequestError', code: 'P1001' }),
    ],
    ['a pool connect timeout passed through Prisma', tagged('Connection terminated due to connection timeout')],
    ['a cause chain', new Error('query failed', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) })],
    [
      'the server shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      'a unique violation',
      Object.assign(new Error('Unique constraint failed'), { name: 'PrismaClientKnownRequestError', code: 'P2002' }),
    ],
    ['a syntax error', tagged('syntax error at or near "SELEC"', { code: '42601' })],
    ['an ordinary bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
