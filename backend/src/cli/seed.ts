import 'reflect-metadata';
import { defaultWordListDir, readWordLists } from '../word-list/word-list-files.js';
import { seedWordLists } from '../word-list/word-list-seeder.js';
import { runCli } from './cli-context.js';

await runCli('seed', async ({ prisma }) => {
  const dir = defaultWordListDir();
  const lists = await readWordLists(dir);
  const result = await seedWordLists(prisma.client, lists);
  console.log(
    `Word lists loaded from ${dir}: ${result.answers} answers, ${result.guesses} valid guesses ` +
      `(${result.inserted} added, ${result.updated} changed, ${result.removed} removed, ` +
      `${result.retained} kept for past puzzles).`,
  );
});
