export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/**
 * A failed call: the server's text (its `error`, or its `message`) and its stable `code` when it
 * sent them, else the client's own reason.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly serverError: string | null,
    clientMessage: string,
    readonly code: string | null = null,
  ) {
    super(clientMessage);
    this.name = 'ApiError';
  }
}
