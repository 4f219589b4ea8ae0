import type {
  LeagueResultReply,
  ArchiveGameReply,
  ArchiveReply,
  ChallengeCreatedReply,
  ChallengeReply,
  PracticeGiveUpReply,
  PracticeStartReply,
  TransferClaimReply,
  TransferCreatedReply,
  WordMeaningReply,
} from '@hexle/contract/wire';
import { isRecord } from '../platform/storage';
import { isGuessWord } from '@hexle/contract/game';
import { readAnalysis, type Analysis, type AnalysisRequest } from './analysis';
import { readDailyStats, type DailyStats } from './daily-stats';
import { readChallengeResults, type ChallengeResults } from './challenge-results';
import { readBoard, readCreated, readJoined, readPreview, readResult, type LeaguePreviewReply } from './leagues';
import type { LeagueGame } from '../rules/leagues';
import type { Call, GuessHistory, Unchecked, Unexpected } from './call';

// The calls a page makes now and then (the archive list, a friend's challenge, moving a record,
// starting and giving up practice games, analysing a finished game, the day's figures):
// in a chunk of their own, which the first of them fetches. Each reply is checked as in game-api.ts.

export interface ArchiveGame {
  gameNumber: number;
  date: string;
}

export interface ArchiveList {
  today: ArchiveGame;
  /** Game 1 to yesterday's, newest first. */
  games: ArchiveGame[];
}

export interface TransferTicket {
  code: string;
  expiresAt: string;
}

function archiveGame(value: unknown): ArchiveGame | null {
  if (!isRecord(value)) return null;
  const { game_number: gameNumber, date }: Unchecked<ArchiveGameReply> = value;
  if (!Number.isSafeInteger(gameNumber) || (gameNumber as number) < 1 || typeof date !== 'string') return null;
  return { gameNumber: gameNumber as number, date };
}

export async function archive(call: Call, unexpected: Unexpected): Promise<ArchiveList> {
  const { today, games }: Unchecked<ArchiveReply> = await call('GET', '/archive');
  const todayGame = archiveGame(today);
  const earlier = Array.isArray(games) ? games.map(archiveGame) : null;
  if (!todayGame || !earlier || earlier.some((game) => game === null)) throw unexpected('/archive');
  return { today: todayGame, games: earlier as ArchiveGame[] };
}

export async function challenge(call: Call, unexpected: Unexpected, id: string): Promise<{ id: string }> {
  const { id: replied }: Unchecked<ChallengeReply> = await call('GET', `/challenges/${encodeURIComponent(id)}`);
  if (replied !== id) throw unexpected('/challenges/:id');
  return { id };
}

/** A challenge made: its id, for the link, and the sender's token, which reads how friends did. */
export interface CreatedChallenge {
  id: string;
  senderToken: string;
}

export async function createChallenge(call: Call, unexpected: Unexpected, word: string): Promise<CreatedChallenge> {
  const { id, sender_token: senderToken }: Unchecked<ChallengeCreatedReply> = await call('POST', '/challenges', {
    word,
  });
  if (typeof id !== 'string' || id.length === 0 || typeof senderToken !== 'string' || senderToken.length === 0)
    throw unexpected('/challenges');
  return { id, senderToken };
}

const challengeResultsPath = (id: string) => `/challenges/${encodeURIComponent(id)}/results`;

/**
 * A friend's finished challenge, told to its sender: the game's guesses with the proof of its last
 * reply, and a name only if the friend chose to show one. Its refusals are the player's to read.
 */
export async function tellChallengeResult(
  call: Call,
  _unexpected: Unexpected,
  id: string,
  { previousGuesses, proof }: GuessHistory,
  name: string | null,
): Promise<void> {
  await call('POST', challengeResultsPath(id), { guesses: previousGuesses, proof, ...(name ? { name } : {}) }, true);
}

/** How friends did with a challenge this browser sent, read with its sender's token. */
export async function challengeResults(
  call: Call,
  unexpected: Unexpected,
  id: string,
  senderToken: string,
): Promise<ChallengeResults> {
  const results = readChallengeResults(await call('GET', challengeResultsPath(id), undefined, true, senderToken));
  if (!results || results.id !== id) throw unexpected('/challenges/:id/results');
  return results;
}

export async function createTransfer(
  call: Call,
  unexpected: Unexpected,
  record: Record<string, unknown>,
): Promise<TransferTicket> {
  const { code, expires_at: expiresAt }: Unchecked<TransferCreatedReply> = await call('POST', '/transfers', {
    payload: record,
  });
  if (typeof code !== 'string' || typeof expiresAt !== 'string') throw unexpected('/transfers');
  return { code, expiresAt };
}

