import 'reflect-metadata';
import { ChallengesRepository } from '../challenges/challenges.repository.js';
import { systemClock } from '../clock/clock.js';
import { runChallengesCommand } from './challenges-command.js';
import { runCli } from './cli-context.js';

await runCli('challenges', async ({ config, prisma }) => {
  const output = await runChallengesCommand(
    process.argv.slice(2),
    new ChallengesRepository(prisma),
    systemClock,
    config.challengeRetentionDays,
  );
  console.log(output);
});
