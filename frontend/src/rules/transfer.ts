import { isSavedGame, type SavedGame } from './saved-game';
import { LAYOUT_NAMES } from './keyboard-layout-names';
import { DEFAULT_SETTINGS, readSettings, type Settings } from './settings';
import { emptyStatistics, isStatistics, winPercentage, type Statistics } from './statistics';
import { isRecord, readEntry, STORAGE_KEYS, writeEntry, type KeyValueStore } from '../platform/storage';
import { DEFAULT_THEME, isTheme, type Theme } from './theme';
import { LEAGUE_ID, MAX_LEAGUES, readMemberships } from './leagues';
import {
  finishedPractice,
  isPracticeStatistics,
  readPracticeStatistics,
  type PracticeStatistics,
} from './practice-statistics';
import { WORD_LENGTH } from './constants';
import { addSent, isSentChallenge, readChallenges, SENT_KEPT, type SentChallenge } from './challenges';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

/** A league membership as a transfer carries it: the league and the member's token, nothing else (docs/api.md). */
export interface CarriedMembership {
  id: string;
  member_token: string;
}

/**
 * What moves to another device: statistics, settings, theme, today's game, league memberships,
 * practice's figures with the newest practice words finished (null in a record of an earlier
 * release, which leaves this device's practice as it is) and the challenges sent, with the tokens
 * that read how friends did.
 */
export interface PlayerRecord {
  statistics: Statistics;
  settings: Settings;
  theme: Theme;
  game: SavedGame | null;
  leagues: CarriedMembership[];
  practice: PracticeStatistics | null;
  challenges: SentChallenge[];
}

/**
 * The practice words finished that a transfer carries, the newest: 6,000 of its bytes, well
 * within TRANSFER_BODY_LIMIT_BYTES (16 KB) beside the rest of a record. Practice words the other
 * device was not told of may come round again there before the pool is done.
 */
export const TRANSFER_FINISHED_MOST = 1000;

/** Practice's figures as a transfer carries them: its newest finished words only. */
function carriedPractice(stats: PracticeStatistics): PracticeStatistics {
  const { gamesPlayed, gamesWon, guessDistribution } = stats;
  const finished = finishedPractice(stats).slice(-TRANSFER_FINISHED_MOST * WORD_LENGTH);
  return { gamesPlayed, gamesWon, guessDistribution, ...(finished ? { finished } : {}) };
}

/** A record's practice: null when absent (a record of an earlier release); undefined when it is not one. */
function readPractice(value: unknown): PracticeStatistics | null | undefined {
  if (value === undefined) return null;
  return isPracticeStatistics(value) && finishedPractice(value) === (value.finished ?? '') ? value : undefined;
}

const isCarried = (value: unknown): value is CarriedMembership =>
  isRecord(value) &&
  Object.keys(value).length === 2 &&
  typeof value.id === 'string' &&
  LEAGUE_ID.test(value.id) &&
  typeof value.member_token === 'string' &&
  /^[A-Za-z0-9_-]{43}$/.test(value.member_token);

/** A record's challenges sent: none when absent (a record of an earlier release); null when any is not one. */
function readSent(value: unknown): SentChallenge[] | null {
  if (value === undefined) return [];
  return Array.isArray(value) && value.length <= SENT_KEPT && value.every(isSentChallenge) ? value : null;
}

/** A record's memberships: none when absent (a record of an earlier release); null when any is not one. */
function readCarried(value: unknown): CarriedMembership[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_LEAGUES || !value.every(isCarried)) return null;
  return value;
}

const RECORD_VERSION = 1;

export function collectRecord(store: KeyValueStore): PlayerRecord {
  return {
    statistics: readEntry(store, STORAGE_KEYS.statistics, isStatistics) ?? emptyStatistics(),
    settings: readSettings(readEntry(store, STORAGE_KEYS.settings, isRecord)) ?? DEFAULT_SETTINGS,
    theme: readEntry(store, STORAGE_KEYS.theme, isTheme) ?? DEFAULT_THEME,
    game: readEntry(store, STORAGE_KEYS.gameState, isSavedGame),
    leagues: readMemberships(store).map(({ id, member_token }) => ({ id, member_token })),
    practice: carriedPractice(readPracticeStatistics(store)),
    challenges: readChallenges(store).sent,
  };
}

