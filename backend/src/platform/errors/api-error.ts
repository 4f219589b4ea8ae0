import { HttpException } from '@nestjs/common';

/**
 * The body of every error reply: `{ "error": "<human text>", "code": "<stable snake_case>" }`.
 * Clients match on `code`; the text may change.
 */
export interface ErrorBody {
  error: string;
  code: string;
}

export interface ErrorReply extends ErrorBody {
  status: number;
}

/** What clients see when the game cannot be served for now (the reason goes to the log). */
export const UNAVAILABLE_TEXT = 'The game is temporarily unavailable. Please try again in a moment.';

/** An HTTP error a feature throws at a request: its status, its stable code and the text the player reads. */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly code: string,
    message: string,
  ) {
    super(message, status);
  }
}

/**
 * An error of the layers below the controllers (not an HTTP exception) that knows how it is
 * answered when it reaches a request: a status, a stable code and, unless `publicText` hides
 * it, its message.
 */
export abstract class ReplyingError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;

  /** The text of the reply; the message itself by default. */
  get publicText(): string {
    return this.message;
  }
}

/** The game cannot be served until an operator acts: a 503 with the generic text, the reason logged. */
export class UnavailableError extends ReplyingError {
  readonly status = 503;
  readonly code = 'unavailable';

  override get publicText(): string {
    return UNAVAILABLE_TEXT;
  }
}
