import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './db/client.ts';
import { createGeneratedSecretsRepository } from './generated-secrets.repository.ts';

export type Secrets = { authSecret: string };

/** Where the database keeps a secret it generated, and where releases before it kept one in DATA_DIR. */
type SecretPlace = {
  /** The row's name in `generated_secrets`. */
  name: string;
  /** The JSON file in DATA_DIR an older release generated it into. */
  file: string;
};

export const AUTH_SECRET_PLACE: SecretPlace = { name: 'auth_secret', file: 'secrets.json' };

/**
 * A secret no setting gave: generated once and kept in the database, so every process on it (each
 * with a DATA_DIR of its own) uses the same one without configuration, and a restart keeps it. The
 * first process to start keeps its candidate; the others read it. The candidate is the one an older
 * release generated into `DATA_DIR` when that file is there (imported, so that install's sessions and
 * push subscriptions survive the upgrade), else a new one.
 */
export async function sharedGeneratedSecret(
  { db, dataDir }: { db: Database; dataDir: string },
  place: SecretPlace,
  options: {
    /** The secret in the older release's file (its parsed JSON, if readable), as the database keeps it. */
    fromFile: (stored: unknown) => string | undefined;
    generate: () => string;
  },
): Promise<string> {
  const stored = await readFile(join(dataDir, place.file), 'utf8')
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => undefined);
  const candidate = options.fromFile(stored) ?? options.generate();
  return await createGeneratedSecretsRepository(db).keepFirst(place.name, candidate);
}

/**
 * The secrets the server signs with: the configured ones, else those generated once into the
 * database and shared by every process on it (see `sharedGeneratedSecret`).
 */
export async function loadSecrets(
  deps: { db: Database; dataDir: string },
  given: Partial<Secrets>,
): Promise<Secrets> {
  if (given.authSecret) return { authSecret: given.authSecret };
  const authSecret = await sharedGeneratedSecret(deps, AUTH_SECRET_PLACE, {
    fromFile: (stored) => {
      const value = (stored as Partial<Secrets> | undefined)?.authSecret;
      return typeof value === 'string' && value.length > 0 ? value : undefined;
    },
    generate: () => randomBytes(32).toString('base64url'),
  });
  return { authSecret };
}
