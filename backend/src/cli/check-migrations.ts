import { migrationFolderProblems, migrationsDirFrom, refusalText } from './migration-folders.js';

/**
 * Runs before `prisma migrate deploy` (npm run db:migrate, the image's setup step): refuses a
 * migrations folder that Prisma would apply wrongly, naming each folder, before anything is
 * applied. Reads files only.
 *   node backend/dist/cli/check-migrations.js [migrations folder]
 */
const dir = process.argv[2] ?? migrationsDirFrom();
try {
  const problems = await migrationFolderProblems(dir);
  if (problems.length > 0) {
    console.error(`check-migrations: ${refusalText(dir, problems)}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`check-migrations: ${(error as Error).message}`);
  process.exitCode = 1;
}
