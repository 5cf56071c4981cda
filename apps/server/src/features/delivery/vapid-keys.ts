import webPush from 'web-push';
import type { Database } from '../../db/client.ts';
import { sharedGeneratedSecret } from '../../secrets.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const VAPID_KEYS_PLACE = { name: 'vapid_keys', file: 'vapid-keys.json' };

function asVapidKeys(value: unknown): VapidKeys | undefined {
  const { publicKey, privateKey } = (value ?? {}) as Partial<Record<keyof VapidKeys, unknown>>;
  return typeof publicKey === 'string' && publicKey && typeof privateKey === 'string' && privateKey
    ? { publicKey, privateKey }
    : undefined;
}

/**
 * The server's Web Push key pair: the configured one, else one generated on the first start and kept
 * in the database, so every process signs with the same pair and browsers' subscriptions survive
 * restarts (a pair an older release kept in DATA_DIR/vapid-keys.json is taken over).
 */
export async function loadVapidKeys(
  deps: { db: Database; dataDir: string },
  given: VapidKeys | undefined,
): Promise<VapidKeys> {
  if (given) return given;
  const kept = await sharedGeneratedSecret(deps, VAPID_KEYS_PLACE, {
    fromFile: (stored) => {
      const keys = asVapidKeys(stored);
      return keys && JSON.stringify(keys);
    },
    generate: () => JSON.stringify(webPush.generateVAPIDKeys()),
  });
  const keys = asVapidKeys(JSON.parse(kept));
  if (!keys) throw new Error('the Web Push key pair kept in the database is not a key pair');
  return keys;
}
