import { eq } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { generatedSecrets } from './db/schema/generated-secrets.ts';

/** The only code that touches the generated secrets. */
export function createGeneratedSecretsRepository(db: Database) {
  const { name, value } = generatedSecrets;
  return {
    /**
     * Keeps `candidate` under `secret` unless a value is there already, and answers the value kept.
     * The primary key settles a race: of processes starting at once, the first insert wins, the
     * others wait for it to commit, keep nothing, and read the winner's.
     */
    async keepFirst(secret: string, candidate: string): Promise<string> {
      await db.insert(generatedSecrets).values({ name: secret, value: candidate }).onConflictDoNothing();
      const [kept] = await db.select({ value }).from(generatedSecrets).where(eq(name, secret));
      if (!kept) throw new Error(`generated secret ${secret} was not kept`);
      return kept.value;
    },
  };
}
