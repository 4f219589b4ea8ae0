import type pg from 'pg';
import { RuntimeRoleError } from './runtime-role-error.js';
import { revokeServerAbilities, type GrantOutcome } from './server-abilities.js';

type TablePrivilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * What the API's own database role may do to each table: read and write the game's rows, and
 * nothing more. The word lists and their meanings, the schedule, its history, the launch date,
 * the audit trail and the migrations are read-only to it: a day's word and the launch date are
 * added only through RUNTIME_FUNCTIONS, which write their audit row with them. Every table must
 * be listed: granting refuses a table it does not know, so a new table gets a rule when it is made.
 */
export const RUNTIME_GRANTS: Readonly<Record<string, readonly TablePrivilege[]>> = {
  words: ['SELECT'],
  word_meanings: ['SELECT'],
  practice_words: ['SELECT'],
  daily_puzzles: ['SELECT'],
  replaced_puzzles: ['SELECT'],
  game_settings: ['SELECT'],
  audit_log: ['SELECT'],
  server_secrets: ['SELECT', 'INSERT'],
  challenges: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  challenge_results: ['SELECT', 'INSERT', 'DELETE'],
  transfers: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  daily_result_counts: ['SELECT', 'INSERT', 'UPDATE'],
  daily_opener_counts: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  daily_game_claims: ['SELECT', 'INSERT', 'DELETE'],
  daily_stats_salts: ['SELECT', 'INSERT', 'DELETE'],
  leagues: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  league_members: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  // UPDATE only adds a skill to a kept result (leagues.repository.ts addSkill).
  league_results: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  league_member_totals: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  league_creation_counts: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  _prisma_migrations: ['SELECT'],
};

/**
 * The functions it may call, each SECURITY DEFINER (they run as the tables' owner), made by the
 * migration 20261129000000_api_writes_through_functions: they decide what is written, and write
 * the audit row in the same statement.
 */
export const RUNTIME_FUNCTIONS: readonly string[] = [
  'daily_puzzles_draw(integer, text, text)',
  'game_settings_record_launch_date(date, text, text, text)',
];

export interface RuntimeRole {
  name: string;
  password: string;
}

export { RuntimeRoleError };

/**
 * Makes (or brings up to date) the login role the API runs as, on the database `client` is
 * connected to as its owner: no superuser, no role or database creation, no replication, no
 * row-level-security bypass, no DDL (it owns nothing and may create nothing), no temporary tables
 * and no large objects (server-abilities.ts), table rights exactly as RUNTIME_GRANTS says and the
 * functions of RUNTIME_FUNCTIONS. Run after every migration, so new tables get their rights.
 */
export async function grantRuntimeRole(client: pg.Client, role: RuntimeRole): Promise<GrantOutcome> {
  const { rows: found } = await client.query<{ rolsuper: boolean; is_me: boolean }>(
    'SELECT rolsuper, rolname = current_user AS is_me FROM pg_roles WHERE rolname = $1',
    [role.name],
  );
  const existing = found[0];
  if (existing?.is_me)
    throw new RuntimeRoleError(`The API's role (${role.name}) must not be the owner role that runs the migrations`);
  if (existing?.rolsuper)
    throw new RuntimeRoleError(`The API's role (${role.name}) is a superuser: name a role of its own for the API`);
  const { rows: tableRows } = await client.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const unknown = tableRows.map((row) => row.tablename).filter((table) => !Object.hasOwn(RUNTIME_GRANTS, table));
  if (unknown.length > 0)
    throw new RuntimeRoleError(`No rights are set for the API's role on: ${unknown.join(', ')} (RUNTIME_GRANTS)`);

  const name = client.escapeIdentifier(role.name);
  const { rows: databaseRows } = await client.query<{ name: string }>('SELECT current_database() AS name');
  const database = client.escapeIdentifier(databaseRows[0]?.name ?? '');
  const attributes = `LOGIN PASSWORD ${client.escapeLiteral(role.password)} NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT`;
  const statements = [
    existing ? `ALTER ROLE ${name} WITH ${attributes}` : `CREATE ROLE ${name} WITH ${attributes}`,
    `REVOKE ALL ON DATABASE ${database} FROM ${name}`,
    `GRANT CONNECT ON DATABASE ${database} TO ${name}`,
    // PostgreSQL before 15 lets every role create tables in public: nobody but the owner may.
    'REVOKE CREATE ON SCHEMA public FROM PUBLIC',
    `REVOKE ALL ON SCHEMA public FROM ${name}`,
    `GRANT USAGE ON SCHEMA public TO ${name}`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${name}`,
    `REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${name}`,
    `REVOKE ALL ON ALL FUNCTIONS IN SCHEMA public FROM ${name}`,
    ...Object.entries(RUNTIME_GRANTS).map(
      ([table, privileges]) => `GRANT ${privileges.join(', ')} ON TABLE ${client.escapeIdentifier(table)} TO ${name}`,
    ),
    ...RUNTIME_FUNCTIONS.map((signature) => `GRANT EXECUTE ON FUNCTION public.${signature} TO ${name}`),
  ];
  await client.query('BEGIN');
  try {
    for (const statement of statements) await client.query(statement);
    const outcome = await revokeServerAbilities(client, role.name, databaseRows[0]?.name ?? '');
    await client.query('COMMIT');
    return outcome;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
