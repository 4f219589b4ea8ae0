import 'reflect-metadata';
import { GameCalendar } from '../game-day/game-calendar.js';
import { PuzzleAdmin } from '../schedule/puzzle-admin.js';
import { PuzzlesRepository } from '../schedule/puzzles.repository.js';
import { WordsRepository } from '../word-list/words.repository.js';
import { systemClock } from '../clock/clock.js';
import { runCli } from './cli-context.js';
import { runPuzzleCommand } from './puzzle-command.js';

await runCli('puzzle', async ({ config, prisma }) => {
  const admin = new PuzzleAdmin(
    new PuzzlesRepository(prisma),
    new WordsRepository(prisma),
    new GameCalendar(config.launchDate),
    systemClock,
  );
  console.log(await runPuzzleCommand(process.argv.slice(2), admin));
});
