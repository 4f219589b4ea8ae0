import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Inject } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { NotLaunchedError } from '../game-day/game-day.service.js';
import { LaunchDateMismatchError } from '../launch/launch-date.js';
import { APP_LOGGER } from '../logging/logging.module.js';
import { NoAnswersError } from '../schedule/puzzles.repository.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

export interface ErrorReply {
  status: number;
  error: string;
}

const UNAVAILABLE = 'The game is temporarily unavailable. Please try again in a moment.';

/** Errors raised by the JSON body parser carry a `type` and a `status`. */
const BODY_PARSER_ERRORS: Record<string, ErrorReply> = {
  'entity.parse.failed': { status: HttpStatus.BAD_REQUEST, error: 'Request body is not valid JSON' },
  'entity.too.large': { status: HttpStatus.PAYLOAD_TOO_LARGE, error: 'Request body is too large' },
  'encoding.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, error: 'Unsupported request body encoding' },
  'charset.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, error: 'Unsupported request body charset' },
  'request.aborted': { status: HttpStatus.BAD_REQUEST, error: 'Request was aborted' },
};

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

export function describeError(exception: unknown): ErrorReply {
  if (exception instanceof HttpException) return { status: exception.getStatus(), error: httpExceptionText(exception) };
  if (exception instanceof NotLaunchedError) return { status: HttpStatus.NOT_FOUND, error: exception.message };
  if (exception instanceof NoAnswersError || exception instanceof LaunchDateMismatchError)
    return { status: HttpStatus.SERVICE_UNAVAILABLE, error: UNAVAILABLE };
  const bodyError = BODY_PARSER_ERRORS[String((exception as { type?: unknown } | null)?.type)];
  if (bodyError) return bodyError;
  if (isClientError(exception)) return { status: exception.status, error: 'Request body could not be read' };
  if (isDatabaseUnavailable(exception)) return { status: HttpStatus.SERVICE_UNAVAILABLE, error: UNAVAILABLE };
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal server error' };
}

/** The one place that shapes every error reply: `{ "error": "<human text>" }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(@Inject(APP_LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, error } = describeError(exception);
    if (status === 503)
      this.logger.warn({ reason: (exception as Error)?.message?.trim().split('\n').pop(), status }, error);
    else if (status >= 500) this.logger.error({ err: exception, status }, error);
    if (response.headersSent) return;
    response.status(status).json({ error });
  }
}
