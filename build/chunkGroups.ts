import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import type { RouteChunk } from '../src/routeChunks';
import { moduleUses, type ParsedProgram } from './moduleUses';

/** The modules a module uses (build/moduleUses.ts); null when the build does not have it. */
export type UsesOf = (id: string) => Promise<readonly string[] | null>;

/** The project's own code: its sources and catalogues (packages live elsewhere). */
const isOwn = (id: string, root: string) => id.startsWith(`${root}/src/`) || id.startsWith(`${root}/i18n/`);

/**
 * Each module to the first group whose roots reach it through the modules they use, packages
 * included: a name taken from a package's barrel counts as its defining module only (moduleUses),
 * so a group holds what its pages run, not the whole of MUI or ra-core. The bundler's own helpers
 * (ids starting with a NUL) stay its own.
 */
export async function assignGroups(groups: readonly RouteChunk[], usesOf: UsesOf, root: string): Promise<Map<string, string>> {
  const reach = async (name: string, paths: readonly string[]): Promise<Set<string>> => {
    const seen = new Set<string>();
    const todo = paths.map((path) => `${root}/${path}`);
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      const uses = await usesOf(id);
      if (!uses && isOwn(id, root)) throw new Error(`chunk group ${name}: ${id} is not in the build`);
      seen.add(id);
      todo.push(...(uses ?? []));
    }
    return seen;
  };
  const walks = new Map<string, Promise<Set<string>>>();
  const walk = (name: string, path: string) => {
    if (!walks.has(path)) walks.set(path, reach(name, [path]));
    return walks.get(path)!;
  };
  const groupOf = new Map<string, string>();
  for (const group of groups) {
    const reached = new Map<string, number>();
    for (const path of group.roots) for (const id of await walk(group.name, path)) reached.set(id, (reached.get(id) ?? 0) + 1);
    for (const [id, count] of reached) if (count >= (group.minRoots ?? 1) && !id.startsWith('\0') && !groupOf.has(id)) groupOf.set(id, group.name);
  }
  return groupOf;
}

/**
 * The route chunks of src/routeChunks.ts as the bundler's code-splitting groups, and the plugin
 * that assigns modules to them once the module graph is known. Touches only how the project's own
 * output is cut into files, never another package's code.
 */
/** A modulepreload link for the chunk of each group marked `preload`, as Vite writes its own (crossorigin, like the entry's script). */
export function preloadTags(groups: readonly RouteChunk[], bundle: Rollup.OutputBundle, base: string): HtmlTagDescriptor[] {
  const wanted = new Set(groups.filter((group) => group.preload).map((group) => group.name));
  return Object.values(bundle)
    .filter((file): file is Rollup.OutputChunk => file.type === 'chunk' && !file.isEntry && wanted.has(file.name))
    .map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' }));
}

export function chunkGroups(groups: readonly RouteChunk[]) {
  let groupOf = new Map<string, string>();
  let root = '';
  let base = '/';
  const plugin: Plugin = {
    name: 'peach:chunk-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    // the entry loads these groups by import() once it has run; asked by the HTML they download beside it
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => (context.bundle ? preloadTags(groups, context.bundle, base) : []),
    },
    async buildEnd(error) {
      if (error) return;
      const uses = moduleUses({
        facts: (id) => this.getModuleInfo(id),
        parse: (code) => this.parse(code) as unknown as ParsedProgram,
        resolve: async (specifier, importer) => (await this.resolve(specifier, importer))?.id ?? null,
      });
      groupOf = await assignGroups(groups, uses.of, root);
    },
  };
  // the first group gets the highest priority: modules it takes are not taken again
  const codeSplittingGroups = groups.map((group, index) => ({ name: group.name, priority: groups.length - index, test: (id: string) => groupOf.get(id) === group.name }));
  return { plugin, codeSplittingGroups };
}
