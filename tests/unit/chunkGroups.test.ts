import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { assignGroups, preloadTags } from '../../build/chunkGroups';
import { moduleUses, type ModuleFacts, type ParsedProgram } from '../../build/moduleUses';
import { ROUTE_CHUNKS } from '../../src/routeChunks';
import { ROUTE_MANIFEST } from '../../src/routeManifest';

const root = '/p';
const graph: Record<string, string[]> = {
  '/p/src/main.tsx': ['/p/src/client.ts'],
  '/p/src/client.ts': [],
  '/p/src/router.tsx': ['/p/src/client.ts', '/p/node_modules/ui/Button.js', '/p/src/Banner.tsx'],
  '/p/src/Banner.tsx': [],
  '/p/node_modules/ui/Button.js': [],
  '/p/src/Queue.tsx': ['/p/src/Banner.tsx', '/p/src/Table.tsx'],
  '/p/src/Case.tsx': ['/p/src/Table.tsx', '/p/src/Chat.tsx'],
  '/p/src/Analytics.tsx': ['/p/src/Chart.tsx', '/p/src/Chat.tsx'],
  '/p/src/Table.tsx': ['/p/node_modules/ui/Table.js'],
  '/p/node_modules/ui/Table.js': [],
  '/p/src/Chat.tsx': [],
  '/p/src/Chart.tsx': [],
};
const usesOf = async (id: string) => graph[id] ?? null;

describe('assignGroups', () => {
  const groups = [
    { name: 'start', roots: ['src/main.tsx'] },
    { name: 'base', roots: ['src/router.tsx'] },
    { name: 'queue', roots: ['src/Queue.tsx'] },
    { name: 'case', roots: ['src/Case.tsx'] },
  ];

  it('gives a module to the first group that reaches it, packages included', async () => {
    const groupOf = await assignGroups(groups, usesOf, root);
    expect(groupOf.get('/p/src/client.ts')).toBe('start');
    expect(groupOf.get('/p/src/Banner.tsx')).toBe('base');
    expect(groupOf.get('/p/node_modules/ui/Button.js')).toBe('base');
    expect(groupOf.get('/p/src/Table.tsx')).toBe('queue');
    expect(groupOf.get('/p/node_modules/ui/Table.js')).toBe('queue');
    expect(groupOf.get('/p/src/Chat.tsx')).toBe('case');
  });

  it('keeps a shared group to what at least `minRoots` of its roots reach', async () => {
    const pages = ['src/Queue.tsx', 'src/Case.tsx', 'src/Analytics.tsx'];
    const groupOf = await assignGroups([{ name: 'shared', roots: pages, minRoots: 2 }, ...groups, { name: 'analytics', roots: ['src/Analytics.tsx'] }], usesOf, root);
    expect(groupOf.get('/p/src/Table.tsx')).toBe('shared');
    expect(groupOf.get('/p/src/Chat.tsx')).toBe('shared');
    expect(groupOf.get('/p/src/Chart.tsx')).toBe('analytics');
    // only the queue reaches the banner: it is not shared, and goes to the next group that reaches it
    expect(groupOf.get('/p/src/Banner.tsx')).toBe('base');
  });

  it('fails the build when a root is not in it (a file moved without its group)', async () => {
    await expect(assignGroups([{ name: 'gone', roots: ['src/Gone.tsx'] }], usesOf, root)).rejects.toThrow('chunk group gone: /p/src/Gone.tsx is not in the build');
  });
});

