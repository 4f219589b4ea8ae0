import type { AuditEntry } from '../audit/audit.repository.js';
import type { DailyFigures, OpenerCount } from '../daily-stats/daily-figures.js';
import { DAILY_RESULTS } from '../daily-stats/daily-figures.js';
import type { HistoryDay, ScheduleDay } from '../schedule/puzzle-admin.js';

export type HistoryFormat = 'csv' | 'json';

/** The schedule as a table: one line a game. */
export function formatSchedule(days: ScheduleDay[]): string {
  const width = Math.max(4, ...days.map((day) => String(day.gameNumber).length));
  const lines = [`${'GAME'.padStart(width)}  DATE        WORD           CHOSEN  STATUS`];
  for (const day of days) {
    const how = day.word === null ? '' : day.pinned ? 'pinned' : 'drawn';
    lines.push(
      `${String(day.gameNumber).padStart(width)}  ${day.date}  ${(day.word ?? 'not drawn yet').padEnd(13)}  ` +
        `${how.padEnd(6)}  ${day.released ? 'released' : 'not released'}`,
    );
  }
  return lines.join('\n');
}

/** The whole history, as CSV (a header line, then one line a game) or a JSON array. */
export function formatHistory(days: HistoryDay[], format: HistoryFormat): string {
  if (format === 'json') {
    const rows = days.map((day) => ({
      game: day.gameNumber,
      date: day.date,
      word: day.word,
      pinned: day.pinned,
      released: day.released,
      replaced: day.replaced,
    }));
    return `${JSON.stringify(rows, null, 2)}\n`;
  }
  // Words are A-Z only and dates digits, so no field needs quoting.
  const lines = ['game,date,word,pinned,released,replaced'];
  for (const day of days)
    lines.push(
      [day.gameNumber, day.date, day.word, day.pinned, day.released, day.replaced.join(' ')].map(String).join(','),
    );
  return `${lines.join('\n')}\n`;
}

/** The audit trail, newest first: when, what, which game, before -> after, who and why. */
export function formatAudit(entries: AuditEntry[]): string {
  if (entries.length === 0) return 'The audit trail is empty.';
  return entries
    .map((entry) => {
      const reason = entry.reason === null ? '' : `  reason: ${JSON.stringify(entry.reason)}`;
      return `${entry.at.toISOString()}  ${entry.action}  ${what(entry)}  by ${entry.user}@${entry.host}${reason}`;
    })
    .join('\n');
}

/**
 * A game's change reads "game 328 (2026-11-24)  CAVERN -> BRIDGE", a seed's "answers +12 -3,
 * guesses +40 -2, 1 day drawn again"; anything else as its JSON.
 */
function what(entry: AuditEntry): string {
  const { details, gameNumber } = entry;
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return JSON.stringify(details);
  if (entry.action === 'seed' && gameNumber === null) return seedChanges(details);
  if (gameNumber === null) return JSON.stringify(details);
  const { before, after, date } = details;
  // "released" is told by the action itself (force-pin).
  const rest = Object.fromEntries(Object.entries(details).filter(([key]) => !SHOWN.has(key)));
  const game = `game ${gameNumber}${typeof date === 'string' ? ` (${date})` : ''}`;
  const extra = Object.keys(rest).length > 0 ? `  ${JSON.stringify(rest)}` : '';
  return `${game}  ${word(before, true)} -> ${word(after, false)}${extra}`;
}

const SHOWN = new Set(['before', 'after', 'date', 'released']);

function word(side: unknown, markPinned: boolean): string {
  if (typeof side !== 'object' || side === null || !('word' in side)) return '(none)';
  const pinned = markPinned && 'pinned' in side && side.pinned === true;
  return `${String(side.word)}${pinned ? ' (pinned)' : ''}`;
}

