import type { Request } from 'express';

/** The content types that need no charset conversion: JSON in UTF-8, said or implied. */
const PLAIN_JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);
const FIRST_CHARACTER = /^[ \t\n\r]*([^ \t\n\r])/;
const BYTE_ORDER_MARK = 0xfeff;

/** Failures shaped as the JSON body parser shapes them (`type`, a 400 the client may see). */
function bodyError(message: string, type: string): Error {
  return Object.assign(new Error(message), { status: 400, statusCode: 400, expose: true, type });
}

/**
 * Whether the body is the everyday case: uncompressed UTF-8 JSON of a declared length within
 * the limit. Everything else (compression, other charsets, chunked or oversized bodies) goes
 * through the full parser.
 */
export function isPlainJsonBody(request: Request, limit: number): boolean {
  const headers = request.headers;
  const type = headers['content-type'];
  const length = headers['content-length'];
  if (type === undefined || length === undefined) return false;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
  return PLAIN_JSON_TYPES.has(type.toLowerCase()) && /^\d+$/.test(length) && Number(length) <= limit;
}

/** Parses as the JSON body parser does: an empty body is `{}`, only objects and arrays are accepted. */
function parseJson(buffer: Buffer): unknown {
  let text = buffer.toString('utf8');
  if (text.charCodeAt(0) === BYTE_ORDER_MARK) text = text.slice(1);
  if (text.length === 0) return {};
  const first = FIRST_CHARACTER.exec(text)?.[1];
  if (first !== '{' && first !== '[')
    throw bodyError('Unexpected token: JSON body must be an object or array', 'entity.parse.failed');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw bodyError((error as Error).message, 'entity.parse.failed');
  }
}

/** Reads and parses a body that `isPlainJsonBody` accepted, without a decoding stream. */
export function readPlainJsonBody(request: Request): Promise<unknown> {
  const expected = Number(request.headers['content-length']);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    };
    const finish = (error: Error | null) => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('aborted', onAborted);
      request.off('error', finish);
      if (error) return reject(error);
      if (received !== expected)
        return reject(bodyError('request size did not match content length', 'request.size.invalid'));
      try {
        resolve(parseJson(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received)));
      } catch (parseError) {
        reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
      }
    };
    const onEnd = () => finish(null);
    const onAborted = () => finish(bodyError('request aborted', 'request.aborted'));
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('aborted', onAborted);
    request.on('error', finish);
  });
}
