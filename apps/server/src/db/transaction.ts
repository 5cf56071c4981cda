import type { Database } from './client.ts';

/**
 * A repository's `transaction`: runs the work in one transaction and hands it the transaction's handle,
 * which the repository's other calls take as their executor.
 */
export function transactionRunner(db: Database) {
  return <T>(work: (tx: Database) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(tx as unknown as Database));
}
