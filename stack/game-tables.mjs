// @ts-check
/**
 * The game's tables as the catalog describes them (every table of the schema but Prisma's own
 * `_prisma_migrations`), read out for a backup and loaded back for a restore, with plain `pg`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('pg').Client} Client */

const MIGRATIONS_TABLE = '_prisma_migrations';
const BATCH = 2000;

/** @param {string} name */
export const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * The tables in loading order (a table after the tables its foreign keys name), with their columns.
 * @param {Client} client
 * @returns {Promise<{ name: string, columns: string[], key: string[] }[]>}
 */
export async function gameTables(client) {
  const { rows: tables } = await client.query(
    `SELECT c.oid, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> $1
      ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  const { rows: references } = await client.query(
    `SELECT conrelid AS child, confrelid AS parent FROM pg_constraint
      WHERE contype = 'f' AND connamespace = current_schema()::regnamespace AND conrelid <> confrelid`,
  );
  const result = [];
  for (const table of sortByReferences(tables, references)) {
    const { rows: columns } = await client.query(
      `SELECT attname FROM pg_attribute
        WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [table.oid],
    );
    const { rows: key } = await client.query(
      `SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = $1 AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
      [table.oid],
    );
    result.push({
      name: table.name,
      columns: columns.map((column) => column.attname),
      key: key.map((column) => column.attname),
    });
  }
  return result;
}

/**
 * @param {{ oid: number, name: string }[]} tables @param {{ child: number, parent: number }[]} references
 */
function sortByReferences(tables, references) {
  /** @type {typeof tables} */
  const sorted = [];
  const placed = new Set();
  let remaining = [...tables];
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      references.every((reference) => reference.child !== table.oid || placed.has(reference.parent)),
    );
    // A cycle of foreign keys: load the rest as they come (the load runs with triggers off).
    const next = ready.length > 0 ? ready : remaining;
    for (const table of next) {
      sorted.push(table);
      placed.add(table.oid);
    }
    remaining = remaining.filter((table) => !placed.has(table.oid));
  }
  return sorted;
}

/** The migrations applied to the database, in order; null when it has no migrations table. @param {Client} client */
export async function appliedMigrations(client) {
  const { rows: exists } = await client.query('SELECT to_regclass($1) AS table', [
    `${quoteIdent(await currentSchema(client))}.${MIGRATIONS_TABLE}`,
  ]);
  if (!exists[0].table) return null;
  const { rows } = await client.query(
    `SELECT migration_name AS name, checksum FROM ${MIGRATIONS_TABLE}
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return /** @type {{ name: string, checksum: string }[]} */ (rows);
}

/** @param {Client} client */
async function currentSchema(client) {
  const { rows } = await client.query('SELECT current_schema() AS schema');
  return /** @type {string} */ (rows[0].schema);
}

/**
 * The migrations this checkout holds, with Prisma's checksum (the SHA-256 of migration.sql).
 * @param {string} projectRoot
 */
export function checkoutMigrations(projectRoot) {
  const dir = path.join(projectRoot, 'prisma', 'migrations');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => ({
      name: entry.name,
      checksum: createHash('sha256')
        .update(readFileSync(path.join(dir, entry.name, 'migration.sql')))
        .digest('hex'),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The sequences owned by the game's columns (BIGSERIAL ids), with their positions.
 * @param {Client} client
 */
export async function sequencePositions(client) {
  const { rows } = await client.query(
    `SELECT s.relname AS name, t.relname AS table, a.attname AS column
       FROM pg_class s
       JOIN pg_namespace n ON n.oid = s.relnamespace
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND n.nspname = current_schema() AND t.relname <> $1
      ORDER BY s.relname`,
    [MIGRATIONS_TABLE],
  );
  const result = [];
  for (const row of rows) {
    const { rows: position } = await client.query(
      `SELECT last_value::text AS last_value, is_called FROM ${quoteIdent(row.name)}`,
    );
    result.push({ ...row, last_value: position[0].last_value, is_called: position[0].is_called });
  }
  return /** @type {{ name: string, table: string, column: string, last_value: string, is_called: boolean }[]} */ (
    result
  );
}

/** @param {Client} client @param {string} table */
export async function countRows(client, table) {
  const { rows } = await client.query(`SELECT count(*)::int AS count FROM ${quoteIdent(table)}`);
  return /** @type {number} */ (rows[0].count);
}

/**
 * A table's rows as JSON text, in key order, in batches, through a cursor (inside the caller's
 * transaction).
 * @param {Client} client @param {{ name: string, key: string[] }} table
 */
export async function* rowsAsJson(client, table) {
  const order =
    table.key.length > 0 ? ` ORDER BY ${table.key.map((column) => `t.${quoteIdent(column)}`).join(', ')}` : '';
  await client.query(
    `DECLARE hexle_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoteIdent(table.name)} t${order}`,
  );
  try {
    for (;;) {
      const { rows } = await client.query(`FETCH ${BATCH} FROM hexle_rows`);
      if (rows.length === 0) return;
      yield rows.map((row) => /** @type {string} */ (row.row));
    }
  } finally {
    await client.query('CLOSE hexle_rows');
  }
}

/**
 * Loads rows (row_to_json's text) into a table, exactly as they were: PostgreSQL reads each value
 * back with its own type, so ids, times and JSON are never rounded through JavaScript.
 * @param {Client} client @param {{ name: string, columns: string[] }} table @param {string[]} rows
 */
export async function insertRows(client, table, rows) {
  const columns = table.columns.map(quoteIdent).join(', ');
  await client.query(
    `INSERT INTO ${quoteIdent(table.name)} (${columns})
     SELECT ${columns} FROM json_populate_recordset(NULL::${quoteIdent(table.name)}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}
