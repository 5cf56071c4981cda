import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

type Secrets = { authSecret: string };

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR,
 * so the first start needs no setup and sessions survive a restart.
 */
export async function loadSecrets(dataDir: string, given: Partial<Secrets>): Promise<Secrets> {
  if (given.authSecret) return { authSecret: given.authSecret };
  const file = join(dataDir, 'secrets.json');
  const stored = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Partial<Secrets>)
    .catch(() => ({}) as Partial<Secrets>);
  if (stored.authSecret) return { authSecret: stored.authSecret };
  const secrets = { authSecret: randomBytes(32).toString('base64url') };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
