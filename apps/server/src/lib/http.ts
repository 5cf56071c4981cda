import type { FastifyReply, FastifyRequest } from 'fastify';

/** The header better-auth reads the client's address from: always ours, never the client's. */
export const CLIENT_ADDRESS_HEADER = 'x-rally-client-address';

/** The request's headers as a Fetch `Headers`, the form better-auth reads cookies and addresses from. */
export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return headers;
}

export function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
