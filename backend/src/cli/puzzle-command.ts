import type { Actor } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import {
  MAX_LIST_DAYS,
  type PinView,
  REPEAT_WINDOW_DAYS,
  type PuzzleAdmin,
  type PuzzleView,
  type UnpinView,
} from '../schedule/puzzle-admin.js';
import { AUDIT_ACTIONS, type AuditFilter } from '../audit/audit.repository.js';
import { parseIsoDate } from '../game-day/game-calendar.js';
import { CliUsageError } from './cli-context.js';
import { subcommandUsage } from './cli-help.js';
import { type OptionKinds, parseOptions, wholeNumber } from './cli-options.js';
import { dailyFigures } from '../daily-stats/daily-figures.js';
import type { DailyStatsRepository } from '../daily-stats/daily-stats.repository.js';
import { formatAudit, formatDailyStats, formatHistory, formatSchedule } from './puzzle-output.js';

export const PUZZLE_USAGE = `Usage:
  npm run puzzle -- list [--from <game_number|YYYY-MM-DD>] [--days N]
      The schedule from a game on (default: today, UTC) for N days (default 14, at most ${MAX_LIST_DAYS}):
      each game's word or "not drawn yet", pinned or drawn, released or not. Changes nothing.
  npm run puzzle -- show <game_number|YYYY-MM-DD>
      Print the word of a game, choosing one now if none is assigned yet.
  npm run puzzle -- pin <game_number|YYYY-MM-DD> <WORD> [--force] [--allow-repeat] [--reason TEXT]
      Make WORD (from the answers list; never an offensive word) the word of that game.
      A game already released to players needs --force; a word that a game within
      ${REPEAT_WINDOW_DAYS / 7} weeks of it had (before or after) needs --allow-repeat.
  npm run puzzle -- unpin <game_number|YYYY-MM-DD> [--reason TEXT]
      Remove the pin of a game not released yet; it gets a word drawn when first needed.
  npm run puzzle -- export [--format csv|json] [--out FILE [--force]]
      Every game that has a word (game, date, word, pinned, released, replaced words), to FILE or
      the screen (default format: csv). An existing FILE is overwritten only with --force.
  npm run puzzle -- stats <game_number|YYYY-MM-DD> [--format text|json]
      How everyone did in that daily game, as counted so far (what players see in Statistics, with
      the ten most common first words and their counts, however few). Changes nothing.
  npm run puzzle -- audit [--game <game_number|YYYY-MM-DD>] [--action ACTION] [--since YYYY-MM-DD]
                          [--until YYYY-MM-DD] [--limit N]
      The latest changes to the schedule and the lists (default 20), newest first. Only those of
      one game, of one action (${AUDIT_ACTIONS.join(', ')}), or of
      the days (UTC) from --since to --until, both included.
  Games run from the launch date (game 1) to 100 years after it. pin and unpin are recorded in the
  audit trail with your user and host name, and --reason if given.`;

export interface PuzzleCommandContext {
  admin: PuzzleAdmin;
  stats: DailyStatsRepository;
  audit: AuditRepository;
  /** Who is running the command, with their --reason. */
  actor: (reason?: string) => Actor;
  /** Writes an export; the path is the operator's, as typed. An existing file is refused unless `overwrite`. */
  writeFile: (path: string, text: string, overwrite: boolean) => Promise<void>;
}

const GAME = '<game_number|YYYY-MM-DD>';
/** The words each command takes before or among its options. */
const POSITIONAL: Record<string, string[]> = {
  list: [],
  show: [GAME],
  pin: [GAME, '<WORD>'],
  unpin: [GAME],
  export: [],
  stats: [GAME],
  audit: [],
};

/** Parses the operator's words and runs one command; returns the text to print. */
export async function runPuzzleCommand(args: string[], context: PuzzleCommandContext): Promise<string> {
  const [action, ...rest] = args;
  if (action === undefined) throw new CliUsageError(`No command given.\n${PUZZLE_USAGE}`);
  if (!Object.hasOwn(POSITIONAL, action)) throw new CliUsageError(`Unknown command "${action}"\n${PUZZLE_USAGE}`);
  switch (action) {
    case 'show': {
      const [[target]] = withOptions(action, rest, {});
      return describe(await context.admin.show(target));
    }
    case 'pin': {
      const [[target, word], options] = withOptions(action, rest, {
        '--force': 'switch',
        '--allow-repeat': 'switch',
        '--reason': 'value',
      });
      const actor = context.actor(options.values.get('--reason'));
      const { switches } = options;
      return describePin(
        await context.admin.pin(target, word, switches.has('--force'), actor, switches.has('--allow-repeat')),
      );
    }
    case 'unpin': {
      const [[target], options] = withOptions(action, rest, { '--reason': 'value' });
      return describeUnpin(await context.admin.unpin(target, context.actor(options.values.get('--reason'))));
    }
    case 'list': {
      const [, options] = withOptions(action, rest, { '--from': 'value', '--days': 'value' });
      const given = options.values.get('--days');
      const days =
        given === undefined
          ? 14
          : wholeNumber(given, '--days', 1, MAX_LIST_DAYS, subcommandUsage(PUZZLE_USAGE, action));
      return formatSchedule(await context.admin.list(options.values.get('--from'), days));
    }
    case 'export':
      return exportHistory(rest, context);
    case 'audit':
      return showAudit(rest, context);
    case 'stats':
      return showStats(rest, context);
    default:
      throw new CliUsageError(`Unknown command "${action}"\n${PUZZLE_USAGE}`);
  }
}

/** The openers an operator sees. */
const OPERATOR_OPENERS = 10;

