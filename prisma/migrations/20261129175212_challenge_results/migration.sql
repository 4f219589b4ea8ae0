-- Applied in one transaction: if any statement fails, nothing of this migration stays, and
-- npm run db:migrate -- --resolve-failed lets its corrected version run.
BEGIN;

-- CreateTable
CREATE TABLE "challenge_results" (
    "challenge_id" VARCHAR(22) NOT NULL,
    "player" BYTEA NOT NULL,
    "won" BOOLEAN NOT NULL,
    "guesses" SMALLINT NOT NULL,
    "name" VARCHAR(20),
    "posted_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "challenge_results_pkey" PRIMARY KEY ("challenge_id","player")
);

-- AddForeignKey
ALTER TABLE "challenge_results" ADD CONSTRAINT "challenge_results_challenge_id_fkey" FOREIGN KEY ("challenge_id") REFERENCES "challenges"("id") ON DELETE CASCADE ON UPDATE CASCADE;

COMMIT;
