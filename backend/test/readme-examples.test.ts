import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { repositoryRoot } from './support/repository.js';

const run = promisify(execFile);

/** Where the operator's puzzle commands are documented, and the section that shows them. */
const operatingDoc = 'docs/operating.md';
const puzzlesHeading = '## Seeing and pinning puzzles';

interface ReadmeExample {
  line: string;
  args: string[];
  /** Output the document shows under the command ("# Game 326 (2026-11-22): PLANET"). */
  shownOutput: string[];
}

/** Splits a shell command line into words: spaces separate, quotes group, a `#` after a space starts a comment. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let current: string | null = null;
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current ??= '';
    } else if (/\s/.test(char)) {
      if (current !== null) words.push(current);
      current = null;
    } else if (char === '#' && current === null) {
      break;
    } else {
      current = (current ?? '') + char;
    }
  }
  if (quote) throw new Error(`Unclosed quote in: ${line}`);
  if (current !== null) words.push(current);
  return words;
}

/** The `npm run puzzle -- ...` lines of the first code block under the heading. */
function puzzleExamples(document: string, heading: string): ReadmeExample[] {
  const section = document.split('\n');
  const start = section.indexOf(heading);
  if (start < 0) throw new Error(`${operatingDoc} has no "${heading}" section`);
  const open = section.findIndex((line, i) => i > start && line.startsWith('```'));
  const close = section.findIndex((line, i) => i > open && line.startsWith('```'));
  const examples: ReadmeExample[] = [];
  for (const line of section.slice(open + 1, close)) {
    const words = shellWords(line);
    if (words[0] === 'npm' && words[1] === 'run' && words[2] === 'puzzle') {
      examples.push({ line, args: words.slice(1), shownOutput: [] });
    } else if (line.startsWith('# ') && examples.length > 0) {
      examples[examples.length - 1].shownOutput.push(line.slice(2));
    }
  }
  return examples;
}

describe(`the examples of "Seeing and pinning puzzles" in ${operatingDoc}`, () => {
  let database: TestDatabase;
  let workDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Where the operator types the commands: files an example writes land here, not in the repository.
    workDir = await mkdtemp(path.join(os.tmpdir(), 'hexle-docs-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
    await database.drop();
  });

  it('has examples to run', async () => {
    const examples = puzzleExamples(await readFile(path.join(repositoryRoot, operatingDoc), 'utf8'), puzzlesHeading);
    expect(examples.length).toBeGreaterThan(0);
  });

  it('runs every example, in order, against a fresh database as the document shows it', async () => {
    const document = await readFile(path.join(repositoryRoot, operatingDoc), 'utf8');
    // Only the database is ours; every other setting is the document's (LAUNCH_DATE's default among them).
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url };
    delete env.LAUNCH_DATE;
    const failures: string[] = [];
    for (const example of puzzleExamples(document, puzzlesHeading)) {
      let output: string;
      try {
        const { stdout } = await run('npm', ['--prefix', repositoryRoot, ...example.args], { cwd: workDir, env });
        output = stdout;
      } catch (error) {
        const failure = error as { code: number; stderr: string };
        failures.push(`${example.line}\n  exits ${failure.code}: ${failure.stderr.trim()}`);
        continue;
      }
      // A shown "Game N (DATE): WORD" must have the right date; the word is drawn at random.
      for (const shown of example.shownOutput) {
        const game = /^Game \d+ \(\d{4}-\d\d-\d\d\):/.exec(shown)?.[0];
        if (game && !output.includes(game))
          failures.push(`${example.line}\n  shows "${shown}" but printed: ${output.trim()}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('shellWords', () => {
  it('reads a documented command line as a shell would', () => {
    expect(shellWords('npm run puzzle -- pin 326 BRIDGE --force # a comment')).toEqual([
      'npm',
      'run',
      'puzzle',
      '--',
      'pin',
      '326',
      'BRIDGE',
      '--force',
    ]);
    expect(shellWords(`npm run puzzle -- pin 326 BRIDGE --reason "answer leaked"  # why`)).toEqual([
      'npm',
      'run',
      'puzzle',
      '--',
      'pin',
      '326',
      'BRIDGE',
      '--reason',
      'answer leaked',
    ]);
    expect(shellWords("a 'b c'd e#f")).toEqual(['a', 'b cd', 'e#f']);
  });
});