export async function claimTransfer(call: Call, _unexpected: Unexpected, code: string): Promise<unknown> {
  const { payload }: Unchecked<TransferClaimReply> = await call('POST', '/transfers/claim', { code });
  return payload;
}

/** A practice game given up: its word, and what the word means when the server has a meaning. */
export interface GivenUp {
  word: string;
  meaning?: WordMeaningReply;
}

export async function startPractice(call: Call, unexpected: Unexpected, finished: string): Promise<string> {
  const { id }: Unchecked<PracticeStartReply> = await call('POST', '/practice', finished ? { finished } : undefined);
  if (typeof id !== 'string' || id.length === 0) throw unexpected('/practice');
  return id;
}

export async function givePracticeUp(
  call: Call,
  unexpected: Unexpected,
  id: string,
  { previousGuesses, proof }: GuessHistory,
): Promise<GivenUp> {
  const path = `/practice/${encodeURIComponent(id)}/give-up`;
  const { word, meaning }: Unchecked<PracticeGiveUpReply> = await call('POST', path, {
    previous_guesses: previousGuesses,
    proof,
  });
  if (!isGuessWord(word)) throw unexpected(path);
  return isRecord(meaning) ? { word, meaning: meaning as unknown as WordMeaningReply } : { word };
}

export async function analyse(
  call: Call,
  unexpected: Unexpected,
  { subject, guesses, proof }: AnalysisRequest,
): Promise<Analysis> {
  const payload = await call('POST', '/analysis', { ...subject, guesses, ...(proof ? { proof } : {}) });
  const analysis = readAnalysis(payload);
  if (!analysis) throw unexpected('/analysis');
  return analysis;
}

/**
 * How everyone did in a day's game. Its failures are the player's to read in the statistics (a
 * connection lost, a day not begun in this zone): not logged. A reply of another shape is.
 */
export async function dailyStats(call: Call, unexpected: Unexpected, gameNumber: number): Promise<DailyStats> {
  const stats = readDailyStats(await call('GET', `/stats/daily/${gameNumber}`, undefined, true));
  if (!stats || stats.gameNumber !== gameNumber) throw unexpected('/stats/daily/:game_number');
  return stats;
}

// Leagues (docs/api.md): a member's token goes in the body of a result, as a Bearer header
// otherwise, never in an address.

const league = (id: string) => `/leagues/${encodeURIComponent(id)}`;

/** Starts a league: its id, and the creator's token and member id. */
export async function createLeague(call: Call, unexpected: Unexpected, name: string, memberName: string) {
  const created = readCreated(await call('POST', '/leagues', { name, member_name: memberName }));
  if (!created) throw unexpected('/leagues');
  return created;
}

/** What the join screen shows: the league's name and members' names. */
export async function leaguePreview(call: Call, unexpected: Unexpected, id: string): Promise<LeaguePreviewReply> {
  const preview = readPreview(await call('GET', `${league(id)}/preview`, undefined, true));
  if (!preview) throw unexpected('/leagues/:id/preview');
  return preview;
}

export async function joinLeague(call: Call, unexpected: Unexpected, id: string, memberName: string) {
  const joined = readJoined(await call('POST', `${league(id)}/members`, { member_name: memberName }));
  if (!joined) throw unexpected('/leagues/:id/members');
  return joined;
}

/** Posts today's finished daily game to a league, with the proof of the whole game (as an analysis sends it). */
export async function postLeagueResult(
  call: Call,
  unexpected: Unexpected,
  id: string,
  token: string,
  { gameNumber, guesses, proof, skill }: LeagueGame,
): Promise<LeagueResultReply> {
  const body = {
    member_token: token,
    game_number: gameNumber,
    guesses,
    ...(proof ? { proof } : {}),
    ...(skill ? { skill: skill.skill, skill_seal: skill.seal } : {}),
  };
  const result = readResult(await call('POST', `${league(id)}/results`, body, true));
  if (!result) throw unexpected('/leagues/:id/results');
  return result;
}

export async function leagueBoard(call: Call, unexpected: Unexpected, id: string, token: string) {
  const board = readBoard(await call('GET', league(id), undefined, true, token));
  if (!board || board.id !== id) throw unexpected('/leagues/:id');
  return board;
}

export async function renameInLeague(call: Call, _unexpected: Unexpected, id: string, token: string, name: string) {
  await call('PATCH', `${league(id)}/members/me`, { member_name: name }, true, token);
}

export async function leaveLeague(call: Call, _unexpected: Unexpected, id: string, token: string) {
  await call('DELETE', `${league(id)}/members/me`, undefined, true, token);
}

/** The creator removes a member. */
export async function removeLeagueMember(
  call: Call,
  _unexpected: Unexpected,
  id: string,
  token: string,
  memberId: string,
) {
  await call('DELETE', `${league(id)}/members/${encodeURIComponent(memberId)}`, undefined, true, token);
}
