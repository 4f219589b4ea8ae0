import { CliUsageError } from './cli-context.js';

/** A flag that takes a value (`--limit 20`), or a switch that stands alone (`--dry-run`). */
export type OptionKinds = Record<string, 'value' | 'switch'>;

export interface ParsedOptions {
  values: Map<string, string>;
  switches: Set<string>;
}

/** Reads `--flag value` and `--switch` words; anything else, or a flag given twice, is a usage error. */
export function parseOptions(words: string[], kinds: OptionKinds, usage: string): ParsedOptions {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const flag = words[i];
    const kind = kinds[flag];
    if (!kind && !flag.startsWith('-')) throw new CliUsageError(`Unexpected word "${flag}"\n${usage}`);
    if (!kind) throw new CliUsageError(`Unknown option "${flag}"\n${usage}`);
    if (values.has(flag) || switches.has(flag)) throw new CliUsageError(`${flag} is given twice\n${usage}`);
    if (kind === 'switch') {
      switches.add(flag);
      continue;
    }
    const value = words[i + 1];
    if (value === undefined) throw new CliUsageError(`${flag} needs a value\n${usage}`);
    values.set(flag, value);
    i += 1;
  }
  return { values, switches };
}

/** A whole number within bounds, or a usage error naming the flag. */
export function wholeNumber(value: string, flag: string, min: number, max: number, usage: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max)
    throw new CliUsageError(`${flag} takes a whole number from ${min} to ${max}\n${usage}`);
  return number;
}