describe('preloadTags', () => {
  const chunk = (name: string, fileName: string, isEntry = false) => ({ type: 'chunk', name, fileName, isEntry });
  const bundle = {
    a: chunk('start', 'assets/start-1.js', true),
    b: chunk('base', 'assets/base-2.js'),
    c: chunk('console', 'assets/console-3.js'),
    d: { type: 'asset', name: 'base', fileName: 'assets/base.css' },
  } as unknown as Parameters<typeof preloadTags>[1];

  it('asks the HTML for the chunks of the groups marked preload, as Vite asks for its own', () => {
    const groups = [{ name: 'start', roots: ['src/main.tsx'] }, { name: 'base', roots: ['src/router.tsx'], preload: true }, { name: 'console', roots: ['src/App.tsx'] }];
    expect(preloadTags(groups, bundle, '/')).toEqual([{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/base-2.js' }, injectTo: 'head' }]);
    expect(preloadTags(groups.map((g) => ({ ...g, preload: false })), bundle, '/')).toEqual([]);
  });

  it('preloads only what every load runs: the base, which /login needs too', () => {
    expect(ROUTE_CHUNKS.filter((group) => group.preload).map((group) => group.name)).toEqual(['base']);
  });
});

describe('moduleUses', () => {
  // a package with a barrel, as MUI and ra-core ship theirs: named re-exports, `export *`, and a
  // binding imported and exported again
  const files: Record<string, { code: string; exports: string[] }> = {
    '/n/index.js': { code: `export { default as Button } from './Button/index.js';\nexport * from './lists/index.js';\nimport Chip from './Chip.js';\nexport { Chip };`, exports: ['Button', 'Chip'] },
    '/n/Button/index.js': { code: `export { default } from './Button.js';`, exports: ['default'] },
    '/n/Button/Button.js': { code: `export default function Button() {}`, exports: ['default'] },
    '/n/Chip.js': { code: `export default function Chip() {}`, exports: ['default'] },
    '/n/lists/index.js': { code: `export * from './useList.js';\nexport * from './useTable.js';`, exports: [] },
    '/n/lists/useList.js': { code: `export const useList = () => 1;`, exports: ['useList'] },
    '/n/lists/useTable.js': { code: `export function useTable() {}`, exports: ['useTable'] },
    '/s/Page.js': { code: `import { Button, useList } from 'n';\nimport { Chip as Tag } from 'n';\nimport './side.js';`, exports: [] },
    '/s/side.js': { code: `console.log(1);`, exports: [] },
  };
  const paths: Record<string, string> = { n: '/n/index.js', './Button/index.js': '/n/Button/index.js', './Button.js': '/n/Button/Button.js', './Chip.js': '/n/Chip.js', './lists/index.js': '/n/lists/index.js', './useList.js': '/n/lists/useList.js', './useTable.js': '/n/lists/useTable.js', './side.js': '/s/side.js' };
  const uses = moduleUses({
    facts: (id): ModuleFacts | null => (files[id] ? { ...files[id], importedIds: id === '/s/Page.js' ? ['/n/index.js', '/s/side.js'] : [] } : null),
    parse: (code) => parseSync('module.js', code).program as unknown as ParsedProgram,
    resolve: async (specifier) => paths[specifier] ?? null,
  });

  it("follows a barrel's names to the modules that define them, and only those", async () => {
    expect(((await uses.of('/s/Page.js')) ?? []).sort()).toEqual(['/n/Button/Button.js', '/n/Chip.js', '/n/lists/useList.js', '/s/side.js']);
  });

  it('knows no module the build does not have', async () => {
    expect(await uses.of('/s/Gone.js')).toBeNull();
  });
});

describe('ROUTE_CHUNKS', () => {
  it('names files that exist, each group once', () => {
    for (const chunk of ROUTE_CHUNKS) for (const path of chunk.roots) expect(existsSync(join(process.cwd(), path)), path).toBe(true);
    expect(new Set(ROUTE_CHUNKS.map((chunk) => chunk.name)).size).toBe(ROUTE_CHUNKS.length);
  });

  it('has a group for every page a cold load opens, and the entry first', () => {
    const openings = new Set(ROUTE_MANIFEST.filter((route) => route.opening).map((route) => route.feature));
    // home (the queue), a case and analytics: a new opening route needs its group here
    expect([...openings].sort()).toEqual(['analytics', 'contracts', 'home']);
    const names = ROUTE_CHUNKS.map((chunk) => chunk.name);
    expect(names.slice(0, 2)).toEqual(['start', 'base']);
    expect(names).toEqual(expect.arrayContaining(['queue', 'case', 'analytics']));
  });
});
