import { z } from 'zod';
import { timeZoneField } from '../game-day/time-zone.query.js';
import { nestsWithin } from './payload-depth.js';

/** A record is a few levels deep (statistics, settings, a game's rows); anything deeper is not one. */
export const MAX_PAYLOAD_DEPTH = 16;

export const createTransferBody = z.object({
  /** The player's statistics, settings and today's game; the game checks them on import. */
  payload: z
    .record(z.string(), z.unknown(), { error: 'payload must be an object' })
    .refine((payload) => nestsWithin(payload, MAX_PAYLOAD_DEPTH), {
      error: `payload must not nest more than ${MAX_PAYLOAD_DEPTH} levels deep`,
    }),
  timezone: timeZoneField,
});
export type CreateTransferBody = z.infer<typeof createTransferBody>;

const MALFORMED_CODE = 'A transfer code is 10 letters and digits, such as 7KQ2M-9XH4B';

export const claimTransferBody = z.object({
  code: z.string({ error: MALFORMED_CODE }).max(40, { error: MALFORMED_CODE }),
  timezone: timeZoneField,
});
export type ClaimTransferBody = z.infer<typeof claimTransferBody>;
