import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RowsQuery } from './pending-migrations.ts';

export type ExpectedIndex = { name: string; table: string; statement: string };

const CREATE_INDEX =
  /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?\s+ON\s+(?:ONLY\s+)?"?(\w+)"?/i;
const DROP_INDEX = /^DROP\s+INDEX\s+(?:CONCURRENTLY\s+)?(?:IF\s+EXISTS\s+)?"?(\w+)"?/i;
const DROP_TABLE = /^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?(\w+)"?/i;

/**
 * The indexes the migrations leave, read from their SQL in the journal's order: each `CREATE INDEX`,
 * less those a later migration drops (by name, or with their table). A migrated database has exactly
 * these besides its constraints' own (a test holds the two together).
 */
export async function expectedIndexes(migrationsFolder: string): Promise<ExpectedIndex[]> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const indexes = new Map<string, ExpectedIndex>();
  for (const { tag } of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
    const text = await readFile(join(migrationsFolder, `${tag}.sql`), 'utf8');
    for (const statement of statementsOf(text)) {
      const created = CREATE_INDEX.exec(statement);
      if (created?.[1] && created[2]) {
        indexes.set(created[1], { name: created[1], table: created[2], statement });
        continue;
      }
      const dropped = DROP_INDEX.exec(statement)?.[1];
      if (dropped) indexes.delete(dropped);
      const droppedTable = DROP_TABLE.exec(statement)?.[1];
      if (droppedTable) {
        for (const index of indexes.values()) if (index.table === droppedTable) indexes.delete(index.name);
      }
    }
  }
  return [...indexes.values()];
}

/** A migration's statements without their comment lines, split where drizzle-kit marks the breaks. */
function statementsOf(text: string): string[] {
  return text
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .trim()
        .replace(/;$/, ''),
    )
    .filter(Boolean);
}

export type IndexRepair = { name: string; outcome: 'recreated' | 'failed'; reason?: string };

/**
 * Recreates the migrations' indexes the database lacks: a dump restored with errors (once, the
 * distance index could not be restored) or an index dropped by hand leaves queries working but slow,
 * which nobody notices. Each repair is told in one line; one that fails is told and the start goes on.
 */
export async function restoreMissingIndexes(
  query: RowsQuery,
  migrationsFolder: string,
  warn: (line: string) => void = console.warn,
): Promise<IndexRepair[]> {
  const expected = await expectedIndexes(migrationsFolder);
  const present = new Set(
    (
      await query(
        "select c.relname as name from pg_class c where c.relkind in ('i', 'I') and c.relnamespace = current_schema()::regnamespace",
      )
    ).map((row) => String(row.name)),
  );
  const repairs: IndexRepair[] = [];
  for (const index of expected) {
    if (present.has(index.name)) continue;
    const started = Date.now();
    try {
      await query(index.statement);
      repairs.push({ name: index.name, outcome: 'recreated' });
      warn(`database: the index ${index.name} was missing and is recreated (${Date.now() - started} ms)`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      repairs.push({ name: index.name, outcome: 'failed', reason });
      warn(
        `database: the index ${index.name} is missing and could not be recreated (${reason}): queries on ${index.table} run without it`,
      );
    }
  }
  return repairs;
}
