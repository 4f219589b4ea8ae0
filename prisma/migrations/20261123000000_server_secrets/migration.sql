-- CreateTable
CREATE TABLE "server_secrets" (
    "name" VARCHAR(40) NOT NULL,
    "value" VARCHAR(200) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "server_secrets_pkey" PRIMARY KEY ("name")
);

