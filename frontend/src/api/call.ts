import type { ApiError } from './api-error';

/**
 * One call of the API: its reply's JSON object (empty for a 204), or an ApiError. A failure is
 * logged to the console unless `quiet`: a call whose failure the page expects and tells the player
 * about itself. `token` goes as `Authorization: Bearer` (a league member's), never in the address.
 */
export type Call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
  quiet?: boolean,
  token?: string,
) => Promise<Record<string, unknown>>;
/**
 * A reply as it arrives: the field names of its type in the contract (`@hexle/contract/wire`), none
 * of their values trusted until the page has checked them.
 */
export type Unchecked<Reply> = { readonly [Field in keyof Reply]?: unknown };
/** The error for a reply of the wrong shape, logged. */
export type Unexpected = (path: string) => ApiError;

/** The game's earlier guesses and the proof the server issued for them. */
export interface GuessHistory {
  previousGuesses: string[];
  proof: string | null;
}
