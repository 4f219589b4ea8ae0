/**
 * A command that runs while the database holds no launch date yet (after an upgrade, before the
 * first seed) has LAUNCH_DATE from its own shell, checked against nothing: a wrong one would pin
 * the wrong game and write a wrong audit entry. Such a command runs on a read-only session, so
 * reading works and any write is refused by PostgreSQL itself, whatever the command.
 */

/** DATABASE_URL with every transaction of the session read-only. */
export function readOnlyDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const options = url.searchParams.get('options');
  url.searchParams.set('options', `${options ? `${options} ` : ''}-c default_transaction_read_only=on`);
  return url.toString();
}

/** PostgreSQL's "cannot execute ... in a read-only transaction" (SQLSTATE 25006), however the driver wrapped it. */
export function isReadOnlyRefusal(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause !== 'object') return false;
    const { code, message, meta } = cause as { code?: unknown; message?: unknown; meta?: unknown };
    if (code === '25006' || /read-only transaction/.test(`${String(message)} ${JSON.stringify(meta ?? null)}`))
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Said before a command that reads runs on such a database. */
export function uncheckedNote(launchDate: string): string {
  return (
    `note: this database has no launch date stored yet, so LAUNCH_DATE (${launchDate}) is not checked and ` +
    'nothing can be written until the seed stores it (npm run db:seed).'
  );
}

/** Why a command that writes was refused on such a database, and what to run first. */
export function uncheckedRefusal(launchDate: string): string {
  return (
    'refused, nothing was written: this database has no launch date stored yet, so LAUNCH_DATE ' +
    `(${launchDate}) cannot be checked, and what is written under a wrong one (a pinned game, an audit entry) ` +
    'would be wrong. ' +
    "Run the seed first, with the game's LAUNCH_DATE, to store it: npm run db:seed " +
    '(in containers, the setup step runs it). Then run this command again.'
  );
}
