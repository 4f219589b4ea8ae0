import { isRecord, readEntry, writeEntry, type KeyValueStore } from '../platform/storage';
import type { SavedGame } from './saved-game';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

// The browser's league memberships (docs/game.md, Leagues): kept beside the game's progress, each
// with its member token, which never goes in a link. Pure rules; the leagues/ feature shows them.

/** A league's id, as its link carries it (`/?league=<id>`). */
export const LEAGUE_ID = /^[A-Za-z0-9_-]{16}$/;
const MEMBER_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const MEMBER_ID = /^[A-Za-z0-9_-]{12}$/;
/** The leagues a browser may be in (the server cannot tell browsers apart: the page keeps to it). */
export const MAX_LEAGUES = 10;
export const LEAGUE_NAME_MAX = 32;
export const MEMBER_NAME_MAX = 20;

export interface Membership {
  id: string;
  member_token: string;
  member_id: string;
  /** The league's name, as last seen. */
  name: string;
  /** The last daily game whose result was sent and answered (taken or refused): never sent twice. */
  posted?: number;
  /** Why the server refused that game's result (its code): shown on the board. */
  refused?: string;
  /** The last daily game whose skill was sent with its result, or after it. */
  skilled?: number;
}

export function isMembership(value: unknown): value is Membership {
  if (!isRecord(value)) return false;
  const { id, member_token: token, member_id: memberId, name, posted, refused, skilled } = value;
  return (
    typeof id === 'string' &&
    LEAGUE_ID.test(id) &&
    typeof token === 'string' &&
    MEMBER_TOKEN.test(token) &&
    typeof memberId === 'string' &&
    MEMBER_ID.test(memberId) &&
    typeof name === 'string' &&
    (posted === undefined || Number.isSafeInteger(posted)) &&
    (refused === undefined || typeof refused === 'string') &&
    (skilled === undefined || Number.isSafeInteger(skilled))
  );
}

const isMemberships = (value: unknown): value is unknown[] => Array.isArray(value);

/** The memberships kept in this browser: any entry that is not one is dropped, as is a second of one league. */
export function readMemberships(store: KeyValueStore): Membership[] {
  const kept = (readEntry(store, LATER_STORAGE_KEYS.leagues, isMemberships) ?? []).filter(isMembership);
  return kept.filter((membership, i) => kept.findIndex(({ id }) => id === membership.id) === i).slice(0, MAX_LEAGUES);
}

/** Keeps the memberships; with none left, the entry goes, so the page knows the browser is in no league. */
export function writeMemberships(store: KeyValueStore, memberships: Membership[]): void {
  if (memberships.length === 0) store.removeItem(LATER_STORAGE_KEYS.leagues);
  else writeEntry(store, LATER_STORAGE_KEYS.leagues, memberships);
}

/** The memberships with one added or replaced (the same league), in the order joined. */
export function withMembership(memberships: Membership[], membership: Membership): Membership[] {
  const at = memberships.findIndex(({ id }) => id === membership.id);
  return at < 0 ? [...memberships, membership] : memberships.map((m, i) => (i === at ? membership : m));
}

export const withoutLeague = (memberships: Membership[], id: string): Membership[] =>
  memberships.filter((membership) => membership.id !== id);

/** Another league may be joined or started: the browser is in fewer than MAX_LEAGUES. */
export const canJoinAnother = (memberships: Membership[]): boolean => memberships.length < MAX_LEAGUES;

/** A name as the server counts it: runs of spaces as one, ends trimmed. */
export const cleanName = (name: string): string => name.replace(/\s+/g, ' ').trim();

/** Whether a name's length is one the server takes (1 to max characters, not UTF-16 units). */
export const nameFits = (name: string, max: number): boolean => {
  const length = [...cleanName(name)].length;
  return length >= 1 && length <= max;
};

/** Today's finished daily game, as a league result names it: its number, guesses and proof. */
export interface LeagueGame {
  gameNumber: number;
  guesses: string[];
  proof: string | null;
  /** Once the player opened the game's analysis: its skill, with the server's seal on it. */
  skill?: SealedSkill;
}

/** A daily game's skill as the analysis gave it, and the seal that lets a league take it. */
export interface SealedSkill {
  skill: number;
  seal: string;
}

/**
 * The finished game a league result is made of: the stored daily game once it has ended, with
 * its number and the proof the server gave with its last wrong guess (none for a win in one).
 */
export function finishedDailyGame(game: SavedGame | null): LeagueGame | null {
  if (!game || game.gameState === 'playing' || game.gameNumber === null) return null;
  const proof = game.analysisProof ?? null;
  if (proof === null && !(game.gameState === 'won' && game.guesses.length === 1)) return null;
  return { gameNumber: game.gameNumber, guesses: game.guesses, proof };
}

/** The memberships that still have to post this game's result (not taken, nor refused, already). */
export const awaitingResult = (memberships: Membership[], gameNumber: number): Membership[] =>
  memberships.filter((membership) => (membership.posted ?? 0) < gameNumber);

/**
 * The memberships that have this game's result but not yet its skill: the player opened the
 * analysis after the result was sent (a result refused has no skill to add).
 */
export const awaitingSkill = (memberships: Membership[], gameNumber: number): Membership[] =>
  memberships.filter(
    (membership) =>
      membership.posted === gameNumber && membership.refused === undefined && (membership.skilled ?? 0) < gameNumber,
  );

/**
 * A membership once its result of `gameNumber` was answered: taken (no code) or refused with
 * `code`; `withSkill` when it carried the game's skill (or the server had one already).
 */
export function afterPost(
  membership: Membership,
  gameNumber: number,
  code: string | null,
  withSkill = false,
): Membership {
  const next: Membership = { ...membership, posted: gameNumber };
  if (code === null) delete next.refused;
  else next.refused = code;
  if (withSkill) next.skilled = gameNumber;
  return next;
}

/** How a result reads: "3/7", or "X/7" for a loss. */
export const resultText = (won: boolean, guesses: number, maxGuesses = 7): string =>
  `${won ? guesses : 'X'}/${maxGuesses}`;

/** An average of guesses as shown: two decimals at most, a dash before a first win. */
export const averageText = (average: number | null): string =>
  average === null ? '–' : String(Math.round(average * 100) / 100);

/** The link that opens a league (to join it, or its board for a member). */
export const leagueLink = (siteUrl: string, id: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/?league=${encodeURIComponent(id)}`;

const TILE_WORDS: Record<string, string> = { c: 'correct', p: 'present', a: 'absent' };

/** A grid read aloud: each row's colours, in order (a screen reader's view of the squares). */
export const gridLabel = (grid: string[]): string =>
  grid.map((row, i) => `Row ${i + 1}: ${[...row].map((tile) => TILE_WORDS[tile] ?? tile).join(' ')}`).join('. ');

const REFUSALS: Record<string, string> = {
  guesses_unproven: 'the server could not prove its guesses',
  game_not_over: 'the game had not ended',
  result_not_today: 'it was not today’s game',
  result_out_of_order: 'you had posted a later game already',
  answer_changed: 'the day’s word was replaced',
  league_token_refused: 'this browser is no longer a member',
};

/** What the board says of a result the server refused. */
export const refusalText = (gameNumber: number, code: string): string =>
  `Your result of game ${gameNumber} was not taken: ${REFUSALS[code] ?? `the server refused it (${code})`}.`;
