import { describe, expect, it } from 'vitest';
import { assertAcyclic, routeGroups, type ChunkFacts } from '../../vite.routeChunks';

const chunk = (fileName: string, imports: string[], extra: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  imports,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [`/app/${fileName}.module`],
  ...extra,
});
const page = (fileName: string, imports: string[], source: string) => chunk(fileName, imports, { isDynamicEntry: true, facadeModuleId: `/app/${source}` });

// an entry (with a chunk it imports statically), a shell, two pages and the chunks they share
const chunks = [
  chunk('index', ['runtime'], { isEntry: true, facadeModuleId: '/app/index.html' }),
  chunk('runtime', []),
  page('router', ['core-a'], 'src/router.tsx'),
  chunk('core-a', ['core-b']),
  chunk('core-b', []),
  page('list', ['core-a', 'both-1', 'both-2', 'list-1', 'list-2'], 'src/List.tsx'),
  page('case', ['core-b', 'both-1', 'both-2', 'case-1'], 'src/Case.tsx'),
  chunk('both-1', ['core-b']),
  chunk('both-2', []),
  chunk('list-1', ['list-2']),
  chunk('list-2', []),
  chunk('case-1', ['both-2']),
  page('other', ['case-1', 'elsewhere-1', 'elsewhere-2'], 'src/Other.tsx'),
  chunk('elsewhere-1', []),
  chunk('elsewhere-2', []),
];
const routes = { list: ['src/router.tsx', 'src/List.tsx'], case: ['src/router.tsx', 'src/Case.tsx'] };
const named = (groups: Map<string, Set<string>>) => Object.fromEntries([...groups].map(([name, ids]) => [name, [...ids].sort()]));

describe('routeGroups', () => {
  it('merges the shared chunks reached by exactly the same routes, and only those', () => {
    expect(named(routeGroups(chunks, routes))).toEqual({
      'list.case': ['/app/both-1.module', '/app/both-2.module', '/app/core-a.module', '/app/core-b.module'],
      list: ['/app/list-1.module', '/app/list-2.module'],
    });
  });

  it('leaves entries, what the entry imports, chunks alone in their set and chunks no route reaches', () => {
    const captured = new Set([...routeGroups(chunks, routes).values()].flatMap((ids) => [...ids]));
    for (const file of ['index', 'runtime', 'router', 'list', 'case', 'case-1', 'elsewhere-1', 'elsewhere-2']) expect(captured.has(`/app/${file}.module`)).toBe(false);
  });

  it('fails when a route names a file that is no chunk of its own', () => {
    expect(() => routeGroups(chunks, { list: ['src/router.tsx', 'src/Gone.tsx'] })).toThrow(/src\/Gone.tsx/);
  });
});

describe('assertAcyclic', () => {
  it('passes a graph without circles and names the circle of one that has one', () => {
    expect(() => assertAcyclic(chunks)).not.toThrow();
    expect(() => assertAcyclic([chunk('a', ['b']), chunk('b', ['c']), chunk('c', ['a'])])).toThrow('a → b → c → a');
  });
});
