import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorCodeWithStatus,
  RATE_LIMITED_MESSAGE,
} from '@rally/shared/errors';

/**
 * An expected failure: a stable code for programs (one of the shared ErrorCode list), the HTTP status
 * that code always comes with, and the text a user reads.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Sent beside the text for programs (a suspension's end). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/** What was not found, and the code that says so. */
const NOT_FOUND_CODES = {
  profile: 'profile_not_found',
  user: 'user_not_found',
  friend: 'friend_not_found',
  'friend request': 'friend_request_not_found',
  notification: 'notification_not_found',
  'push device': 'push_device_not_found',
  page: 'page_not_found',
} as const satisfies Record<string, ErrorCodeWithStatus<404>>;

export const badRequest = (
  code: ErrorCodeWithStatus<400>,
  message: string,
  fields?: Record<string, string[]>,
) => new AppError(code, message, fields);
export const unauthorized = (
  message = 'User not authenticated',
  code: ErrorCodeWithStatus<401> = 'unauthenticated',
) => new AppError(code, message);
export const forbidden = (
  message = 'You do not have permission to do that.',
  code: ErrorCodeWithStatus<403> = 'forbidden',
) => new AppError(code, message);
export const notFound = (
  what: keyof typeof NOT_FOUND_CODES,
  message = `${what[0]?.toUpperCase()}${what.slice(1)} not found`,
) => new AppError(NOT_FOUND_CODES[what], message);
export const conflict = (code: ErrorCodeWithStatus<409>, message: string) => new AppError(code, message);
export const payloadTooLarge = (code: ErrorCodeWithStatus<413>, message: string) =>
  new AppError(code, message);
export const tooManyRequests = (
  message: string = RATE_LIMITED_MESSAGE,
  code: ErrorCodeWithStatus<429> = 'rate_limited',
) => new AppError(code, message);