/** The record as the API holds it; memberships only when there are some. */
export const toPayload = ({ leagues, practice, challenges, ...record }: PlayerRecord): Record<string, unknown> => ({
  version: RECORD_VERSION,
  ...record,
  ...(leagues.length > 0 ? { leagues } : {}),
  ...(practice ? { practice } : {}),
  ...(challenges.length > 0 ? { challenges } : {}),
});

/**
 * A record received from another device, through the same checks as local storage. Any part
 * that fails them makes the whole record unreadable: half a record is never imported.
 */
export function readPayload(payload: unknown): PlayerRecord | null {
  if (!isRecord(payload) || payload.version !== RECORD_VERSION) return null;
  const settings = readSettings(payload.settings);
  const { statistics, theme, game } = payload;
  const leagues = readCarried(payload.leagues);
  const practice = readPractice(payload.practice);
  const challenges = readSent(payload.challenges);
  if (!isStatistics(statistics) || settings === null || !isTheme(theme) || leagues === null) return null;
  if ((game !== null && !isSavedGame(game)) || practice === undefined || challenges === null) return null;
  return { statistics, settings, theme, game, leagues, practice, challenges };
}

/**
 * Replaces this device's record (practice's too, unless the record is of a release that did not
 * carry it) and adds the challenges the other device sent to this one's; archive and challenge
 * boards stay as they are. League memberships are added by the transfer dialog, which asks each
 * league who the member is.
 */
export function applyRecord(store: KeyValueStore, record: PlayerRecord): void {
  writeEntry(store, STORAGE_KEYS.statistics, record.statistics);
  writeEntry(store, STORAGE_KEYS.settings, record.settings);
  writeEntry(store, STORAGE_KEYS.theme, record.theme);
  if (record.game) writeEntry(store, STORAGE_KEYS.gameState, record.game);
  if (record.practice) writeEntry(store, LATER_STORAGE_KEYS.practiceStatistics, record.practice);
  addSent(store, record.challenges);
}

export interface RecordChange {
  what: string;
  from: string;
  to: string;
}

const describeStatistics = (s: Statistics) =>
  `${s.gamesPlayed} played, ${winPercentage(s)}% won, streak ${s.currentStreak} (best ${s.maxStreak})`;
const describePractice = (p: PracticeStatistics) => `${p.gamesPlayed} played, ${winPercentage(p)}% won`;
const onOff = (on: boolean) => (on ? 'on' : 'off');
const describeSettings = (s: Settings) =>
  `hard mode ${onOff(s.hardMode)}, high contrast ${onOff(s.highContrast)}, ${LAYOUT_NAMES[s.layout]} keys with Enter ` +
  `on the ${s.enterRight ? 'right' : 'left'}, possible words left ${onOff(s.possibleCount)}`;

function describeGame(game: SavedGame | null): string {
  if (!game || (game.gameState === 'playing' && game.guesses.length === 0)) return 'not started';
  const name = game.gameNumber === null ? `game of ${game.date}` : `game ${game.gameNumber}`;
  if (game.gameState === 'won') return `${name}, won in ${game.guesses.length}`;
  if (game.gameState === 'lost') return `${name}, lost`;
  return `${name}, ${game.guesses.length} of 7 guesses made`;
}

/** What importing `incoming` would change on this device, line by line; empty when nothing. */
export function recordChanges(current: PlayerRecord, incoming: PlayerRecord): RecordChange[] {
  const lines: RecordChange[] = [
    { what: 'Statistics', from: describeStatistics(current.statistics), to: describeStatistics(incoming.statistics) },
    { what: 'Settings', from: describeSettings(current.settings), to: describeSettings(incoming.settings) },
    { what: 'Theme', from: current.theme, to: incoming.theme },
  ];
  if (incoming.game)
    lines.push({ what: "Today's game", from: describeGame(current.game), to: describeGame(incoming.game) });
  if (incoming.practice && current.practice)
    lines.push({ what: 'Practice', from: describePractice(current.practice), to: describePractice(incoming.practice) });
  const joining = incoming.leagues.filter(({ id }) => !current.leagues.some((held) => held.id === id)).length;
  if (joining > 0)
    lines.push({ what: 'Leagues', from: `${current.leagues.length}`, to: `${current.leagues.length + joining}` });
  const sent = current.challenges.length;
  const adding = incoming.challenges.filter(({ id }) => !current.challenges.some((held) => held.id === id)).length;
  if (adding > 0) lines.push({ what: 'Challenges sent', from: `${sent}`, to: `${Math.min(SENT_KEPT, sent + adding)}` });
  return lines.filter((line) => line.from !== line.to);
}
