-- CreateTable
CREATE TABLE "challenges" (
    "id" VARCHAR(22) NOT NULL,
    "word" VARCHAR(6) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "challenges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transfers" (
    "code_hash" VARCHAR(64) NOT NULL,
    "payload" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "claimed_at" TIMESTAMPTZ(3),

    CONSTRAINT "transfers_pkey" PRIMARY KEY ("code_hash")
);

-- CreateIndex
CREATE INDEX "challenges_created_at_idx" ON "challenges"("created_at");

-- CreateIndex
CREATE INDEX "transfers_expires_at_idx" ON "transfers"("expires_at");

