import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { enConsole } from '../../i18n/enConsole';
import { enRest } from '../../i18n/enRest';
import { mergeTrees, type Tree } from '../../i18n/types';

/**
 * English comes in parts (src/ui/catalogues.ts): the console's (i18n/enConsole.ts) with its code,
 * the rest (i18n/enRest.ts) with the first other page. Every chunk loaded through src/ui/lazyRoute.ts
 * waits for the rest unless it says `restOfEnglish: false`; so a key can be missing only where code
 * that does not wait names a key of the rest. These checks keep that from happening.
 */

/** Every leaf key ("a.b.c") of a catalogue. */
function leaves(tree: object, prefix = ''): string[] {
  return Object.entries(tree as Tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : leaves(value, path);
  });
}

const ROOT = resolve(__dirname, '../..');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const resolveImport = (from: string, specifier: string) =>
  EXTENSIONS.map((ext) => resolve(dirname(from), specifier) + ext).find((path) => existsSync(path) && statSync(path).isFile());
/** The code without its comments, which may well name keys the code does not use. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * The modules that render without waiting for the rest of English: src/App.tsx and what it imports
 * (type-only imports bring no code), following a dynamic import unless it is a chunk loaded
 * through lazyRoute or loadChunk that waits (no `restOfEnglish: false`).
 */
function consoleWithoutRest(): Map<string, string> {
  const modules = new Map<string, string>();
  const toVisit = [join(ROOT, 'src', 'App.tsx')];
  while (toVisit.length > 0) {
    const path = toVisit.pop()!;
    if (modules.has(path)) continue;
    const code = withoutComments(readFileSync(path, 'utf8'));
    modules.set(path, code);
    const statics = [...code.matchAll(/\b(?:import|export)\s+(?!type\b)[^'"()]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] ?? m[2]);
    const dynamics = [...code.matchAll(/\b(lazyRoute|loadChunk)?\(?\s*(?:\(\)\s*=>\s*)?import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)([^;\n]*)/g)]
      .filter(([, gate, , after]) => !gate || /restOfEnglish:\s*false/.test(after))
      .map((m) => m[2]);
    for (const specifier of [...statics, ...dynamics]) {
      const target = resolveImport(path, specifier);
      if (target && !target.includes(`${join(ROOT, 'i18n')}`) && !/\.test\.tsx?$/.test(target)) toVisit.push(target);
    }
  }
  return modules;
}

/**
 * The catalogue keys a module names: each string literal that is a key, or (a template literal's
 * head, or a literal ending in a dot) the start of keys. Literals that name no key are ignored.
 */
function namedKeys(code: string, keys: readonly string[]): { literal: string; keys: string[] }[] {
  const named: { literal: string; keys: string[] }[] = [];
  for (const match of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$]*)(\$\{|`)/g)) {
    const literal = match[1] ?? match[2] ?? match[3];
    if (!literal || !literal.includes('.') || /\s/.test(literal)) continue;
    const isStart = (match[3] !== undefined && match[4] === '${') || literal.endsWith('.');
    const found = keys.filter((key) => key === literal || (isStart && key.startsWith(literal)));
    if (found.length > 0) named.push({ literal, keys: found });
  }
  return named;
}

describe('English in two parts', () => {
  const consoleKeys = leaves(enConsole);
  const restKeys = leaves(enRest);

  it('are together the whole catalogue, each key in one part', () => {
    expect(mergeTrees(enConsole, enRest)).toEqual(en);
    const inBoth = consoleKeys.filter((key) => new Set(restKeys).has(key));
    expect(inBoth).toEqual([]);
  });

  it('finds the code of the console and its home', () => {
    const modules = [...consoleWithoutRest().keys()].map((path) => relative(ROOT, path).split('\\').join('/'));
    expect(modules).toEqual(expect.arrayContaining(['src/App.tsx', 'src/ui/AppBar.tsx', 'src/features/disputes/DisputeList.tsx', 'src/features/disputes/QueueFilters.tsx']));
    // pages and the keyboard dialogs wait for the rest
    expect(modules).not.toContain('src/features/users/UserPage.tsx');
    expect(modules).not.toContain('src/ui/shortcuts/KeyboardDialogs.tsx');
  });

  it('the code that does not wait for the rest names no key only the rest has', () => {
    const all = [...consoleKeys, ...restKeys];
    const console = new Set(consoleKeys);
    const wrong: string[] = [];
    for (const [path, code] of consoleWithoutRest()) {
      for (const { literal, keys } of namedKeys(code, all)) {
        // a start shared by keys of both parts (`error.${code}`) is fine: useErrorKey falls back to error.general
        if (!keys.some((key) => console.has(key))) wrong.push(`${relative(ROOT, path)}: '${literal}'`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('would notice such a key', () => {
    const [restKey] = restKeys.filter((key) => key.startsWith('user.'));
    expect(namedKeys(`translate('${restKey}')`, restKeys)).toEqual([{ literal: restKey, keys: [restKey] }]);
    const start = restKey.slice(0, restKey.lastIndexOf('.') + 1);
    expect(namedKeys('translate(`' + start + '${x}`)', restKeys)[0]?.keys).toContain(restKey);
  });
});
