/**
 * Whether a request's Origin header names one of our own origins: one listed as trusted, or the host
 * the request was sent to. `null` (sandboxed frames, some redirects), an empty value and anything that
 * is not a URL are nobody's origin and are not ours: never an error, always false.
 */
export function isOwnOrigin(
  origin: string,
  request: { trusted: ReadonlySet<string>; host: string | undefined },
) {
  if (request.trusted.has(origin)) return true;
  if (request.host === undefined) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === request.host;
  } catch {
    return false;
  }
}
