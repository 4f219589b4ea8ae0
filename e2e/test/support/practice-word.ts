import { createDecipheriv, hkdfSync } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';

/**
 * The word a practice game was drawn with, read the way the server reads it: the game's id is
 * AES-256-GCM under a key derived from the database's `practice-id` secret (the layout of
 * backend/src/practice/practice-id.ts). A player has no such key; a test has the database, and
 * needs the word to play a game to a win.
 */
const CONTEXT = Buffer.from('hexle practice id v1');
const IV_BYTES = 12;
const PLAIN_BYTES = 20;

export async function practiceWordOf(databaseUrl: string, id: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let secret: string;
  try {
    const { rows } = await client.query<{ value: string }>(
      "SELECT value FROM server_secrets WHERE name = 'practice-id'",
    );
    const found = rows[0];
    if (!found) throw new Error('The database has no practice-id secret yet: start a practice game first');
    secret = found.value;
  } finally {
    await client.end();
  }
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'base64url'), CONTEXT, 'seal', 32));
  const sealed = Buffer.from(id, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES), { authTagLength: 16 });
  decipher.setAAD(CONTEXT);
  decipher.setAuthTag(sealed.subarray(IV_BYTES + PLAIN_BYTES));
  const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, IV_BYTES + PLAIN_BYTES)), decipher.final()]);
  return plain.toString('latin1', 0, 6);
}

/** The id of the practice game the page keeps (hexle.practiceGame), once the server has given one. */
export async function practiceIdOf(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const entry = JSON.parse(localStorage.getItem('hexle.practiceGame') ?? 'null') as { id?: string } | null;
    return entry?.id ?? false;
  });
  return (await handle.jsonValue()) as string;
}
