-- AlterTable
ALTER TABLE "challenges" ADD COLUMN     "creator_key" VARCHAR(32);

-- CreateIndex
CREATE INDEX "challenges_creator_key_idx" ON "challenges"("creator_key");

