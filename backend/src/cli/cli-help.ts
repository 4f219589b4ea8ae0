/** `--help` or `-h` anywhere among the command's words. */
export function wantsHelp(args: readonly string[]): boolean {
  return args.includes('--help') || args.includes('-h');
}

const COMMAND_LINE = /^ {2}npm run \S+ -- (\S+)/;

/**
 * The lines of a usage text that are about one subcommand: its command line, the lines indented
 * under it, and the notes at the end that are about every subcommand. The whole text when the
 * usage has no such subcommand.
 */
export function subcommandUsage(usage: string, subcommand: string | undefined): string {
  const lines = usage.split('\n');
  const start = lines.findIndex((line) => COMMAND_LINE.exec(line)?.[1] === subcommand);
  if (subcommand === undefined || start < 0) return usage;
  const block = [lines[start]];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('    ')) break;
    block.push(line);
  }
  // The notes after the last subcommand's block (two spaces in, not a command).
  const lastCommand = lines.findLastIndex((line) => COMMAND_LINE.test(line));
  let notesStart = lastCommand + 1;
  while (notesStart < lines.length && lines[notesStart].startsWith('    ')) notesStart += 1;
  return ['Usage:', ...block, ...lines.slice(notesStart)].join('\n');
}

/** The usage to print for `args`: the subcommand's part when the first word names one. */
export function usageFor(usage: string, args: readonly string[]): string {
  const [first] = args;
  return subcommandUsage(usage, first === undefined || first.startsWith('-') ? undefined : first);
}
