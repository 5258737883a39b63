import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PARTS } from '../i18n/parts';
import { NAV_RULES } from './contract/access';
import type { DataPart } from './data/dataProvider';
import { FEATURES } from './features';
import { ACCESS, dataProvider, loadData } from './featureProviders';
import { ROUTE_MANIFEST } from './routeManifest';
import { FIRST_LOAD_BUDGETS } from './routeBudgets';
import { NAV_ITEMS } from './ui/navItems';

/** Every source file under src/ but tests. */
function sources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const lazyParts = FEATURES.flatMap((feature) => (typeof feature.data === 'function' ? [{ feature, load: feature.data }] : []));

describe('the list of features', () => {
  it('names each feature once, and each path once', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = ROUTE_MANIFEST.map((route) => route.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('gives the menu its entries in the order of spec §2, each to a route of the manifest', () => {
    expect(NAV_ITEMS.map((item) => item.area)).toEqual(Object.keys(NAV_RULES).filter((area) => area !== 'settings'));
    for (const item of NAV_ITEMS) expect(ROUTE_MANIFEST.some((route) => route.path === item.to), item.to).toBe(true);
  });

  it('gives every resource and every page shell an access area', () => {
    for (const feature of FEATURES) for (const { name } of feature.resources ?? []) expect(ACCESS.areas[name], name).toBeDefined();
    const shells = sources().flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/<Page access="([^"]+)"/g)].map((match) => match[1]));
    expect(shells.length).toBeGreaterThan(10);
    for (const name of shells) expect(ACCESS.areas[name], name).toBeDefined();
  });

  it('budgets first loads of routes the manifest has, and one catch-all', () => {
    for (const { path, kB } of FIRST_LOAD_BUDGETS) expect(ROUTE_MANIFEST.find((route) => route.path === path)?.budget, path).toBe(kB);
    expect(ROUTE_MANIFEST.filter((route) => route.catchAll).map((route) => route.path)).toEqual(['/404']);
  });
});

describe("the features' data", () => {
  it('serves every resource the access table names as a resource, once every part has joined', async () => {
    await Promise.all(lazyParts.map(({ load }) => loadData(load)));
    const served = await Promise.all(lazyParts.map(({ load }) => load()));
    const eager = FEATURES.flatMap((feature) => (feature.data && typeof feature.data !== 'function' ? [feature.data] : []));
    const resources = [...eager, ...served].flatMap((part: DataPart) => Object.keys(part.handlers ?? {}));
    for (const resource of resources) expect(ACCESS.areas[resource], resource).toBeDefined();
    expect(typeof (dataProvider as unknown as Record<string, unknown>).getJobs).toBe('function');
  });

  /**
   * A lazy part's methods join the dataProvider with its feature's pages (src/routeManifest.ts):
   * so only code of that feature may call them.
   */
  it("calls a lazily loaded method only from its own feature's folder", async () => {
    const files = sources().map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    for (const { load } of lazyParts) {
      const folder = /\/src\/features\/[^/]+\//.exec(String(load))?.[0].slice(1);
      expect(folder, String(load)).toBeDefined();
      for (const method of Object.keys((await load()).methods ?? {})) {
        const callers = files.filter(({ path, text }) => !path.startsWith(folder!) && new RegExp(`\\.${method}\\b`).test(text));
        expect(callers.map(({ path }) => path), method).toEqual([]);
      }
    }
  });
});

describe("the features' catalogues", () => {
  const registered = FEATURES.flatMap((feature) => CATALOGUE_PARTS.flatMap((part) => (feature.language?.[part] ?? []).map((name) => `${part}/${name}`)));

  it('are each file of i18n/<part>/, registered once by the list, each with its German beside it', () => {
    const files = CATALOGUE_PARTS.flatMap((part) =>
      readdirSync(join('i18n', part))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.de.ts'))
        .map((file) => `${part}/${file.slice(0, -'.ts'.length)}`),
    );
    expect([...registered].sort()).toEqual([...files].sort());
    expect(new Set(registered.map((path) => path.split('/')[1])).size).toBe(registered.length);
    for (const path of files) expect(existsSync(join('i18n', `${path}.de.ts`)), path).toBe(true);
  });

  it('define each key in one file only, so the order they are merged in does not matter', () => {
    const modules = import.meta.glob<Record<string, { en?: object }>>(['../i18n/*/*.ts', '!../i18n/*/*.de.ts'], { eager: true });
    const owners = new Map<string, string>();
    const twice: string[] = [];
    const leaves = (tree: object, prefix: string, file: string) => {
      for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'object') leaves(value as object, path, file);
        else if (owners.has(path)) twice.push(`${path}: ${owners.get(path)}, ${file}`);
        else owners.set(path, file);
      }
    };
    for (const [path, module] of Object.entries(modules)) {
      for (const value of Object.values(module)) if (value && typeof value === 'object' && value.en) leaves(value.en, '', path);
    }
    expect(owners.size).toBeGreaterThan(500);
    expect(twice).toEqual([]);
  });
});
