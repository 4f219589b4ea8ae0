import { z } from 'zod';
import { LEAGUE_ID, MEMBER_TOKEN } from './league-secrets.js';

/** The most leagues a browser is in (the page keeps to it); a transfer carries at most as many. */
export const MAX_MEMBERSHIPS = 10;

const MEMBERSHIP = 'each of leagues must be { id, member_token } as the league gave them';

/**
 * The league memberships a transfer code carries to another device: each league's id and the
 * member's token, nothing else, at most MAX_MEMBERSHIPS, no league twice. The token is the
 * member's secret: whoever claims the code becomes that member on the new device.
 */
export const leagueMemberships = z
  .array(
    z.strictObject(
      {
        id: z.string({ error: MEMBERSHIP }).regex(LEAGUE_ID, { error: MEMBERSHIP }),
        member_token: z.string({ error: MEMBERSHIP }).regex(MEMBER_TOKEN, { error: MEMBERSHIP }),
      },
      { error: MEMBERSHIP },
    ),
    { error: 'leagues must be a list of league memberships' },
  )
  .max(MAX_MEMBERSHIPS, { error: `leagues holds at most ${MAX_MEMBERSHIPS} league memberships` })
  .refine((list) => new Set(list.map((m) => m.id)).size === list.length, {
    error: 'leagues must not name a league twice',
  });
