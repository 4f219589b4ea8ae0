import { z } from 'zod';
import { timeZoneField } from '../game-day/time-zone.query.js';
import { leagueMemberships } from '../leagues/league-memberships.js';
import { nestsWithin } from './payload-depth.js';

/** A record is a few levels deep (statistics, settings, a game's rows); anything deeper is not one. */
export const MAX_PAYLOAD_DEPTH = 16;

export const createTransferBody = z.object({
  /**
   * The player's statistics, settings and today's game; the game checks them on import. Its
   * `leagues`, when sent, are checked here: the league memberships (`{ id, member_token }`, at
   * most 10) the other device joins as the same member.
   */
  payload: z
    .record(z.string(), z.unknown(), { error: 'payload must be an object' })
    .refine((payload) => nestsWithin(payload, MAX_PAYLOAD_DEPTH), {
      error: `payload must not nest more than ${MAX_PAYLOAD_DEPTH} levels deep`,
    })
    .superRefine((payload, context) => {
      if (payload.leagues === undefined) return;
      const memberships = leagueMemberships.safeParse(payload.leagues);
      if (!memberships.success)
        context.addIssue({
          code: 'custom',
          message: `payload.${memberships.error.issues[0]?.message ?? 'leagues is malformed'}`,
        });
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
