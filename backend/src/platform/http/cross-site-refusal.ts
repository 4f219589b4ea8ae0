import type { Request } from 'express';
import { ApiException } from '../errors/api-error.js';

/** JSON, with or without parameters (a charset, say). */
const JSON_TYPE = /^application\/json[ \t]*(;|$)/i;

/**
 * Refuses, before any budget counts them, the requests that a page of another site can make a
 * visitor's browser send here. Why: a browser sends a "simple" cross-site request (a POST of
 * text or a form, `mode: 'no-cors'`) without asking the server first; it cannot read the reply,
 * but the request alone would spend the visitor's budgets (guesses, challenges, transfers),
 * which are counted by address. So: a browser that says the request comes from another site
 * (`Sec-Fetch-Site: cross-site`), and any POST whose body is not declared as JSON (which no
 * other site can send without the browser asking first, and this API never agrees to), are
 * refused. Clients that are not browsers send no `Sec-Fetch-Site` and declare their JSON, as
 * the game does, and are unaffected.
 */
export function refuseCrossSite(request: Request): void {
  if (request.headers['sec-fetch-site'] === 'cross-site')
    throw new ApiException(403, 'cross_site', 'Requests from pages of other sites are not accepted');
  if (request.method === 'POST' && !JSON_TYPE.test(request.headers['content-type'] ?? ''))
    throw new ApiException(
      415,
      'unsupported_media_type',
      'The request body must be JSON (Content-Type: application/json)',
    );
}
