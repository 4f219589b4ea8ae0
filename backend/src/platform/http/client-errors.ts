import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '../errors/api-error.js';

interface Reply extends ErrorBody {
  status: number;
  reason: string;
}

const BAD_REQUEST: Reply = { status: 400, reason: 'Bad Request', error: 'Bad request', code: 'bad_request' };

/** Node's parser and timeout errors, by their code. */
const REPLIES: Record<string, Reply> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: 'Request headers are too large',
    code: 'headers_too_large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    error: 'The request took too long to arrive',
    code: 'request_timeout',
  },
};

/**
 * A request Node cannot read (a malformed request line, headers over its limit, a request whose
 * whole body took longer than REQUEST_TIMEOUT_SECONDS) never reaches the app: Node answers it
 * itself, with an empty body. Here it is answered as JSON with a stable code, like every other
 * error, and the connection is closed.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reply already under way (a 429 sent before a slow body had arrived, say) is not written
    // into: the connection is only closed, as Node's own handler does (the socket's response is
    // the one Node links to it).
    const inProgress = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inProgress?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, reason, ...reply } = REPLIES[error.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify(reply);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
