/** An expected failure: a stable code for programs, an HTTP status, and the text a user reads. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, fields?: Record<string, string[]>) =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = 'User not authenticated') =>
  new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do that.', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (what: string, message = `${what[0]?.toUpperCase()}${what.slice(1)} not found`) =>
  new AppError(404, `${what.replaceAll(' ', '_')}_not_found`, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const tooManyRequests = (message: string) => new AppError(429, 'rate_limited', message);
