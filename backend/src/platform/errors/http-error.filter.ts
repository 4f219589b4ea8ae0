import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Inject } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { APP_LOGGER } from '../logging/logging.module.js';
import { ApiException, type ErrorBody, type ErrorReply, ReplyingError, UNAVAILABLE_TEXT } from './api-error.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

export type { ErrorReply } from './api-error.js';

/** Errors raised by the JSON body parser carry a `type` and a `status`. */
const BODY_PARSER_ERRORS: Record<string, ErrorReply> = {
  'entity.parse.failed': {
    status: HttpStatus.BAD_REQUEST,
    code: 'invalid_json',
    error: 'Request body is not valid JSON',
  },
  'entity.too.large': {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    code: 'body_too_large',
    error: 'Request body is too large',
  },
  'encoding.unsupported': {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    code: 'unsupported_encoding',
    error: 'Unsupported request body encoding',
  },
  'charset.unsupported': {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    code: 'unsupported_charset',
    error: 'Unsupported request body charset',
  },
  'request.aborted': { status: HttpStatus.BAD_REQUEST, code: 'request_aborted', error: 'Request was aborted' },
};

/** The code of an HTTP exception that carries none of its own (Nest's 404 for an unknown route, say). */
const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  503: 'unavailable',
};

function codeOfStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

function httpExceptionText(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/** Other body-reading failures (a broken gzip stream, say) are marked as the client's fault. */
function isClientError(exception: unknown): exception is { status: number } {
  const { status, expose } = (exception ?? {}) as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true;
}

function isBodyError(error: unknown): boolean {
  return Object.hasOwn(BODY_PARSER_ERRORS, String((error as { type?: unknown } | null)?.type)) || isClientError(error);
}

/**
 * The request intake runs before routing, so Nest hands its failures to this filter through its
 * error handler, which wraps a body parser's error in an HttpException of its own: the error
 * itself is what the reply describes.
 */
function unwrapped(exception: unknown): unknown {
  const wrapsBodyError =
    exception instanceof HttpException && !(exception instanceof ApiException) && isBodyError(exception.cause);
  return wrapsBodyError ? exception.cause : exception;
}

export function describeError(thrown: unknown): ErrorReply {
  const exception = unwrapped(thrown);
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const code = exception instanceof ApiException ? exception.code : codeOfStatus(status);
    return { status, code, error: httpExceptionText(exception) };
  }
  if (exception instanceof ReplyingError)
    return { status: exception.status, code: exception.code, error: exception.publicText };
  const bodyError = BODY_PARSER_ERRORS[String((exception as { type?: unknown } | null)?.type)];
  if (bodyError) return bodyError;
  if (isClientError(exception))
    return { status: exception.status, code: 'unreadable_body', error: 'Request body could not be read' };
  if (isDatabaseUnavailable(exception))
    return { status: HttpStatus.SERVICE_UNAVAILABLE, code: 'unavailable', error: UNAVAILABLE_TEXT };
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, code: 'internal_error', error: 'Internal server error' };
}

/** The one place that shapes every error reply: `{ "error": "<human text>", "code": "<stable code>" }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(@Inject(APP_LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, code, error } = describeError(exception);
    if (status === 503)
      this.logger.warn({ reason: (exception as Error)?.message?.trim().split('\n').pop(), status }, error);
    else if (status >= 500) this.logger.error({ err: exception, status }, error);
    if (response.headersSent) return;
    const body: ErrorBody = { error, code };
    // A route a cache may keep (its success says so) must not have its errors kept in its place.
    response.setHeader('Cache-Control', 'no-store');
    response.status(status).json(body);
  }
}
