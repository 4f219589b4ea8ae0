-- CreateTable
CREATE TABLE "replaced_puzzles" (
    "id" BIGSERIAL NOT NULL,
    "game_number" INTEGER NOT NULL,
    "word" VARCHAR(6) NOT NULL,
    "replaced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "replaced_puzzles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "launch_date" DATE NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" VARCHAR(40) NOT NULL,
    "game_number" INTEGER,
    "details" JSONB NOT NULL DEFAULT '{}',
    "os_user" VARCHAR(100) NOT NULL,
    "host" VARCHAR(255) NOT NULL,
    "reason" VARCHAR(500),

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "replaced_puzzles_game_number_idx" ON "replaced_puzzles"("game_number");

-- CreateIndex
CREATE INDEX "replaced_puzzles_word_idx" ON "replaced_puzzles"("word");

-- CreateIndex
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at");

-- CreateIndex
CREATE INDEX "audit_log_game_number_idx" ON "audit_log"("game_number");


-- One row of settings. The launch date is recorded by the first process that runs (the seed at a
-- first setup, or whichever process runs first after this upgrade) and never changed by the tools.
ALTER TABLE "game_settings" ADD CONSTRAINT "game_settings_single_row" CHECK ("id" = 1);

-- The audit trail is append-only: rows can be added, never changed or removed.
-- Prisma's JavaScript migration engine cuts a script at every semicolon, even inside comments and
-- dollar-quoted bodies, so the function body spells its semicolons as the escape \073.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN RAISE EXCEPTION ''audit_log is append-only: % is not allowed'', TG_OP\073 END\073';

CREATE TRIGGER "audit_log_append_only_rows" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();

CREATE TRIGGER "audit_log_append_only_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
