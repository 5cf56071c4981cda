/**
 * Writes rows a few hundred at a time: one statement per chunk keeps the seed fast, and under
 * PostgreSQL's limit of 65,535 parameters per statement.
 */
export async function inChunks<T, R = never>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<R[] | unknown>,
  size = 500,
): Promise<R[]> {
  const written: R[] = [];
  for (let at = 0; at < rows.length; at += size) {
    const result = await write(rows.slice(at, at + size));
    if (Array.isArray(result)) written.push(...(result as R[]));
  }
  return written;
}
