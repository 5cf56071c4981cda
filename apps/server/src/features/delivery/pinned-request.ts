import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** Looks a host name up: every address it has (the system's resolver, as a connection would). */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** A URL's host as the resolver and the socket take it: IPv6 without its brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Sends one request to `url` over a connection to one of `addresses` and to nothing else: the host name
 * is not looked up again, so what was checked is what is reached (no DNS rebinding in between). TLS
 * still verifies the certificate against the URL's host name. Answers the status alone: the body is
 * discarded and a redirect is not followed. `signal` ends it, whatever it is waiting for.
 */
export function requestPinned(
  url: URL,
  addresses: readonly LookupAddress[],
  init: {
    method: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
    signal: AbortSignal;
  },
): Promise<number> {
  const host = bareHost(url);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [...addresses]);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send({
      protocol: url.protocol,
      hostname: host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: init.method,
      headers: init.headers,
      lookup: pinned,
      // A fresh connection each time: a pooled one could outlive the check that allowed it.
      agent: false,
      ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
      signal: init.signal,
    });
    request.once('error', reject);
    request.once('response', (response) => {
      resolve(response.statusCode ?? 0);
      response.destroy();
    });
    request.end(init.body ?? undefined);
  });
}
