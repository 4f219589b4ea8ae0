import 'reflect-metadata';
import { GameCalendar } from '../game-day/game-calendar.js';
import { defaultWordListDir, readWordLists } from '../word-list/word-list-files.js';
import { seedWordLists } from '../word-list/word-list-seeder.js';
import { runCli } from './cli-context.js';

await runCli('seed', async ({ config, prisma }) => {
  const dir = defaultWordListDir();
  const lists = await readWordLists(dir);
  const releasedUpTo = new GameCalendar(config.launchDate).latestLiveGameNumber(Date.now());
  const result = await seedWordLists(prisma.client, lists, releasedUpTo);
  console.log(
    `Word lists loaded from ${dir}: ${result.answers} answers, ${result.guesses} valid guesses ` +
      `(${result.inserted} added, ${result.updated} changed, ${result.removed} removed, ` +
      `${result.retained} kept for past puzzles, ${result.unscheduled} unreleased games to choose again).`,
  );
  if (result.pinnedNonAnswers.length > 0) {
    console.warn(
      `Warning: games ${result.pinnedNonAnswers.join(', ')} are pinned to words that are no longer answers; ` +
        'pin other words with "npm run puzzle -- pin <game> <WORD> --force" if that is not intended.',
    );
  }
});
