import type { InStatement, InValue, Row } from '@libsql/client';

/**
 * How a record's fields map to a table's columns, and the statements that write records and the
 * reads that bring rows back. The tables themselves are defined in tables.ts, userTables.ts and
 * offerTables.ts; db.test.ts checks that every column they name exists.
 */

export type Kind = 'text' | 'int' | 'real' | 'bool' | 'json' | 'date';

interface Column<T> {
  field: keyof T & string;
  kind: Kind;
  column: string;
}

export interface TableDef<T> {
  name: string;
  columns: Column<T>[];
  /** "a, b, c" for SELECT lists */
  select: string;
}

const snake = (field: string) => field.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
const quote = (column: string) => `"${column}"`;

export function defineTable<T>(name: string, specs: [keyof T & string, Kind, string?][]): TableDef<T> {
  const columns = specs.map(([field, kind, column]) => ({ field, kind, column: column ?? snake(field) }));
  return { name, columns, select: columns.map((c) => quote(c.column)).join(', ') };
}

function toValue(kind: Kind, value: unknown): InValue {
  if (value === undefined || value === null) return null;
  switch (kind) {
    case 'date':
      return (value as Date).toISOString();
    case 'bool':
      return value ? 1 : 0;
    case 'json':
      return JSON.stringify(value);
    default:
      return value as InValue;
  }
}

function fromValue(kind: Kind, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (kind) {
    case 'date':
      return new Date(String(value));
    case 'bool':
      return Number(value) !== 0;
    case 'json':
      return JSON.parse(String(value));
    case 'int':
    case 'real':
      return Number(value);
    default:
      return String(value);
  }
}

/** A row back to a record; NULL columns become absent fields. */
export function fromRow<T>(def: TableDef<T>, row: Row): T {
  const record: Record<string, unknown> = {};
  for (const c of def.columns) {
    const value = fromValue(c.kind, row[c.column]);
    if (value !== undefined) record[c.field] = value;
  }
  return record as T;
}

/** Multi-row INSERT statements (well under SQLite's 32766 bound parameters each). */
export function insertStatements<T>(def: TableDef<T>, records: readonly T[], verb = 'INSERT'): InStatement[] {
  const width = def.columns.length;
  const { columns } = def;
  const perStatement = Math.max(1, Math.min(500, Math.floor(30_000 / width)));
  const head = `${verb} INTO ${def.name} (${def.select}) VALUES `;
  const tuple = `(${new Array(width).fill('?').join(', ')})`;
  const statements: InStatement[] = [];
  for (let start = 0; start < records.length; start += perStatement) {
    const chunk = records.slice(start, start + perStatement);
    const args: InValue[] = new Array(chunk.length * width);
    let i = 0;
    for (const record of chunk) for (const c of columns) args[i++] = toValue(c.kind, record[c.field]);
    statements.push({ sql: head + new Array(chunk.length).fill(tuple).join(', '), args });
  }
  return statements;
}

/** UPDATE every column of the record's row, found by its key field. */
export function updateStatement<T>(def: TableDef<T>, record: T, key: keyof T & string): InStatement {
  const keyColumn = def.columns.find((c) => c.field === key)!;
  const others = def.columns.filter((c) => c !== keyColumn);
  return {
    sql: `UPDATE ${def.name} SET ${others.map((c) => `${quote(c.column)} = ?`).join(', ')} WHERE ${quote(keyColumn.column)} = ?`,
    args: [...others.map((c) => toValue(c.kind, record[c.field])), toValue(keyColumn.kind, record[key])],
  };
}
