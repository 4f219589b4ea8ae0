-- Applied in one transaction: if any statement fails, nothing of this migration stays, and
-- npm run db:migrate -- --resolve-failed lets its corrected version run.
BEGIN;

-- AlterTable
ALTER TABLE "league_results" ADD COLUMN     "skill" SMALLINT;

COMMIT;
