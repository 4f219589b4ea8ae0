import type pg from 'pg';
import { RuntimeRoleError } from './runtime-role-error.js';

export interface GrantOutcome {
  /** What could not be taken from the role, each with what to run instead. */
  warnings: string[];
}

/**
 * The server-side large-object functions that make, fill or remove one. PostgreSQL lets PUBLIC
 * call most of them, so any role could store data outside every table (and its quota of rows).
 */
export const LARGE_OBJECT_WRITERS: readonly string[] = [
  'lo_creat',
  'lo_create',
  'lo_from_bytea',
  'lo_import',
  'lo_put',
  'lowrite',
  'lo_truncate',
  'lo_truncate64',
  'lo_unlink',
];

/**
 * Takes from the API's role, within the caller's transaction, what PostgreSQL gives every role
 * (PUBLIC) by default: temporary tables on the database, and making large objects. A right given
 * to PUBLIC stays with each role until it is taken from PUBLIC, so it is taken from PUBLIC on this
 * database. TEMPORARY must be gone afterwards (the owner of the database can always revoke it):
 * otherwise this refuses. The large-object functions belong to the server's bootstrap superuser,
 * so only a superuser can revoke them: when the owner role is none, they are left as they are and
 * a warning says what to run.
 */
export async function revokeServerAbilities(client: pg.Client, role: string, database: string): Promise<GrantOutcome> {
  const warnings: string[] = [];
  const db = client.escapeIdentifier(database);
  await client.query(`REVOKE TEMPORARY ON DATABASE ${db} FROM PUBLIC`);
  const { rows: temp } = await client.query<{ can: boolean }>(
    "SELECT has_database_privilege($1, current_database(), 'TEMPORARY') AS can",
    [role],
  );
  if (temp[0]?.can)
    throw new RuntimeRoleError(
      `The API's role (${role}) can still create temporary tables on ${database}, and the owner role cannot ` +
        `take that right away (it does not own the database). As the database's owner, run: ` +
        `REVOKE TEMPORARY ON DATABASE ${db} FROM PUBLIC`,
    );

  const { rows: functions } = await client.query<{ signature: string }>(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
     WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.proname = ANY($1::text[]) ORDER BY 1`,
    [LARGE_OBJECT_WRITERS],
  );
  for (const { signature } of functions) {
    // A role that does not own the function gets an error (or a warning) and changes nothing;
    // the savepoint keeps the rest of the grant.
    await client.query('SAVEPOINT large_objects');
    try {
      await client.query(`REVOKE EXECUTE ON FUNCTION pg_catalog.${signature} FROM PUBLIC`);
      await client.query('RELEASE SAVEPOINT large_objects');
    } catch {
      await client.query('ROLLBACK TO SAVEPOINT large_objects');
    }
  }
  const { rows: left } = await client.query<{ signature: string }>(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
     WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.proname = ANY($2::text[])
       AND has_function_privilege($1, p.oid, 'EXECUTE') ORDER BY 1`,
    [role, LARGE_OBJECT_WRITERS],
  );
  if (left.length > 0)
    warnings.push(
      `The API's role (${role}) can still make large objects: only a superuser can take that from it. As one, ` +
        `run on ${database}: ${left.map(({ signature }) => `REVOKE EXECUTE ON FUNCTION pg_catalog.${signature} FROM PUBLIC`).join('; ')}`,
    );
  return { warnings };
}
