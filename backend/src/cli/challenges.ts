import 'reflect-metadata';
import { ChallengesRepository } from '../challenges/challenges.repository.js';
import { creatorKeyOf, loadCreatorSecret } from '../challenges/creator-key.js';
import { systemClock } from '../platform/clock/clock.js';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { pruneLeagues } from '../leagues/league-prune.js';
import { LeaguesRepository } from '../leagues/leagues.repository.js';
import { CHALLENGES_USAGE, runChallengesCommand } from './challenges-command.js';
import { runCli } from './cli-context.js';

await runCli(
  'challenges',
  async ({ config, prisma }) => {
    const output = await runChallengesCommand(process.argv.slice(2), {
      challenges: new ChallengesRepository(prisma),
      clock: systemClock,
      retentionDays: config.challengeRetentionDays,
      creatorKeyOf: async (clientKey) =>
        creatorKeyOf(await loadCreatorSecret(new ServerSecretsRepository(prisma)), clientKey),
      pruneLeagues: (dryRun) =>
        pruneLeagues(
          new LeaguesRepository(prisma),
          systemClock.now(),
          {
            launchDate: config.launchDate,
            idleDays: config.leagues.idleDays,
            resultRetentionDays: config.leagues.resultRetentionDays,
          },
          dryRun,
        ),
    });
    console.log(output);
  },
  { usage: CHALLENGES_USAGE },
);
