/** The statement kinds `/metrics` labels database time by: few, so the series stay few. */
export type QueryKind = 'select' | 'insert' | 'update' | 'delete' | 'other';

const KINDS = new Set<QueryKind>(['select', 'insert', 'update', 'delete']);

/** A statement's kind from its first word: `select`, `insert`, `update`, `delete`, or `other`. */
export function queryKind(sql: string): QueryKind {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  return word && KINDS.has(word as QueryKind) ? (word as QueryKind) : 'other';
}

/** Where each kind names its first table. */
const FIRST_TABLE: Record<Exclude<QueryKind, 'other'>, RegExp> = {
  select: /\bfrom\s+("?[\w.]+"?(?:\."?\w+"?)?)/i,
  insert: /^\s*insert\s+into\s+("?[\w.]+"?(?:\."?\w+"?)?)/i,
  update: /^\s*update\s+("?[\w.]+"?(?:\."?\w+"?)?)/i,
  delete: /^\s*delete\s+from\s+("?[\w.]+"?(?:\."?\w+"?)?)/i,
};

/**
 * Names a statement by its kind and first table, `select games`, `update user_presence`, and never
 * by its values: what the slow-query and error lists show. Anything else is its first word
 * (`begin`, `with`, `listen`).
 */
export function queryOperation(sql: string): string {
  const kind = queryKind(sql);
  if (kind === 'other') return (/^\s*(\w+)/.exec(sql)?.[1] ?? 'statement').toLowerCase();
  const table = FIRST_TABLE[kind].exec(sql)?.[1]?.replaceAll('"', '');
  return table ? `${kind} ${table}` : kind;
}
