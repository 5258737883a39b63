import type { Plugin } from 'vite';
import type { RouteChunk } from '../src/routeChunks';

/** What a module's static imports are, as the bundler reports them once every module is parsed. */
export type StaticImportsOf = (id: string) => readonly string[] | null;

const isOwn = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0');

/**
 * Each of the project's own modules to the first group whose roots reach it through static
 * imports. Packages are walked through but not assigned: their barrels (`@mui/material`,
 * `ra-core`) re-export everything, so a walk would claim modules no page uses; the bundler brings
 * the package modules a group's own modules really use into its chunk. A group marked `packages`
 * takes them too: only for roots that import no barrel.
 */
export function assignGroups(groups: readonly RouteChunk[], staticImportsOf: StaticImportsOf, root: string): Map<string, string> {
  const reach = (name: string, paths: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const todo = paths.map((path) => `${root}/${path}`);
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      const imports = staticImportsOf(id);
      // a barrel's re-export the bundler never loaded (lazyBarrel): nothing uses it
      if (!imports && !isOwn(id)) continue;
      if (!imports) throw new Error(`chunk group ${name}: ${id} is not in the build`);
      seen.add(id);
      todo.push(...imports);
    }
    return seen;
  };
  const groupOf = new Map<string, string>();
  for (const group of groups) {
    const also = group.alsoFrom && reach(group.name, group.alsoFrom);
    for (const id of reach(group.name, group.roots)) if ((group.packages || isOwn(id)) && (!also || also.has(id)) && !groupOf.has(id)) groupOf.set(id, group.name);
  }
  return groupOf;
}

/**
 * The route chunks of src/routeChunks.ts as the bundler's code-splitting groups, and the plugin
 * that assigns modules to them once the module graph is known. Touches only how the project's own
 * output is cut into files, never another package's code.
 */
export function chunkGroups(groups: readonly RouteChunk[]) {
  let groupOf = new Map<string, string>();
  let root = '';
  const plugin: Plugin = {
    name: 'peach:chunk-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      groupOf = assignGroups(groups, (id) => this.getModuleInfo(id)?.importedIds ?? null, root);
    },
  };
  // the first group gets the highest priority: modules it takes are not taken again
  const codeSplittingGroups = groups.map((group, index) => ({ name: group.name, priority: groups.length - index, test: (id: string) => groupOf.get(id) === group.name }));
  return { plugin, codeSplittingGroups };
}
