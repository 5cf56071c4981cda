import ipaddr from 'ipaddr.js';

/** Global unicast (RFC 4291): the only IPv6 block handed out on the public internet. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is on the public internet: not this machine, a private or carrier-grade NAT
 * network, link-local (cloud metadata services), multicast, unspecified, reserved or documentation
 * ranges, nor any of these written as IPv4-mapped IPv6 or reached through a translation prefix
 * (NAT64, 6to4, Teredo).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // `process` turns ::ffff:a.b.c.d into the IPv4 address it names.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}
