import { wantsHelp } from './cli-help.js';
import { migrationFolderProblems, migrationsDirFrom, refusalText } from './migration-folders.js';

/**
 * Runs before `prisma migrate deploy` (npm run db:migrate, the image's setup step): refuses a
 * migrations folder that Prisma would apply wrongly, naming each folder, before anything is
 * applied. Reads files only.
 *   node backend/dist/cli/check-migrations.js [migrations folder]
 */
const USAGE = `Usage: node backend/dist/cli/check-migrations.js [migrations folder]
  Refuses a migration folder that prisma migrate deploy would apply wrongly (no migration.sql, an
  empty one, a ";" inside a statement, a new migration not wrapped in BEGIN and COMMIT), naming
  each; reads files only (npm run db:migrate runs it first). The folder defaults to
  prisma/migrations.`;

if (wantsHelp(process.argv.slice(2))) {
  console.log(USAGE);
  process.exit(0);
}
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
