// @ts-check
/** The command line of `npm run backup` and `npm run restore`: options, usage errors and exit codes. */
import { parseArgs } from 'node:util';

/** A mistake in how the command was called: printed alone, exit code 1. */
export class UsageError extends Error {}

/**
 * `npm run restore --yes` (no `--` between them) gives --yes to npm, not to the command: npm runs
 * the command without it and sets npm_config_yes in its environment. The command refuses instead
 * of acting without an option the operator typed, and shows the spelling that reaches it.
 * @param {Record<string, string | undefined>} env @param {string[]} flags the command's own flags, e.g. ['--dry-run']
 */
export function refuseSwallowedFlags(env, flags) {
  const swallowed = flags.filter((flag) => {
    const value = env[`npm_config_${flag.replace(/^--/, '').replaceAll('-', '_')}`];
    return value !== undefined && value !== '' && value !== 'false';
  });
  if (swallowed.length === 0) return;
  const script = env.npm_lifecycle_event ?? '<script>';
  throw new UsageError(
    `npm took ${swallowed.join(' and ')} for itself, so the command never saw ${swallowed.length > 1 ? 'them' : 'it'}: nothing was done.\n` +
      `Put -- before the command's own options, e.g. npm run ${script} -- ... ${swallowed.join(' ')}`,
  );
}

/**
 * @template {import('node:util').ParseArgsConfig['options']} O
 * @param {string[]} args @param {O} options @param {boolean} allowPositionals
 */
export function parseCommandLine(args, options, allowPositionals) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs a command: a failure is printed plainly, as one message, with exit code 1.
 * @param {string} name @param {() => Promise<void>} command
 */
export async function runCommand(name, command) {
  try {
    await command();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${name}: ${message}`);
    process.exitCode = 1;
  }
}
