-- The day's figures (GET /api/stats/daily/:game_number): how each daily game's finished games
-- ended and what they opened with, counted by the API, and for the days a game can still be played
-- the claims that keep a client's game from being counted twice and a client or network past its cap, kept
-- only as hashes salted with the game's own salt. New tables only: the release before ignores them.
-- Applied in one transaction: if any statement fails, nothing of this migration stays, and
-- npm run db:migrate -- --resolve-failed lets its corrected version run.
BEGIN;

-- CreateTable
CREATE TABLE "daily_result_counts" (
    "game_number" INTEGER NOT NULL,
    "result" VARCHAR(1) NOT NULL,
    "games" INTEGER NOT NULL,

    CONSTRAINT "daily_result_counts_pkey" PRIMARY KEY ("game_number","result")
);

-- CreateTable
CREATE TABLE "daily_opener_counts" (
    "game_number" INTEGER NOT NULL,
    "word" VARCHAR(6) NOT NULL,
    "games" INTEGER NOT NULL,

    CONSTRAINT "daily_opener_counts_pkey" PRIMARY KEY ("game_number","word")
);

-- CreateTable
CREATE TABLE "daily_game_claims" (
    "game_number" INTEGER NOT NULL,
    "client" BYTEA NOT NULL,
    "opening" BYTEA NOT NULL,
    "network" BYTEA NOT NULL,

    CONSTRAINT "daily_game_claims_pkey" PRIMARY KEY ("game_number","client","opening")
);

-- CreateTable
CREATE TABLE "daily_stats_salts" (
    "game_number" INTEGER NOT NULL,
    "salt" BYTEA NOT NULL,

    CONSTRAINT "daily_stats_salts_pkey" PRIMARY KEY ("game_number")
);

-- CreateIndex
CREATE INDEX "daily_game_claims_game_number_network_idx" ON "daily_game_claims"("game_number", "network");

COMMIT;
