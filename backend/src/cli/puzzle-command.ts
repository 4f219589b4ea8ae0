import type { PuzzleAdmin, PuzzleView } from '../schedule/puzzle-admin.js';
import { CliUsageError } from './cli-context.js';

export const PUZZLE_USAGE = `Usage:
  npm run puzzle -- show <game_number|YYYY-MM-DD>
      Print the word of a game, choosing one now if none is assigned yet.
  npm run puzzle -- pin <game_number|YYYY-MM-DD> <WORD> [--force]
      Make WORD (from the answers list) the word of that game.
      A game already released to players needs --force.`;

function describe(view: PuzzleView): string {
  const note = { none: '', assigned: ' (assigned now)', pinned: ' (pinned now)' }[view.change];
  return `Game ${view.gameNumber} (${view.date}): ${view.word}${view.pinned && view.change === 'none' ? ' (pinned)' : ''}${note}`;
}

/** Parses the operator's words and runs show or pin; returns the line to print. */
export async function runPuzzleCommand(args: string[], admin: PuzzleAdmin): Promise<string> {
  const force = args.includes('--force');
  const unknownFlag = args.find((arg) => arg.startsWith('-') && arg !== '--force');
  if (unknownFlag) throw new CliUsageError(`unknown option ${unknownFlag}\n${PUZZLE_USAGE}`);
  const [action, target, word, ...rest] = args.filter((arg) => arg !== '--force');

  if (action === 'show' && target && word === undefined && !force) return describe(await admin.show(target));
  if (action === 'pin' && target && word && rest.length === 0) return describe(await admin.pin(target, word, force));
  throw new CliUsageError(PUZZLE_USAGE);
}
