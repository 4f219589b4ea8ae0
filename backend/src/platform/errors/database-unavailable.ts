/**
 * Whether an error means PostgreSQL cannot be reached or did not answer in time,
 * as opposed to a bug in a query. Those become 503s, and the API recovers by
 * itself because every request asks the pool for a fresh connection.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01',
  '57P03',
]);
const PRISMA_CONNECTION_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const CONNECTION_MESSAGES =
  /connect|connection|timeout|timed out|terminat|ECONNREFUSED|database system is (starting|shutting)/i;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { name, code, message, cause } = error as ErrorLike;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || PRISMA_CONNECTION_CODES.has(code))) return true;
  if (name === 'PrismaClientInitializationError') return true;
  // Prisma passes some driver errors through as plain errors tagged with its clientVersion.
  const fromDatabaseLayer =
    'clientVersion' in error ||
    (typeof name === 'string' && (name.startsWith('PrismaClient') || name === 'DriverAdapterError'));
  if (fromDatabaseLayer && typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
