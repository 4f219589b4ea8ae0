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
import { CliUsageError } from './cli-context.js';
import { type OptionKinds, parseOptions, wholeNumber } from './cli-options.js';
import { formatAudit, formatHistory, formatSchedule } from './puzzle-output.js';

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
  npm run puzzle -- export [--format csv|json] [--out FILE]
      Every game that has a word (game, date, word, pinned, released, replaced words), to FILE or
      the screen (default format: csv).
  npm run puzzle -- audit [--limit N]
      The latest changes to the schedule and the lists (default 20), newest first.
  Games run from the launch date (game 1) to 100 years after it. pin and unpin are recorded in the
  audit trail with your user and host name, and --reason if given.`;

export interface PuzzleCommandContext {
  admin: PuzzleAdmin;
  audit: AuditRepository;
  /** Who is running the command, with their --reason. */
  actor: (reason?: string) => Actor;
  /** Writes an export; the path is the operator's, as typed. */
  writeFile: (path: string, text: string) => Promise<void>;
}

/** Parses the operator's words and runs one command; returns the text to print. */
export async function runPuzzleCommand(args: string[], context: PuzzleCommandContext): Promise<string> {
  const [action, ...rest] = args;
  switch (action) {
    case 'show': {
      const [target] = expect(rest, 1, {});
      return describe(await context.admin.show(target));
    }
    case 'pin': {
      const [[target, word], options] = withOptions(rest, 2, {
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
      const [[target], options] = withOptions(rest, 1, { '--reason': 'value' });
      return describeUnpin(await context.admin.unpin(target, context.actor(options.values.get('--reason'))));
    }
    case 'list': {
      const [, options] = withOptions(rest, 0, { '--from': 'value', '--days': 'value' });
      const given = options.values.get('--days');
      const days = given === undefined ? 14 : wholeNumber(given, '--days', 1, MAX_LIST_DAYS, PUZZLE_USAGE);
      return formatSchedule(await context.admin.list(options.values.get('--from'), days));
    }
    case 'export':
      return exportHistory(rest, context);
    case 'audit': {
      const [, options] = withOptions(rest, 0, { '--limit': 'value' });
      const given = options.values.get('--limit');
      const limit = given === undefined ? 20 : wholeNumber(given, '--limit', 1, 10_000, PUZZLE_USAGE);
      return formatAudit(await context.audit.latest(limit));
    }
    default:
      throw new CliUsageError(PUZZLE_USAGE);
  }
}

async function exportHistory(words: string[], { admin, writeFile }: PuzzleCommandContext): Promise<string> {
  const [, options] = withOptions(words, 0, { '--format': 'value', '--out': 'value' });
  const format = options.values.get('--format') ?? 'csv';
  if (format !== 'csv' && format !== 'json')
    throw new CliUsageError(`--format takes csv or json; got "${format}"\n${PUZZLE_USAGE}`);
  const history = await admin.history();
  const text = formatHistory(history, format);
  const out = options.values.get('--out');
  if (out === undefined) return text.trimEnd();
  await writeFile(out, text);
  return `Exported ${history.length} game${history.length === 1 ? '' : 's'} to ${out} (${format}).`;
}

/** Splits `count` positional words from the options, wherever the options stand. */
function withOptions(words: string[], count: number, kinds: OptionKinds) {
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
  const options = parseOptions(flags, kinds, PUZZLE_USAGE);
  if (positional.length !== count) throw new CliUsageError(PUZZLE_USAGE);
  return [positional, options] as const;
}

function expect(words: string[], count: number, kinds: OptionKinds): string[] {
  return withOptions(words, count, kinds)[0];
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
    `was ${previous}, and players who open it from now on get ${word}. ${previous} stays counted as used.`
  );
}

function describeUnpin(view: UnpinView): string {
  return (
    `Game ${view.gameNumber} (${view.date}): unpinned ${view.word}. ` +
    'A word will be drawn when the game is first needed.'
  );
}
