import { z } from 'zod';

/**
 * The push services browsers subscribe with: Chrome, Opera, Samsung Internet and Brave (Firebase Cloud
 * Messaging), Firefox (Mozilla autopush), Safari (Apple's web push service) and Edge (Windows Notification
 * Services, one host per data centre).
 */
export const DEFAULT_PUSH_SERVICES =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

/** Where the server may send pushes, read from a comma list (PUSH_SERVICE_HOSTS). */
export type PushServiceAllowList = {
  /** Host names allowed exactly, over https on its standard port. */
  readonly hosts: readonly string[];
  /** From `*.notify.windows.com`: `.notify.windows.com`, any host name under it. */
  readonly suffixes: readonly string[];
  /**
   * Origins written out in the list (`http://127.0.0.1:4000`), allowed exactly as written, whatever their
   * scheme or address: a push service on this machine for tests. Nothing else may be http or an address.
   */
  readonly origins: readonly string[];
  /** Rally's own host (PUBLIC_URL's): never a push service, whatever the list says. */
  readonly ownHost: string;
};

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A host the URL parser left as an address: IPv4 in any spelling comes out dotted, IPv6 in brackets. */
const isAddressHost = (host: string) => host.startsWith('[') || /^[\d.]+$/.test(host);

/** A push service list as written in the setting: everything but Rally's own host. */
export type PushServiceList = Omit<PushServiceAllowList, 'ownHost'>;

/**
 * Reads a comma list of push services: host names (`fcm.googleapis.com`), `*.suffix` patterns, and
 * origins with a scheme (`http://127.0.0.1:4000`). Answers the entries it could not read instead.
 */
export function parsePushServices(list: string): { services: PushServiceList } | { unreadable: string[] } {
  const hosts: string[] = [];
  const suffixes: string[] = [];
  const origins: string[] = [];
  const unreadable: string[] = [];
  for (const raw of list.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry.includes('://')) {
      const origin = originOf(entry);
      if (origin) origins.push(origin);
      else unreadable.push(raw.trim());
    } else if (entry.startsWith('*.') && HOST_NAME.test(entry.slice(2))) suffixes.push(entry.slice(1));
    else if (HOST_NAME.test(entry) && !isAddressHost(entry)) hosts.push(entry);
    else unreadable.push(raw.trim());
  }
  return unreadable.length > 0 ? { unreadable } : { services: { hosts, suffixes, origins } };
}

/** `http://127.0.0.1:4000` (a trailing slash allowed, nothing more): its origin; undefined otherwise. */
function originOf(entry: string): string | undefined {
  const url = parseUrl(entry);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  const bare = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  return bare ? url.origin : undefined;
}

/**
 * The WHATWG URL parser, which browsers and Node both have though this package's ES types do not name
 * it: the rule must read an address exactly as the sender will (every IPv4 spelling made dotted).
 */
declare const URL: new (
  input: string,
) => Readonly<{
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  origin: string;
}>;
type URL = InstanceType<typeof URL>;

// URL.parse is newer than Node 20.
function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

export const pushEndpointMessages = {
  notUrl: 'The push endpoint is not a web address.',
  credentials: 'A push endpoint may not carry a user name or password.',
  notHttps: 'A push endpoint must be an https: address.',
  port: "A push endpoint must use its push service's standard port.",
  notPushService: "Push notifications can only go to a browser's push service, and this address is not one.",
} as const;

/** Whether the endpoint is on one of the origins the list names outright (exempt from the address checks). */
export function isListedPushOrigin(endpoint: string, allowList: PushServiceAllowList): boolean {
  const url = parseUrl(endpoint);
  return Boolean(url && !url.username && !url.password && allowList.origins.includes(url.origin));
}

/**
 * Why the server must not send to this endpoint, or undefined when it may: an https: address with no
 * user name or password, on the standard port of a listed push service's host name (never an address,
 * never Rally itself), or on an origin the list names outright.
 */
export function pushEndpointProblem(endpoint: string, allowList: PushServiceAllowList): string | undefined {
  const url = parseUrl(endpoint);
  if (!url) return pushEndpointMessages.notUrl;
  if (url.username || url.password) return pushEndpointMessages.credentials;
  if (allowList.origins.includes(url.origin)) return undefined;
  if (url.protocol !== 'https:') return pushEndpointMessages.notHttps;
  if (url.port !== '') return pushEndpointMessages.port;
  const host = url.hostname;
  const listed =
    allowList.hosts.includes(host) ||
    allowList.suffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
  if (!listed || isAddressHost(host) || host === allowList.ownHost)
    return pushEndpointMessages.notPushService;
  return undefined;
}

/** An endpoint that passed `pushEndpointProblem`: the only kind a push subscription is stored with. */
export type AllowedPushEndpoint = z.infer<ReturnType<typeof allowedPushEndpointSchema>>;

/** A push endpoint the server may send to, as a request field: refused with the reason otherwise. */
export function allowedPushEndpointSchema(allowList: PushServiceAllowList) {
  return z
    .url({ error: pushEndpointMessages.notUrl })
    .max(2_000)
    .superRefine((endpoint, context) => {
      const problem = pushEndpointProblem(endpoint, allowList);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .brand<'AllowedPushEndpoint'>();
}
