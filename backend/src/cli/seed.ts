import 'reflect-metadata';
import { actorFromEnvironment, type Actor } from '../audit/actor.js';
import { GameCalendar } from '../game-day/game-calendar.js';
import { recordSeedInAuditTrail } from '../word-list/seed-audit.js';
import { parseSeedOptions, type SeedOptions } from './seed-options.js';
import { defaultWordListDir, readWordLists, WordListFileError } from '../word-list/word-list-files.js';
import { describePlan } from '../word-list/word-list-report.js';
import { seedWordLists } from '../word-list/word-list-seeder.js';
import { runCli } from './cli-context.js';

/** A mistyped flag or reason is reported before anything connects to the database. */
function readRequest(): { options: SeedOptions; actor: Actor } | null {
  try {
    const options = parseSeedOptions(process.argv.slice(2), process.env);
    return { options, actor: actorFromEnvironment(options.reason) };
  } catch (error) {
    console.error(`seed: ${(error as Error).message}`);
    process.exitCode = 1;
    return null;
  }
}

function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

const request = readRequest();
if (request) {
  const { options, actor } = request;
  await runCli(
    'seed',
    async ({ config, prisma }) => {
      const dir = defaultWordListDir();
      const lists = await readWordLists(dir);
      const calendar = new GameCalendar(config.launchDate);
      const dateOf = (gameNumber: number) => calendar.dateOf(gameNumber);
      const { plan, tooLarge, written } = await seedWordLists(prisma.client, lists, {
        releasedUpTo: () => calendar.latestLiveGameNumber(Date.now()),
        dryRun: options.dryRun,
        allowLargeChanges: options.allowLargeChanges,
        record: (tx, applied, limits) => recordSeedInAuditTrail(tx, applied, { actor, dir, tooLarge: limits, dateOf }),
      });
      const changes = describePlan(plan, dateOf);
      const limits = tooLarge.map((reason) => `  - ${reason}`).join('\n');

      if (options.dryRun) {
        console.log(`Dry run, nothing written: the word lists in ${dir} against the database:\n${changes}`);
        if (tooLarge.length > 0)
          console.log(
            'This is more than a seed changes unasked; the real run needs --allow-large-changes ' +
              `(or SEED_ALLOW_LARGE_CHANGES=1):\n${limits}`,
          );
        return;
      }
      if (tooLarge.length > 0 && !options.allowLargeChanges) {
        throw new WordListFileError(
          `Refused, nothing written: the word lists in ${dir} would change more than a seed does unasked:\n` +
            `${limits}\n${changes}\n` +
            'If this is intended, run the seed again with --allow-large-changes ' +
            '(npx prisma db seed -- --allow-large-changes), or with SEED_ALLOW_LARGE_CHANGES=1 in the setup ' +
            "job's environment. --dry-run shows the changes without writing anything.",
        );
      }
      const files = new Set([...lists.guesses, ...lists.answers]).size;
      console.log(
        `Word lists ${written ? 'loaded' : 'unchanged'} from ${dir} ` +
          `(${counted(lists.answers.length, 'answer')}, ${counted(files, 'valid guess', 'valid guesses')}):\n${changes}`,
      );
      if (plan.pinnedNonAnswers.length > 0) {
        console.warn(
          `Warning: games ${plan.pinnedNonAnswers.map((game) => game.gameNumber).join(', ')} are pinned to words ` +
            'that are no longer answers; pin other words with "npm run puzzle -- pin <game> <WORD>" if that is not ' +
            'intended.',
        );
      }
    },
    { storesLaunchDate: !options.dryRun },
  );
}
