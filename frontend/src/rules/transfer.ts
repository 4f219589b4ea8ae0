import { isSavedGame, type SavedGame } from './saved-game';
import { DEFAULT_SETTINGS, readSettings, type Settings } from './settings';
import { emptyStatistics, isStatistics, winPercentage, type Statistics } from './statistics';
import { isRecord, readEntry, STORAGE_KEYS, writeEntry, type KeyValueStore } from '../platform/storage';
import { DEFAULT_THEME, isTheme, type Theme } from './theme';

/** What moves to another device: statistics, settings, theme and today's game. */
export interface PlayerRecord {
  statistics: Statistics;
  settings: Settings;
  theme: Theme;
  game: SavedGame | null;
}

const RECORD_VERSION = 1;

export function collectRecord(store: KeyValueStore): PlayerRecord {
  return {
    statistics: readEntry(store, STORAGE_KEYS.statistics, isStatistics) ?? emptyStatistics(),
    settings: readSettings(readEntry(store, STORAGE_KEYS.settings, isRecord)) ?? DEFAULT_SETTINGS,
    theme: readEntry(store, STORAGE_KEYS.theme, isTheme) ?? DEFAULT_THEME,
    game: readEntry(store, STORAGE_KEYS.gameState, isSavedGame),
  };
}

export const toPayload = (record: PlayerRecord): Record<string, unknown> => ({ version: RECORD_VERSION, ...record });

/**
 * A record received from another device, through the same checks as local storage. Any part
 * that fails them makes the whole record unreadable: half a record is never imported.
 */
export function readPayload(payload: unknown): PlayerRecord | null {
  if (!isRecord(payload) || payload.version !== RECORD_VERSION) return null;
  const settings = readSettings(payload.settings);
  const { statistics, theme, game } = payload;
  if (!isStatistics(statistics) || settings === null || !isTheme(theme)) return null;
  if (game !== null && !isSavedGame(game)) return null;
  return { statistics, settings, theme, game };
}

/** Replaces this device's record; archive boards and challenges stay as they are. */
export function applyRecord(store: KeyValueStore, record: PlayerRecord): void {
  writeEntry(store, STORAGE_KEYS.statistics, record.statistics);
  writeEntry(store, STORAGE_KEYS.settings, record.settings);
  writeEntry(store, STORAGE_KEYS.theme, record.theme);
  if (record.game) writeEntry(store, STORAGE_KEYS.gameState, record.game);
}

export interface RecordChange {
  what: string;
  from: string;
  to: string;
}

const describeStatistics = (s: Statistics) =>
  `${s.gamesPlayed} played, ${winPercentage(s)}% won, streak ${s.currentStreak} (best ${s.maxStreak})`;
const describeSettings = (s: Settings) =>
  `hard mode ${s.hardMode ? 'on' : 'off'}, high contrast ${s.highContrast ? 'on' : 'off'}`;

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
  return lines.filter((line) => line.from !== line.to);
}
