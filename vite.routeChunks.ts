import { build, type Plugin } from 'vite';

/**
 * Fewer files on the first loads that have budgets (docs/decisions/first-load.md), not one byte more
 * on any of them. Rolldown splits the code by the set of pages (dynamic imports) that reach each
 * module, so a page that shares a little with each of many others gets many small files: a case's
 * first load was 51 files, 25 of them under 3 kB gzip. Over HTTP/1.1 the browser asks at most six at
 * a time, and each costs a round trip: on Lighthouse's simulated mobile network the case's largest
 * paint came about 600 ms later for it (3 585 against 2 954 ms, docs/decisions/performance.md).
 *
 * So the build runs twice. The first pass, automatic, tells which of its shared chunks each budgeted
 * route's cold load reaches (the route's files, below, and everything they import statically). The
 * second pass merges the chunks reached by exactly the same routes into one: each such route loaded
 * every one of them anyway. A page without a budget may load a little more than it needs.
 *
 * Why no chunk can wait on another in a circle (rolldown warns that groups without their dependencies
 * can): if a module imports another, every route that reaches the first reaches the second, so a
 * group's imports go only to groups reached by more routes, or to chunks the first pass made anyway.
 * `assertAcyclic` checks the output all the same, and fails the build if that ever stops holding.
 */

/** Each budgeted route's cold load: the modules it runs (entries of their own chunks), from src/ and i18n/. */
export const ROUTE_FILES: Record<string, readonly string[]> = {
  login: ['src/router.tsx', 'src/features/auth/LoginRoot.tsx'],
  queue: ['src/router.tsx', 'src/App.tsx', 'src/features/disputes/DisputeList.tsx'],
  case: ['src/router.tsx', 'src/App.tsx', 'src/features/contracts/ContractPage.tsx', 'i18n/enCase.ts'],
  analytics: ['src/router.tsx', 'src/App.tsx', 'src/features/analytics/AnalyticsPage.tsx', 'i18n/enCase.ts', 'i18n/enRest.ts'],
};

/** What this plugin reads of a chunk of the first pass (rolldown's OutputChunk has all of it). */
export interface ChunkFacts {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/** The files `roots` import statically, themselves included. */
function staticClosure(byFile: Map<string, ChunkFacts>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * The groups of the second pass, by name (the routes that reach them, joined by "."), each with the
 * module ids it captures. Entries and what the entry imports statically (index.html preloads those)
 * stay as they are, as do chunks no budgeted route reaches, and a chunk that is alone in its group.
 */
export function routeGroups(chunks: readonly ChunkFacts[], routes: Record<string, readonly string[]> = ROUTE_FILES): Map<string, Set<string>> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const fixed = staticClosure(byFile, entries);
  const reachedBy = new Map<string, string[]>();
  for (const [route, files] of Object.entries(routes)) {
    const roots = chunks.filter((chunk) => chunk.facadeModuleId && files.some((file) => chunk.facadeModuleId!.endsWith(`/${file}`)));
    if (roots.length < new Set(files).size) throw new Error(`routeGroups: not every file of the route "${route}" is a chunk's entry: ${files.join(', ')}`);
    for (const file of staticClosure(byFile, [...entries, ...roots.map((chunk) => chunk.fileName)])) reachedBy.set(file, [...(reachedBy.get(file) ?? []), route]);
  }
  const members = new Map<string, ChunkFacts[]>();
  for (const chunk of chunks) {
    const routesOf = reachedBy.get(chunk.fileName);
    if (!routesOf || chunk.isEntry || chunk.isDynamicEntry || fixed.has(chunk.fileName)) continue;
    const name = routesOf.join('.');
    members.set(name, [...(members.get(name) ?? []), chunk]);
  }
  const groups = new Map<string, Set<string>>();
  for (const [name, list] of members) if (list.length > 1) groups.set(name, new Set(list.flatMap((chunk) => chunk.moduleIds)));
  return groups;
}

/** Throws when a chunk's static imports lead back to it (a circle would run a module before its imports). */
export function assertAcyclic(chunks: readonly Pick<ChunkFacts, 'fileName' | 'imports'>[]): void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') throw new Error(`routeChunks: chunks import each other in a circle: ${[...path, file].join(' → ')}`);
    state.set(file, 'open');
    for (const next of byFile.get(file)?.imports ?? []) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const chunk of chunks) visit(chunk.fileName, []);
}

/** Set while the first pass runs: plugins with work only for the real build (precompress) skip it. */
export const FIRST_PASS_ENV = 'PEACH_ROUTE_CHUNKS_FIRST_PASS';
export const isFirstPass = () => process.env[FIRST_PASS_ENV] === '1';

export function routeChunks(): Plugin {
  return {
    name: 'peach-route-chunks',
    apply: 'build',
    async config(config, env) {
      if (isFirstPass()) return;
      process.env[FIRST_PASS_ENV] = '1';
      let output;
      try {
        output = await build({ root: config.root, mode: env.mode, logLevel: 'silent', build: { write: false } });
      } finally {
        delete process.env[FIRST_PASS_ENV];
      }
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : [])).filter((file) => file.type === 'chunk');
      const groups = routeGroups(chunks);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // the dependencies stay where the first pass put them: see the comment atop
                includeDependenciesRecursively: false,
                groups: [...groups].map(([name, ids]) => ({ name, test: (id: string) => ids.has(id) })),
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (!isFirstPass()) assertAcyclic(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : [])));
    },
  };
}
