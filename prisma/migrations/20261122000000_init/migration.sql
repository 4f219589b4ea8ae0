-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "words" (
    "text" VARCHAR(6) NOT NULL,
    "is_answer" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "words_pkey" PRIMARY KEY ("text")
);

-- CreateTable
CREATE TABLE "daily_puzzles" (
    "game_number" INTEGER NOT NULL,
    "word" VARCHAR(6) NOT NULL,
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "assigned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "daily_puzzles_pkey" PRIMARY KEY ("game_number")
);

-- CreateIndex
CREATE INDEX "words_is_answer_idx" ON "words"("is_answer");

-- CreateIndex
CREATE INDEX "daily_puzzles_word_idx" ON "daily_puzzles"("word");

-- AddForeignKey
ALTER TABLE "daily_puzzles" ADD CONSTRAINT "daily_puzzles_word_fkey" FOREIGN KEY ("word") REFERENCES "words"("text") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Guard the data against hand edits that the API could not serve.
ALTER TABLE "words" ADD CONSTRAINT "words_text_six_letters" CHECK ("text" ~ '^[A-Z]{6}$');
ALTER TABLE "daily_puzzles" ADD CONSTRAINT "daily_puzzles_game_number_positive" CHECK ("game_number" >= 1);
