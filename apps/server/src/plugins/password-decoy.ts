import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { argon2Options } from './auth.ts';

/** A hash of a password nobody knows, made once on first use with the parameters real hashes use. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against the decoy hash, spending what checking a real account's password spends:
 * a sign-in for an account that does not exist must not answer faster than a wrong password.
 */
export async function checkDecoyPassword(password: string): Promise<void> {
  decoyHash ??= hash(randomBytes(32).toString('base64url'), argon2Options);
  await verify(await decoyHash, password);
}
