import { CliUsageError } from './cli-context.js';

export interface SeedOptions {
  dryRun: boolean;
  allowLargeChanges: boolean;
  /** Why the operator runs it, for the audit trail; undefined when not given. */
  reason: string | undefined;
}

export const SEED_USAGE = `Usage: npm run db:seed -- [--dry-run] [--allow-large-changes] [--reason <text>]
       (the same as npx prisma db seed -- ...)
  Loads prisma/words/answers.txt and valid-guesses.txt (from WORD_LIST_DIR) into the database of
  DATABASE_URL; safe to repeat.
  --dry-run              print what the seed would change, and write nothing (or SEED_DRY_RUN=1);
                         exits 1 when the real run would be refused
  --allow-large-changes  apply a change beyond the limits: more than 5 % of either list removed or
                         added, a file that looks cut short, more than 3 days already drawn drawn
                         again, or a pinned day whose word is no longer an answer
                         (or SEED_ALLOW_LARGE_CHANGES=1); offensive answers are refused whatever
  --reason <text>        why, recorded in the audit trail (or SEED_REASON)`;

/**
 * Reads the seed's flags and their environment twins (for the setup job, whose command is
 * fixed). `prisma db seed -- <args>` joins the arguments with spaces and splits them again, so
 * a quoted reason arrives as several words: --reason takes every word up to the next flag.
 */
export function parseSeedOptions(args: readonly string[], env: NodeJS.ProcessEnv): SeedOptions {
  const options: SeedOptions = {
    dryRun: envSwitch(env, 'SEED_DRY_RUN'),
    allowLargeChanges: envSwitch(env, 'SEED_ALLOW_LARGE_CHANGES'),
    reason: env.SEED_REASON,
  };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = splitInline(args[i]);
    if (flag === '--dry-run' && inline === undefined) options.dryRun = true;
    else if (flag === '--allow-large-changes' && inline === undefined) options.allowLargeChanges = true;
    else if (flag === '--reason') {
      const words = inline === undefined ? [] : [inline];
      while (i + 1 < args.length && !args[i + 1].startsWith('--')) words.push(args[++i]);
      options.reason = words.join(' ');
    } else throw new CliUsageError(`Unknown option "${args[i]}"\n${SEED_USAGE}`);
  }
  return options;
}

function splitInline(arg: string): [string, string | undefined] {
  const equals = arg.indexOf('=');
  return arg.startsWith('--') && equals > 0 ? [arg.slice(0, equals), arg.slice(equals + 1)] : [arg, undefined];
}

function envSwitch(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = (env[name] ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new CliUsageError(`${name} must be 1 or 0 (or true or false); got "${env[name]}"`);
}
