import { z } from 'zod';
import { gameNumberField, finishedGuessesField, proofField } from '../guess/guess.dto.js';
import { timeZoneField } from '../game-day/time-zone.query.js';
import { cleanName, isVisibleName, LEAGUE_NAME_MAX, MEMBER_NAME_MAX, nameLength } from './league-names.js';
import { LEAGUE_ID, MEMBER_ID, MEMBER_TOKEN } from './league-secrets.js';

/** A name, cleaned (league-names.ts) before its length is checked: 1 to `max` characters once cleaned. */
const nameField = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a name of 1 to ${max} characters` })
    .max(max * 8, { error: `${field} must be at most ${max} characters` })
    .transform(cleanName)
    .refine(isVisibleName, { error: `${field} must show at least one character, with no pile of marks on a letter` })
    .refine((name) => nameLength(name) <= max, { error: `${field} must be at most ${max} characters` });

const memberName = nameField('member_name', MEMBER_NAME_MAX);

export const createLeagueBody = z.object({
  name: nameField('name', LEAGUE_NAME_MAX),
  member_name: memberName,
  timezone: timeZoneField,
});
export type CreateLeagueBody = z.infer<typeof createLeagueBody>;

export const joinLeagueBody = z.object({ member_name: memberName, timezone: timeZoneField });
export type JoinLeagueBody = z.infer<typeof joinLeagueBody>;

export const renameMemberBody = z.object({ member_name: memberName });
export type RenameMemberBody = z.infer<typeof renameMemberBody>;

const TOKEN = 'member_token must be the token this league gave when joining';
const memberToken = z.string({ error: TOKEN }).regex(MEMBER_TOKEN, { error: TOKEN });

const SKILL = 'skill must be a whole number from 0 to 99, sent with the skill_seal the analysis gave';

/**
 * A finished daily game, as POST /api/analysis takes it: every guess in order and the last proof;
 * and, once the member has opened its analysis, the skill with the analysis' seal on it.
 */
export const leagueResultBody = z
  .object({
    member_token: memberToken,
    game_number: gameNumberField,
    guesses: finishedGuessesField,
    proof: proofField,
    timezone: timeZoneField,
    skill: z
      .number({ error: SKILL })
      .int({ error: SKILL })
      .min(0, { error: SKILL })
      .max(99, { error: SKILL })
      .optional(),
    skill_seal: z.string({ error: SKILL }).max(64, { error: SKILL }).optional(),
  })
  .refine((body) => (body.skill === undefined) === (body.skill_seal === undefined), { error: SKILL, path: ['skill'] });
export type LeagueResultBody = z.infer<typeof leagueResultBody>;

const LEAGUE = 'id must be a league id';
export const leagueIdParams = z.object({ id: z.string({ error: LEAGUE }).regex(LEAGUE_ID, { error: LEAGUE }) });
export type LeagueIdParams = z.infer<typeof leagueIdParams>;

const MEMBER = 'member_id must be a member id';
export const leagueMemberParams = leagueIdParams.extend({
  member_id: z.string({ error: MEMBER }).regex(MEMBER_ID, { error: MEMBER }),
});
export type LeagueMemberParams = z.infer<typeof leagueMemberParams>;

/** A path whose id cannot be a league's is a league nobody has. */
export const LEAGUE_ID_CODES = { id: 'league_not_found', member_id: 'member_not_found' };

/** The member's token from `Authorization: Bearer <token>`; null when there is none that could be one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