async function showStats(words: string[], { admin, stats }: PuzzleCommandContext): Promise<string> {
  const [[target], options] = withOptions('stats', words, { '--format': 'value' });
  const format = options.values.get('--format') ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new CliUsageError(`--format takes text or json; got "${format}"\n${subcommandUsage(PUZZLE_USAGE, 'stats')}`);
  const gameNumber = admin.resolveGameNumber(target);
  const [{ results }, openers] = await Promise.all([
    stats.countsOf(gameNumber),
    stats.topOpenersOf(gameNumber, OPERATOR_OPENERS),
  ]);
  const day = {
    gameNumber,
    date: admin.dateOf(gameNumber),
    figures: dailyFigures(results, [], () => false),
    openers,
  };
  return formatDailyStats(day, format);
}

async function showAudit(words: string[], { admin, audit }: PuzzleCommandContext): Promise<string> {
  const usage = subcommandUsage(PUZZLE_USAGE, 'audit');
  const [, options] = withOptions('audit', words, {
    '--limit': 'value',
    '--game': 'value',
    '--action': 'value',
    '--since': 'value',
    '--until': 'value',
  });
  const given = options.values.get('--limit');
  const limit = given === undefined ? 20 : wholeNumber(given, '--limit', 1, 10_000, usage);
  const filter: AuditFilter = {};
  const game = options.values.get('--game');
  if (game !== undefined) filter.gameNumber = admin.resolveGameNumber(game);
  const action = options.values.get('--action');
  if (action !== undefined) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(action))
      throw new CliUsageError(`--action takes one of ${AUDIT_ACTIONS.join(', ')}; got "${action}"\n${usage}`);
    filter.action = action as AuditFilter['action'];
  }
  const since = options.values.get('--since');
  if (since !== undefined) filter.since = utcDay(since, '--since', usage);
  const until = options.values.get('--until');
  if (until !== undefined) filter.until = utcDay(until, '--until', usage);
  if (since !== undefined && until !== undefined && until < since)
    throw new CliUsageError(`--until ${until} is before --since ${since}\n${usage}`);
  const entries = await audit.latest(limit, filter);
  if (entries.length === 0 && Object.keys(filter).length > 0) return 'No audit entry matches.';
  return formatAudit(entries);
}

function utcDay(value: string, flag: string, usage: string): string {
  if (parseIsoDate(value) === null)
    throw new CliUsageError(`${flag} takes a date, YYYY-MM-DD; got "${value}"\n${usage}`);
  return value;
}

async function exportHistory(words: string[], { admin, writeFile }: PuzzleCommandContext): Promise<string> {
  const usage = subcommandUsage(PUZZLE_USAGE, 'export');
  const [, options] = withOptions('export', words, { '--format': 'value', '--out': 'value', '--force': 'switch' });
  const format = options.values.get('--format') ?? 'csv';
  if (format !== 'csv' && format !== 'json')
    throw new CliUsageError(`--format takes csv or json; got "${format}"\n${usage}`);
  const out = options.values.get('--out');
  if (out === undefined && options.switches.has('--force'))
    throw new CliUsageError(`--force only goes with --out FILE\n${usage}`);
  const history = await admin.history();
  const text = formatHistory(history, format);
  if (out === undefined) return text.trimEnd();
  await writeFile(out, text, options.switches.has('--force'));
  return `Exported ${history.length} game${history.length === 1 ? '' : 's'} to ${out} (${format}).`;
}

/** Splits the command's positional words from its options, wherever the options stand. */
function withOptions(command: string, words: string[], kinds: OptionKinds) {
  const usage = subcommandUsage(PUZZLE_USAGE, command);
  const wanted = POSITIONAL[command];
  const positional: string[] = [];
  const flags: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word.startsWith('-')) {
      positional.push(word);
      continue;
    }
    flags.push(word);
    if (kinds[word] === 'value' && i + 1 < words.length) flags.push(words[++i]);
  }
  const options = parseOptions(flags, kinds, usage);
  if (positional.length < wanted.length) throw new CliUsageError(`${command} needs ${wanted.join(' and ')}\n${usage}`);
  if (positional.length > wanted.length) {
    const extra = positional
      .slice(wanted.length)
      .map((word) => `"${word}"`)
      .join(' ');
    const takes = wanted.length === 0 ? 'takes no word besides its options' : `takes ${wanted.join(' and ')} only`;
    throw new CliUsageError(`${command} ${takes}; got also ${extra}\n${usage}`);
  }
  return [positional, options] as const;
}

function describe(view: PuzzleView): string {
  const note = { none: '', assigned: ' (assigned now)', pinned: ' (pinned now)' }[view.change];
  return `Game ${view.gameNumber} (${view.date}): ${view.word}${view.pinned && view.change === 'none' ? ' (pinned)' : ''}${note}`;
}

function describePin(view: PinView): string {
  const line = describe(view);
  const { previous, word } = view;
  if (previous === word) return `${line}\nIt was already ${word}; it is pinned now.`;
  if (!view.released)
    return previous === null ? line : `${line}\nIt replaces ${previous}, drawn earlier; no player has seen it yet.`;
  if (previous === null) return `${line}\nNo word had been drawn for it yet, so no player has played it.`;
  return (
    `${line}\nIt replaces ${previous}, which players have already played: their game ${view.gameNumber} ` +
    `was ${previous}, and players who open it from now on get ${word}. ${previous} stays counted as used.\n` +
    'Players with a game of it in progress start it again, on the new word, at their next guess; finished ' +
    'games keep their result.'
  );
}

function describeUnpin(view: UnpinView): string {
  return (
    `Game ${view.gameNumber} (${view.date}): unpinned ${view.word}. ` +
    'A word will be drawn when the game is first needed.'
  );
}
