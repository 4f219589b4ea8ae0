import 'reflect-metadata';
import { actorFromEnvironment, type Actor } from '../audit/actor.js';
import { GameCalendar } from '../game-day/game-calendar.js';
import { recordSeedInAuditTrail } from '../word-list/seed-audit.js';
import { wantsHelp } from './cli-help.js';
import { parseSeedOptions, SEED_USAGE, type SeedOptions } from './seed-options.js';
import { defaultWordListDir, readWordLists, WordListFileError } from '../word-list/word-list-files.js';
import { offensiveAnswers } from '../word-list/offensive-answers.js';
import { RECENTLY_PLAYED_DAYS, type WordListPlan } from '../word-list/word-list-plan.js';
import { describePlan, recentGame } from '../word-list/word-list-report.js';
import { seedWordLists } from '../word-list/word-list-seeder.js';
import { MeaningsSeed } from '../word-meaning/meanings-seeder.js';
import {
  describePracticePlan,
  type PracticePlan,
  practiceFileProblems,
  practiceRefusal,
  readPracticeFile,
  seedPractice,
} from '../practice/practice-seed.js';
import { runCli } from './cli-context.js';

/** A mistyped flag or reason is reported before anything connects to the database. */
function readRequest(): { options: SeedOptions; actor: Actor } | null {
  if (wantsHelp(process.argv.slice(2))) {
    console.log(SEED_USAGE);
    return null;
  }
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

/** No flag lets an offensive word be an answer: every player is shown it. */
function offensiveRefusal(dir: string, words: string[]): string {
  const them = words.length === 1 ? 'it' : 'them';
  return (
    `${counted(words.length, 'word')} in ${dir}/answers.txt ${words.length === 1 ? 'is' : 'are'} offensive and ` +
    `can never be an answer: ${words.slice(0, 20).join(', ')}` +
    `${words.length > 20 ? ` and ${words.length - 20} more` : ''}\n` +
    `The generator leaves such words out of answers.txt: take ${them} out of prisma/words/answers-added.txt if ` +
    `listed there, run "node prisma/words/generate-word-lists.mjs", and seed again (in a folder of lists of your ` +
    `own, delete ${them} from answers.txt). valid-guesses.txt may keep ${them}. No option overrides this.`
  );
}

const practiceChanged = (plan: PracticePlan | null) => !!plan && plan.added.length + plan.removed.length > 0;

/** Released days keep their word; the operator should know which ones players still meet. */
function recentlyPlayedWarning(plan: WordListPlan, dateOf: (gameNumber: number) => string): string | null {
  if (plan.recentlyPlayed.length === 0) return null;
  return (
    `Warning: answers of the last ${RECENTLY_PLAYED_DAYS / 7} weeks are taken out: ` +
    `${plan.recentlyPlayed.map(recentGame(dateOf)).join(', ')}. Released days keep their word: players who ` +
    'play them, today or in the archive, still get it, and it stays a valid guess; only days not drawn yet stop ' +
    'getting it. To give a released day another word: npm run puzzle -- pin <game> <WORD> --force --reason "..."'
  );
}

const request = readRequest();
if (request) {
  const { options, actor } = request;
  await runCli(
    'seed',
    async ({ config, prisma }) => {
      const dir = defaultWordListDir();
      const lists = await readWordLists(dir);
      const meanings = await MeaningsSeed.read(dir, lists, actor);
      const practiceFile = await readPracticeFile(dir);
      const practiceProblems = practiceFile ? practiceFileProblems(practiceFile, lists) : [];
      if (practiceProblems.length > 0) throw new WordListFileError(practiceRefusal(dir, practiceProblems));
      const offensive = offensiveAnswers(lists.answers);
      if (offensive.length > 0 && !options.dryRun)
        throw new WordListFileError(`Refused, nothing written: ${offensiveRefusal(dir, offensive)}`);
      const calendar = new GameCalendar(config.launchDate);
      const dateOf = (gameNumber: number) => calendar.dateOf(gameNumber);
      const practice: { plan: PracticePlan | null } = { plan: null };
      const { plan, tooLarge, written } = await seedWordLists(prisma.client, lists, {
        releasedUpTo: () => calendar.latestLiveGameNumber(Date.now()),
        liveFrom: () => calendar.earliestLiveGameNumber(Date.now()),
        dateOf,
        dryRun: options.dryRun,
        allowLargeChanges: options.allowLargeChanges,
        record: (tx, applied, limits) => recordSeedInAuditTrail(tx, applied, { actor, dir, tooLarge: limits, dateOf }),
        // The practice words after the lists, in the same transaction: each must be a word of them.
        meanings: async (tx, applied, write) => {
          await meanings.apply(tx, applied, write);
          practice.plan = await seedPractice(tx, practiceFile, calendar.earliestLiveGameNumber(Date.now()), write);
        },
      });
      // Told when it changes anything, so a seed of unchanged lists reads as before.
      const practiceReport =
        practice.plan && practiceChanged(practice.plan) ? [describePracticePlan(practice.plan)] : [];
      const changes = [describePlan(plan, dateOf), meanings.report(), ...practiceReport].join('\n');
      const limits = tooLarge.map((reason) => `  - ${reason}`).join('\n');
      const recent = recentlyPlayedWarning(plan, dateOf);

      if (options.dryRun) {
        console.log(`Dry run, nothing written: the word lists in ${dir} against the database:\n${changes}`);
        if (recent) console.log(recent);
        if (offensive.length > 0) console.log(`The real run refuses: ${offensiveRefusal(dir, offensive)}`);
        if (tooLarge.length > 0)
          console.log(
            'This is more than a seed changes unasked; the real run needs --allow-large-changes ' +
              `(or SEED_ALLOW_LARGE_CHANGES=1):\n${limits}`,
          );
        // A dry run answers the question "would the seed go through?" in its exit status too.
        if (offensive.length > 0 || (tooLarge.length > 0 && !options.allowLargeChanges)) {
          console.error('seed: the real run would be refused (see above); nothing was written');
          process.exitCode = 1;
        }
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
        `Word lists ${written || meanings.written || practiceChanged(practice.plan) ? 'loaded' : 'unchanged'} from ${dir} ` +
          `(${counted(lists.answers.length, 'answer')}, ${counted(files, 'valid guess', 'valid guesses')}):\n${changes}`,
      );
      if (recent) console.warn(recent);
      if (plan.pinnedNonAnswers.length > 0) {
        console.warn(
          `Warning: games ${plan.pinnedNonAnswers.map((game) => game.gameNumber).join(', ')} are pinned to words ` +
            'that are no longer answers; pin other words with "npm run puzzle -- pin <game> <WORD>" if that is not ' +
            'intended.',
        );
      }
    },
    { storesLaunchDate: !options.dryRun, usage: SEED_USAGE },
  );
}
