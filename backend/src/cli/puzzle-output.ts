import type { AuditEntry } from '../audit/audit.repository.js';
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

/** A game's change reads "game 328 (2026-11-24)  CAVERN -> BRIDGE"; anything else (a seed's counts) as its JSON. */
function what(entry: AuditEntry): string {
  const { details, gameNumber } = entry;
  if (typeof details !== 'object' || details === null || Array.isArray(details) || gameNumber === null)
    return JSON.stringify(details);
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
