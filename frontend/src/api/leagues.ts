import type {
  LeagueBoardReply,
  LeagueCreatedReply,
  LeagueJoinedReply,
  LeagueMemberReply,
  LeaguePreviewReply,
  LeagueResultReply,
  LeagueStandingReply,
  LeagueTodayResultReply,
} from '@hexle/contract/wire';
import { isRecord } from '../platform/storage';
import type { Unchecked } from './call';

// The league replies (docs/api.md, Leagues), checked before the page trusts any of them: a reader
// answers null for a reply of another shape. The calls are in occasional-calls.ts.

export type { LeagueBoardReply, LeaguePreviewReply, LeagueStandingReply, LeagueTodayResultReply };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const GRID_ROW = /^[cpa]{6}$/;

/** A member just in (started or joined): their token and id. */
export interface Joined {
  memberToken: string;
  memberId: string;
}

export function readJoined(payload: unknown): Joined | null {
  if (!isRecord(payload)) return null;
  const { member_token: memberToken, member_id: memberId }: Unchecked<LeagueJoinedReply> = payload;
  return isText(memberToken) && isText(memberId) ? { memberToken, memberId } : null;
}

export function readCreated(payload: unknown): (Joined & { id: string }) | null {
  const joined = readJoined(payload);
  const { id }: Unchecked<LeagueCreatedReply> = isRecord(payload) ? payload : {};
  return joined && isText(id) ? { ...joined, id } : null;
}

export function readPreview(payload: unknown): LeaguePreviewReply | null {
  if (!isRecord(payload)) return null;
  const { id, name, members, full }: Unchecked<LeaguePreviewReply> = payload;
  if (!isText(id) || !isText(name) || typeof full !== 'boolean') return null;
  if (!Array.isArray(members) || !members.every(isText)) return null;
  return { id, name, members, full };
}

const isGrid = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length >= 1 && value.length <= 7 && value.every((row) => GRID_ROW.test(String(row)));

function readMember(value: unknown): LeagueMemberReply | null {
  if (!isRecord(value)) return null;
  const { id, name, creator }: Unchecked<LeagueMemberReply> = value;
  return isText(id) && isText(name) && typeof creator === 'boolean' ? { id, name, creator } : null;
}

function readTodayResult(value: unknown): LeagueTodayResultReply | null {
  if (!isRecord(value)) return null;
  const { member_id: memberId, won, guesses, grid, skill }: Unchecked<LeagueTodayResultReply> = value;
  if (!isText(memberId) || typeof won !== 'boolean' || !isCount(guesses) || guesses < 1 || guesses > 7) return null;
  if (grid !== undefined && !isGrid(grid)) return null;
  if (skill !== undefined && !(isCount(skill) && skill <= 99)) return null;
  return {
    member_id: memberId,
    won,
    guesses,
    ...(grid === undefined ? {} : { grid }),
    ...(skill === undefined ? {} : { skill }),
  };
}

function readStanding(value: unknown): LeagueStandingReply | null {
  if (!isRecord(value)) return null;
  const { member_id: memberId, played, won, average_guesses: average, streak }: Unchecked<LeagueStandingReply> = value;
  if (!isText(memberId) || !isCount(played) || !isCount(won) || !isCount(streak)) return null;
  if (average !== null && (typeof average !== 'number' || !Number.isFinite(average))) return null;
  return { member_id: memberId, played, won, average_guesses: average, streak };
}

/** Every item read, or null when one is not what it should be. */
function all<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.map(read);
  return items.every((item) => item !== null) ? items : null;
}

/** The board (`GET /api/leagues/:id`). */
export function readBoard(payload: unknown): LeagueBoardReply | null {
  if (!isRecord(payload)) return null;
  const { id, name, you, members, today, week, all_time: allTime }: Unchecked<LeagueBoardReply> = payload;
  if (!isText(id) || !isText(name) || !isText(you) || !isRecord(today) || !isRecord(week) || !isRecord(allTime))
    return null;
  const memberList = all(members, readMember);
  const results = all(today.results, readTodayResult);
  const weekStandings = all(week.standings, readStanding);
  const allStandings = all(allTime.standings, readStanding);
  const { game_number: gameNumber, finished } = today;
  const { from_game_number: from, to_game_number: to } = week;
  if (!memberList || !results || !weekStandings || !allStandings) return null;
  if (!isCount(gameNumber) || typeof finished !== 'boolean' || !isCount(from) || !isCount(to)) return null;
  return {
    id,
    name,
    you,
    members: memberList,
    today: { game_number: gameNumber, finished, results },
    week: { from_game_number: from, to_game_number: to, standings: weekStandings },
    all_time: { standings: allStandings },
  };
}

export function readResult(payload: unknown): LeagueResultReply | null {
  if (!isRecord(payload)) return null;
  const { game_number: gameNumber, won, guesses, grid }: Unchecked<LeagueResultReply> = payload;
  if (!isCount(gameNumber) || typeof won !== 'boolean' || !isCount(guesses) || !isGrid(grid)) return null;
  return { game_number: gameNumber, won, guesses, grid };
}
