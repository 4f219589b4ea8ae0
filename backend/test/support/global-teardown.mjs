// Drops every database this test run made, including ones a failed test left behind, and the
// run's role for the API.
import { onServer } from './global-setup.mjs';

export default async function globalTeardown() {
  const prefix = process.env.HEXLE_TEST_RUN_PREFIX;
  if (!prefix) return;
  const { rows } = await onServer(`SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
  for (const { datname } of rows) await onServer(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  // The API's role of this run has rights in no database left.
  await onServer(`DROP ROLE IF EXISTS "${prefix}_api"`);
}
