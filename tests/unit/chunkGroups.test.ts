import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assignGroups } from '../../build/chunkGroups';
import { ROUTE_CHUNKS } from '../../src/routeChunks';
import { ROUTE_MANIFEST } from '../../src/routeManifest';

const root = '/p';
const graph: Record<string, string[]> = {
  '/p/src/main.tsx': ['/p/src/client.ts'],
  '/p/src/client.ts': [],
  '/p/src/router.tsx': ['/p/src/client.ts', '/p/node_modules/@mui/material/index.js', '/p/src/Banner.tsx'],
  '/p/src/Banner.tsx': [],
  '/p/node_modules/@mui/material/index.js': ['/p/node_modules/@mui/material/Button.js'],
  '/p/node_modules/@mui/material/Button.js': [],
  '/p/src/Queue.tsx': ['/p/src/Banner.tsx', '/p/src/Table.tsx'],
  '/p/src/Case.tsx': ['/p/src/Table.tsx', '/p/src/Chat.tsx'],
  '/p/src/Table.tsx': [],
  '/p/src/Chat.tsx': [],
};
const importsOf = (id: string) => graph[id] ?? null;

describe('assignGroups', () => {
  const groups = [
    { name: 'start', roots: ['src/main.tsx'] },
    { name: 'base', roots: ['src/router.tsx'] },
    { name: 'queue', roots: ['src/Queue.tsx'] },
    { name: 'case', roots: ['src/Case.tsx'] },
  ];

  it('gives a module to the first group that reaches it', () => {
    const groupOf = assignGroups(groups, importsOf, root);
    expect(groupOf.get('/p/src/client.ts')).toBe('start');
    expect(groupOf.get('/p/src/Banner.tsx')).toBe('base');
    expect(groupOf.get('/p/src/Table.tsx')).toBe('queue');
    expect(groupOf.get('/p/src/Chat.tsx')).toBe('case');
  });

  it("leaves packages to the bundler: a barrel's walk would claim what no page uses", () => {
    const groupOf = assignGroups(groups, importsOf, root);
    expect(groupOf.has('/p/node_modules/@mui/material/Button.js')).toBe(false);
    expect(groupOf.has('/p/node_modules/@mui/material/index.js')).toBe(false);
  });

  it('keeps to what two loads share when told so, packages only when told so', () => {
    const own = assignGroups([{ name: 'words', roots: ['src/router.tsx'], alsoFrom: ['src/Button.tsx'] }], (id) => (id === '/p/src/Button.tsx' ? ['/p/node_modules/@mui/material/Button.js'] : importsOf(id)), root);
    expect(own.size).toBe(0);
    const groupOf = assignGroups([{ name: 'shared', roots: ['src/Queue.tsx'], alsoFrom: ['src/Case.tsx'] }, ...groups], importsOf, root);
    expect(groupOf.get('/p/src/Table.tsx')).toBe('shared');
    expect(groupOf.get('/p/src/Banner.tsx')).toBe('base');
    expect(groupOf.get('/p/src/Chat.tsx')).toBe('case');
    const words = assignGroups([{ name: 'words', roots: ['src/router.tsx'], alsoFrom: ['src/Button.tsx'], packages: true }], (id) => (id === '/p/src/Button.tsx' ? ['/p/node_modules/@mui/material/Button.js'] : importsOf(id)), root);
    expect(words.get('/p/node_modules/@mui/material/Button.js')).toBe('words');
  });

  it('fails the build when a root is not in it (a file moved without its group)', () => {
    expect(() => assignGroups([{ name: 'gone', roots: ['src/Gone.tsx'] }], importsOf, root)).toThrow('chunk group gone: /p/src/Gone.tsx is not in the build');
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
