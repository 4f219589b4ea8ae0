import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { actorFromEnvironment } from '../audit/actor.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { GameCalendar } from '../game-day/game-calendar.js';
import { PuzzleAdmin } from '../schedule/puzzle-admin.js';
import { PuzzlesRepository } from '../schedule/puzzles.repository.js';
import { WordsRepository } from '../word-list/words.repository.js';
import { systemClock } from '../platform/clock/clock.js';
import { runCli } from './cli-context.js';
import { runPuzzleCommand } from './puzzle-command.js';

await runCli('puzzle', async ({ config, prisma }) => {
  const admin = new PuzzleAdmin(
    new PuzzlesRepository(prisma),
    new WordsRepository(prisma),
    new GameCalendar(config.launchDate),
    systemClock,
  );
  const output = await runPuzzleCommand(process.argv.slice(2), {
    admin,
    audit: new AuditRepository(prisma),
    actor: actorFromEnvironment,
    // npm runs the script from the repository's root; a relative --out is meant from where the operator typed it.
    writeFile: (file, text) => writeFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), text),
  });
  console.log(output);
});
