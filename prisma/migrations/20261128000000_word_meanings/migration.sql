-- What a word means (part of speech, one or two glosses), loaded by the seed from
-- prisma/words/meanings.tsv and read by the API once a game has ended.
-- CreateTable
CREATE TABLE "word_meanings" (
    "word" VARCHAR(6) NOT NULL,
    "part_of_speech" VARCHAR(20) NOT NULL,
    "glosses" TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "word_meanings_pkey" PRIMARY KEY ("word")
);

