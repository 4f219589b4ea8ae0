-- Applied in one transaction: if any statement fails, nothing of this migration stays, and
-- npm run db:migrate -- --resolve-failed lets its corrected version run.
BEGIN;

-- CreateTable
CREATE TABLE "leagues" (
    "id" VARCHAR(16) NOT NULL,
    "name" VARCHAR(32) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "last_opened_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "leagues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "league_members" (
    "id" VARCHAR(16) NOT NULL,
    "league_id" VARCHAR(16) NOT NULL,
    "name" VARCHAR(20) NOT NULL,
    "name_key" VARCHAR(20) NOT NULL,
    "token_hash" BYTEA NOT NULL,
    "is_creator" BOOLEAN NOT NULL DEFAULT false,
    "joined_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "league_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "league_results" (
    "member_id" VARCHAR(16) NOT NULL,
    "game_number" INTEGER NOT NULL,
    "won" BOOLEAN NOT NULL,
    "guesses" SMALLINT NOT NULL,
    "grid" VARCHAR(48) NOT NULL,
    "posted_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "league_results_pkey" PRIMARY KEY ("member_id","game_number")
);

-- CreateTable
CREATE TABLE "league_member_totals" (
    "member_id" VARCHAR(16) NOT NULL,
    "played" INTEGER NOT NULL,
    "won" INTEGER NOT NULL,
    "won_guesses" INTEGER NOT NULL,
    "last_game_number" INTEGER NOT NULL,
    "streak" INTEGER NOT NULL,

    CONSTRAINT "league_member_totals_pkey" PRIMARY KEY ("member_id")
);

-- CreateTable
CREATE TABLE "league_creation_counts" (
    "day" DATE NOT NULL,
    "source" BYTEA NOT NULL,
    "created" INTEGER NOT NULL,

    CONSTRAINT "league_creation_counts_pkey" PRIMARY KEY ("day","source")
);

-- CreateIndex
CREATE INDEX "leagues_last_opened_at_idx" ON "leagues"("last_opened_at");

-- CreateIndex
CREATE UNIQUE INDEX "league_members_token_hash_key" ON "league_members"("token_hash");

-- CreateIndex
CREATE INDEX "league_members_league_id_idx" ON "league_members"("league_id");

-- CreateIndex
CREATE UNIQUE INDEX "league_members_league_id_name_key_key" ON "league_members"("league_id", "name_key");

-- CreateIndex
CREATE INDEX "league_results_game_number_idx" ON "league_results"("game_number");

-- AddForeignKey
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_results" ADD CONSTRAINT "league_results_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "league_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_member_totals" ADD CONSTRAINT "league_member_totals_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "league_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

COMMIT;
