// Checks that every Docker Compose command in docs/operating.md's shell blocks (a line starting
// with `docker ` or `sh deploy/`, or the cron line) appears word for word in
// deploy/check-compose-runbook.sh, which runs them on a Docker Engine: a command added to or
// changed in the docs and not tried there fails `npm run compose:check`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The commands of a Markdown file's ```sh blocks that drive compose or its scripts.
 * @param {string} markdown
 * @returns {string[]}
 */
export function composeCommands(markdown) {
  const commands = [];
  let inShell = false;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) {
      inShell = !inShell && line === '```sh';
      continue;
    }
    if (inShell && /^(docker |sh deploy\/|\( crontab )/.test(line)) commands.push(withoutComment(line));
  }
  return commands;
}

/**
 * A command without the comment the docs put after it (two spaces or more, then #).
 * @param {string} line
 */
function withoutComment(line) {
  return line.replace(/ {2,}#.*$/, '').trim();
}

/**
 * The docs' commands that the script does not run as written.
 * @param {string} docs
 * @param {string} script
 */
export function missingCommands(docs, script) {
  const run = new Set(script.split('\n').map((line) => withoutComment(line.trim())));
  return composeCommands(docs).filter((command) => !run.has(command));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const docs = readFileSync(path.join(root, 'docs/operating.md'), 'utf8');
  const script = readFileSync(path.join(root, 'deploy/check-compose-runbook.sh'), 'utf8');
  const missing = missingCommands(docs, script);
  if (missing.length > 0) {
    console.error(
      `docs/operating.md has compose commands that deploy/check-compose-runbook.sh does not run as written:\n  ${missing.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    `The ${composeCommands(docs).length} compose commands of docs/operating.md are in deploy/check-compose-runbook.sh.`,
  );
}
