import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The sandbox's layout by subject: routes read and write through db/store only, and no file is long. */

const ROOT = fileURLToPath(new URL('.', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const name = (path: string) => relative(ROOT, path).split('\\').join('/');
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** What only the store may do: SQL text, a statement run on a connection or reader, the client's types. */
const DATABASE_WORK = [
  /\bSELECT\b[\s\S]{0,400}?\bFROM\b/,
  /\bINSERT\s+INTO\b/,
  /\bUPDATE\s+\w+\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\.(execute|batch|first)\(/,
  /from '@libsql\/client'/,
  /from '\.\.\/db\/(tables|adminTables|userTables|offerTables|tableDef|migrations)'/,
];

describe('the sandbox by subject', () => {
  it('has route files that hold no SQL and run no statement: they read and write through db/store', () => {
    const routes = filesUnder(join(ROOT, 'routes')).filter((path) => !path.endsWith('.test.ts'));
    expect(routes.length).toBeGreaterThan(15);
    const offending = routes.flatMap((path) => {
      const code = withoutComments(readFileSync(path, 'utf8'));
      return DATABASE_WORK.filter((pattern) => pattern.test(code)).map((pattern) => `${name(path)}: ${pattern}`);
    });
    expect(offending).toEqual([]);
  });

  it('has no file over 250 lines but the list of migrations', () => {
    const long = filesUnder(ROOT)
      .map((path) => ({ file: name(path), lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
      .filter(({ file, lines }) => lines > 250 && file !== 'db/migrations.ts');
    expect(long).toEqual([]);
  });
});
