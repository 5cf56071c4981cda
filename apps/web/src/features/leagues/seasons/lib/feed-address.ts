/** A calendar feed's address as a calendar app needs it: absolute, on this site when the server gave a path. */
export function feedAddress(address: string): string {
  return address.startsWith('/') ? `${window.location.origin}${address}` : address;
}
