/** A failed API call, carrying the server's stable code and the text a user reads. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  /** What the server sent besides the text for some codes (a suspension's end). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string[]>,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error occurred. Please try again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The text to show for any thrown value: the server's message when it sent one. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

/**
 * A refused action says why in the server's words ("This game is full."); anything else (a crash, a
 * lost connection) gets the spec's text for that action.
 */
export function refusalOr(fallback: string) {
  return (error: unknown) =>
    isApiError(error) && error.status >= 400 && error.status < 500 && error.message
      ? error.message
      : fallback;
}
