import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { enCase } from '../../i18n/enCase';
import { enConsole } from '../../i18n/enConsole';
import { enRest } from '../../i18n/enRest';
import { mergeTrees, type Tree } from '../../i18n/types';

/**
 * English comes in parts (src/ui/catalogues.ts): the console's (i18n/enConsole.ts) with its code,
 * the case's (i18n/enCase.ts) with the case or any other page, the rest (i18n/enRest.ts) with the
 * first other page. Every chunk loaded through src/ui/lazyRoute.ts waits for both unless it says
 * `restOfEnglish: false` (neither) or `restOfEnglish: 'case'` (the case's only); so a key can be
 * missing only where code that does not wait for its part names it. These checks keep that from happening.
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
 * The modules that render from `start` on without waiting for more English than `waitsFor` allows:
 * it and what it imports (type-only imports bring no code), following a dynamic import unless it
 * is a chunk loaded through lazyRoute or loadChunk whose options wait for more.
 */
function reachedFrom(start: string, waitsFor: (options: string) => boolean): Map<string, string> {
  const modules = new Map<string, string>();
  const toVisit = [join(ROOT, start)];
  while (toVisit.length > 0) {
    const path = toVisit.pop()!;
    if (modules.has(path)) continue;
    const code = withoutComments(readFileSync(path, 'utf8'));
    modules.set(path, code);
    const statics = [...code.matchAll(/\b(?:import|export)\s+(?!type\b)[^'"()]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] ?? m[2]);
    const dynamics = [...code.matchAll(/\b(lazyRoute|loadChunk)?\(?\s*(?:\(\)\s*=>\s*)?import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)([^;\n]*)/g)]
      .filter(([, gate, , after]) => !gate || waitsFor(after))
      .map((m) => m[2]);
    for (const specifier of [...statics, ...dynamics]) {
      const target = resolveImport(path, specifier);
      if (target && !target.includes(`${join(ROOT, 'i18n')}`) && !/\.test\.tsx?$/.test(target)) toVisit.push(target);
    }
  }
  return modules;
}

/** The console and its home, which wait for no part (`restOfEnglish: false`). */
const consoleWithoutRest = () => reachedFrom('src/App.tsx', (options) => /restOfEnglish:\s*false/.test(options));
/** The case and its parts fetched on demand, which wait for the case's English only. */
const caseWithoutRest = () => reachedFrom('src/features/contracts/ContractPage.tsx', (options) => /restOfEnglish:\s*(false|'case')/.test(options));

/**
 * The catalogue keys a module names: each string literal that is a key, or (a template literal's
 * head, or a literal ending in a dot) the start of keys. Literals that name no key are ignored.
 */
function namedKeys(code: string, keys: readonly string[]): { literal: string; keys: string[] }[] {
  const named: { literal: string; keys: string[] }[] = [];
  // a template literal is matched whole (up to its closing backtick, past its \${…}s), and stands
  // for the keys that start with its head: matching only up to the first \${ made its closing
  // backtick look like the opening of the next one, so every other template went unread
  for (const match of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`((?:[^`\\]|\\[\s\S])*)`/g)) {
    const template = match[3];
    const literal = match[1] ?? match[2] ?? template?.split('${')[0];
    if (!literal || !literal.includes('.') || /\s/.test(literal)) continue;
    const isStart = (template !== undefined && template.includes('${')) || literal.endsWith('.');
    const found = keys.filter((key) => key === literal || (isStart && key.startsWith(literal)));
    if (found.length > 0) named.push({ literal, keys: found });
  }
  return named;
}

describe('English in three parts', () => {
  const consoleKeys = leaves(enConsole);
  const caseKeys = leaves(enCase);
  const restKeys = leaves(enRest);

  it('are together the whole catalogue, each key in one part', () => {
    expect(mergeTrees(enConsole, enCase, enRest)).toEqual(en);
    const all = [...consoleKeys, ...caseKeys, ...restKeys];
    const twice = all.filter((key, i) => all.indexOf(key) !== i);
    expect(twice).toEqual([]);
  });

  it('finds the code of the console and its home', () => {
    const modules = [...consoleWithoutRest().keys()].map((path) => relative(ROOT, path).split('\\').join('/'));
    expect(modules).toEqual(expect.arrayContaining(['src/App.tsx', 'src/layout/AppBar.tsx', 'src/features/disputes/DisputeList.tsx', 'src/features/disputes/QueueFilters.tsx']));
    // pages and the keyboard dialogs wait for the rest
    expect(modules).not.toContain('src/features/users/UserPage.tsx');
    expect(modules).not.toContain('src/ui/shortcuts/KeyboardDialogs.tsx');
  });

  it('finds the code of the case and its parts fetched on demand', () => {
    const modules = [...caseWithoutRest().keys()].map((path) => relative(ROOT, path).split('\\').join('/'));
    expect(modules).toEqual(expect.arrayContaining(['src/features/contracts/CaseWorkspace.tsx', 'src/features/cases/HandOverDialog.tsx', 'src/features/audit/AuditTrail.tsx']));
    expect(modules).not.toContain('src/features/users/UserPage.tsx');
    expect(modules).not.toContain('src/ui/shortcuts/KeyboardDialogs.tsx');
  });

  /**
   * The literals of `modules` that name only keys outside `known`. A start shared by keys of both
   * (`error.${code}`) is fine: useErrorKey falls back to error.general.
   */
  const namedOutside = (modules: Map<string, string>, known: Set<string>): string[] =>
    [...modules].flatMap(([path, code]) =>
      namedKeys(code, [...consoleKeys, ...caseKeys, ...restKeys])
        .filter(({ keys }) => !keys.some((key) => known.has(key)))
        .map(({ literal }) => `${relative(ROOT, path)}: '${literal}'`),
    );

  it('the case names no key beyond the console\'s English and its own', () => {
    expect(namedOutside(caseWithoutRest(), new Set([...consoleKeys, ...caseKeys]))).toEqual([]);
  });

  it('the code that does not wait for the rest names no key only the rest has', () => {
    expect(namedOutside(consoleWithoutRest(), new Set(consoleKeys))).toEqual([]);
  });

  it('would notice such a key', () => {
    const [restKey] = restKeys.filter((key) => key.startsWith('user.'));
    expect(namedKeys(`translate('${restKey}')`, restKeys)).toEqual([{ literal: restKey, keys: [restKey] }]);
    const start = restKey.slice(0, restKey.lastIndexOf('.') + 1);
    expect(namedKeys('translate(`' + start + '${x}`)', restKeys)[0]?.keys).toContain(restKey);
    // also the second of two templates, each with an interpolation
    expect(namedKeys('a(`x.${y}`); b(`' + start + '${x}`)', restKeys)[0]?.keys).toContain(restKey);
  });
});
