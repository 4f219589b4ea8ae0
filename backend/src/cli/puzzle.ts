import 'reflect-metadata';
import { actorFromEnvironment } from '../audit/actor.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { DailyStatsRepository } from '../daily-stats/daily-stats.repository.js';
import { GameCalendar } from '../game-day/game-calendar.js';
import { PuzzleAdmin } from '../schedule/puzzle-admin.js';
import { PuzzlesRepository } from '../schedule/puzzles.repository.js';
import { WordsRepository } from '../word-list/words.repository.js';
import { systemClock } from '../platform/clock/clock.js';
import { runCli } from './cli-context.js';
import { writeExport } from './export-file.js';
import { PUZZLE_USAGE, runPuzzleCommand } from './puzzle-command.js';

await runCli(
  'puzzle',
  async ({ config, prisma }) => {
    const admin = new PuzzleAdmin(
      new PuzzlesRepository(prisma),
      new WordsRepository(prisma),
      new GameCalendar(config.launchDate),
      systemClock,
    );
    const output = await runPuzzleCommand(process.argv.slice(2), {
      admin,
      stats: new DailyStatsRepository(prisma),
      audit: new AuditRepository(prisma),
      actor: actorFromEnvironment,
      // npm runs the script from the repository's root; a relative --out is meant from where the operator typed it.
      writeFile: (file, text, overwrite) => writeExport(process.env.INIT_CWD ?? process.cwd(), file, text, overwrite),
    });
    console.log(output);
  },
  { usage: PUZZLE_USAGE },
);
