-- Each transfer record keeps the network it was offered from (an IPv4 /24 or an IPv6 /48), so one
-- network's records can be capped (TRANSFER_NETWORK_STORE_LIMIT_BYTES) and, when the store is
-- full, the networks holding the most give way first. Rows from before have no network: ''.
-- The whole migration runs in one transaction: if any statement fails, nothing of it stays.
BEGIN;

ALTER TABLE "transfers" ADD COLUMN "network" VARCHAR(64) NOT NULL DEFAULT '';

CREATE INDEX "transfers_network_idx" ON "transfers"("network");

COMMIT;
