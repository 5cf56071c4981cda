import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webPush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's Web Push key pair: the configured one, else one generated into DATA_DIR on the first
 * start (readable by the server's user only) and reused, so browsers' subscriptions survive restarts.
 */
export async function loadVapidKeys(dataDir: string, given: VapidKeys | undefined): Promise<VapidKeys> {
  if (given) return given;
  const file = join(dataDir, 'vapid-keys.json');
  const stored = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Partial<VapidKeys>)
    .catch(() => ({}) as Partial<VapidKeys>);
  if (stored.publicKey && stored.privateKey)
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  const keys = webPush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