/** How a seed's lists are named; a list's entry holds its added and removed counts (and changed, for meanings). */
const SEED_LISTS: Record<string, string> = { answers: 'answers', valid_guesses: 'guesses', meanings: 'meanings' };
/** A seed's counted days and words, as "N <what>". */
const SEED_COUNTS: Record<string, [string, string]> = {
  redrawn: ['day drawn again', 'days drawn again'],
  kept: ['word kept because games used it', 'words kept because games used them'],
  pinned_non_answers: ['pinned day whose word is no longer an answer', 'pinned days whose words are no longer answers'],
};
/** Where the seed read its files. */
const SEED_SOURCES = new Set(['word_list_dir', 'meanings_file']);

/** A seed's entry in one line: what changed in each list, then the days it touched, then where it read. */
function seedChanges(details: Record<string, unknown>): string {
  const parts: string[] = [];
  const sources: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
    const get = (field: string) => (record && field in record ? (record as Record<string, unknown>)[field] : undefined);
    if (key in SEED_LISTS && record) {
      const changed = typeof get('changed') === 'number' && get('changed') !== 0 ? ` ~${String(get('changed'))}` : '';
      parts.push(`${SEED_LISTS[key]} +${String(get('added'))} -${String(get('removed'))}${changed}`);
    } else if (key in SEED_COUNTS && record && typeof get('count') === 'number') {
      const count = get('count') as number;
      if (count > 0) parts.push(`${count} ${SEED_COUNTS[key][count === 1 ? 0 : 1]}`);
    } else if (key === 'recently_played' && Array.isArray(value)) {
      if (value.length > 0) parts.push(`recent answers taken out: ${recentWords(value)}`);
    } else if (key === 'large_change_allowed' && Array.isArray(value)) {
      if (value.length > 0) parts.push('a large change allowed');
    } else if (SEED_SOURCES.has(key) && typeof value === 'string') {
      sources.push(value);
    } else {
      parts.push(`${key} ${JSON.stringify(value)}`);
    }
  }
  if (parts.length === 0) parts.push('no change');
  return `${parts.join(', ')}${sources.length > 0 ? `  from ${sources.join(', ')}` : ''}`;
}

function recentWords(days: unknown[]): string {
  const words = days.map((day) =>
    typeof day === 'object' && day !== null && 'word' in day ? String(day.word) : JSON.stringify(day),
  );
  return words.length > 5 ? `${words.slice(0, 5).join(' ')} and ${words.length - 5} more` : words.join(' ');
}

/** One daily game's figures as an operator reads them. */
export interface OperatorDailyStats {
  gameNumber: number;
  date: string;
  figures: DailyFigures;
  /** The most common first words with their counts, none left out. */
  openers: OpenerCount[];
}

/** The figures as text (a line a result, with a bar) or as JSON. */
export function formatDailyStats(day: OperatorDailyStats, format: 'text' | 'json'): string {
  const { figures } = day;
  if (format === 'json')
    return JSON.stringify({ game_number: day.gameNumber, date: day.date, ...figures, openers: day.openers }, null, 2);
  const share = (games: number) => (figures.players === 0 ? '0' : ((100 * games) / figures.players).toFixed(1));
  const lines = [
    `Game ${day.gameNumber} (${day.date}): ${figures.players} finished, ${figures.won} won (${share(figures.won)} %), ` +
      `average ${figures.average_guesses ?? '-'} guesses over the games won`,
  ];
  const most = Math.max(1, ...DAILY_RESULTS.map((key) => figures.distribution[key]));
  for (const key of DAILY_RESULTS) {
    const games = figures.distribution[key];
    const bar = '#'.repeat(Math.round((40 * games) / most));
    lines.push(`  ${key}  ${String(games).padStart(7)}  ${share(games).padStart(5)} %  ${bar}`.trimEnd());
  }
  lines.push(
    day.openers.length === 0
      ? 'First words: none yet'
      : `First words: ${day.openers.map(({ word, games }) => `${word} ${games}`).join(', ')}`,
  );
  return lines.join('\n');
}
