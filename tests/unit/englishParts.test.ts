import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { enCase } from '../../i18n/enCase';
import { enConsole } from '../../i18n/enConsole';
import { enRest } from '../../i18n/enRest';
import { mergeTrees, type Tree } from '../../i18n/types';
import { ROUTE_MANIFEST } from '../../src/routeManifest';
import { FEATURES } from '../../src/features';

/**
 * English comes in parts (src/ui/catalogues.ts): the console's (i18n/enConsole.ts) with its code,
 * the case's (i18n/enCase.ts) with the case or any other page, the rest (i18n/enRest.ts) with the
 * first other page. Every chunk loaded through src/ui/lazyRoute.ts waits for both unless it says
 * `english: 'console'` (neither) or `english: 'case'` (the case's only), and so does every page of
 * the route manifest (src/routeManifest.ts); so a key can be missing only where code that does not
 * wait for its part names it. These checks keep that from happening.
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

/** A feature's declaration (src/features/<name>/index.ts): its pages are the manifest's chunks, each checked on its own below. */
const isFeatureIndex = (path: string) => /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(path);

/** The source file of a page the manifest loads (as vitest writes a dynamic import). */
function pageFile(load: () => unknown): string {
  const file = /["'](\/src\/[^"']+)["']/.exec(String(load))?.[1];
  if (!file) throw new Error(`no page file in ${String(load)}`);
  return file.slice(1);
}

/**
 * Every page the manifest loads: the manifest gives each its English (src/routeManifest.ts), so a
 * dynamic import of one elsewhere (the entry's early start, src/features/<name>/paths.ts) is its chunk,
 * checked on its own below.
 */
const manifestPages = new Set(
  FEATURES.flatMap((feature) => [...(feature.routes ?? []), ...(feature.resources ?? []).map((resource) => ({ load: resource.list }))].flatMap((route) => (route.load ? [join(ROOT, pageFile(route.load))] : []))),
);

/**
 * The modules that render from `start` on without waiting for more English than `waitsFor` allows:
 * it and what it imports (type-only imports bring no code), following a dynamic import unless it
 * is a chunk loaded through lazyRoute or loadChunk whose options wait for more, or a page a
 * feature declares to the route manifest.
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
    const dynamics = isFeatureIndex(path) ? [] : [...code.matchAll(/\b(lazyRoute|loadChunk)?\(?\s*(?:\(\)\s*=>\s*)?import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)([^;\n]*)/g)]
      .filter(([, gate, , after]) => !gate || waitsFor(after))
      .map((m) => m[2]);
    for (const specifier of [...statics, ...dynamics]) {
      const target = resolveImport(path, specifier);
      if (target && !target.includes(`${join(ROOT, 'i18n')}`) && !/\.test\.tsx?$/.test(target) && !(dynamics.includes(specifier) && manifestPages.has(target))) toVisit.push(target);
    }
  }
  return modules;
}

/** The pages of the manifest that wait for less than all of English, with the part they wait for. */
const lighterPages = FEATURES.flatMap((feature) =>
  [...(feature.routes ?? []), ...(feature.resources ?? []).map((resource) => ({ ...resource, load: resource.list }))].flatMap((route) =>
    route.load && route.english && route.english !== 'rest' ? [{ file: pageFile(route.load), english: route.english }] : [],
  ),
);

/** The console and its home, which wait for no part (`english: 'console'`). */
const consoleWithoutRest = () => reachedFrom('src/App.tsx', (options) => /english:\s*'console'/.test(options));
/** The case and its parts fetched on demand, which wait for the case's English only. */
const caseWithoutRest = () =>
  new Map(
    lighterPages
      .filter(({ english }) => english === 'case')
      .flatMap(({ file }) => [...reachedFrom(file, (options) => /english:\s*'(console|case)'/.test(options))]),
  );

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

  it('finds the pages the manifest loads with less than all of English: the case', () => {
    expect(lighterPages).toEqual([{ file: 'src/features/contracts/ContractPage.tsx', english: 'case' }]);
    expect(ROUTE_MANIFEST.filter((route) => route.english === 'console').map((route) => route.path)).toEqual(['/', '/home']);
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
