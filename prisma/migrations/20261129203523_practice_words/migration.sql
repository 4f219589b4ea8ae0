-- Applied in one transaction: if any statement fails, nothing of this migration stays, and
-- npm run db:migrate -- --resolve-failed lets its corrected version run.
BEGIN;

-- CreateTable
CREATE TABLE "practice_words" (
    "word" VARCHAR(6) NOT NULL,

    CONSTRAINT "practice_words_pkey" PRIMARY KEY ("word")
);

-- AddForeignKey
ALTER TABLE "practice_words" ADD CONSTRAINT "practice_words_word_fkey" FOREIGN KEY ("word") REFERENCES "words"("text") ON DELETE CASCADE ON UPDATE CASCADE;

COMMIT;
