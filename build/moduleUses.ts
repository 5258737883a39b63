/**
 * Which modules a module really uses, read from the bundler's module graph: its static imports,
 * except that a name taken from a barrel (`import { Button } from '@mui/material'`, ra-core's
 * index) leads to the module that defines the name, not to the barrel, which re-exports a whole
 * package. Reads the parsed modules; changes nothing. Where a module cannot be read that way (a
 * CommonJS module, a syntax it does not know), its static imports as the bundler lists them.
 */

/** What the bundler tells of a module (rolldown's ModuleInfo, the fields used here). */
export interface ModuleFacts {
  code: string | null;
  exports: string[];
  importedIds: readonly string[];
  inputFormat?: string;
}

/** The parts of an ESTree program read here. */
interface Node {
  type: string;
  [key: string]: unknown;
}
interface Named {
  name?: string;
  value?: string;
}

/** A parsed module as far as it is read here: its top-level statements. */
export interface ParsedProgram {
  body: Node[];
}

export interface UsesContext {
  facts(id: string): ModuleFacts | null;
  parse(code: string): ParsedProgram;
  resolve(specifier: string, importer: string): Promise<string | null>;
}

const nameOf = (node: unknown): string => {
  const named = node as Named | null | undefined;
  return named?.name ?? named?.value ?? '';
};

interface Parsed {
  /** local binding → where it comes from: a module and a name ('*' for a namespace) */
  imports: Map<string, { source: string; name: string }>;
  /** every import and re-export: a source and the names taken from it ('*': all of it) */
  takes: { source: string; names: string[] }[];
  /** exported name → local binding, or a re-export's source and name */
  exports: Map<string, { local: string } | { source: string; name: string }>;
  /** `export * from` sources */
  stars: string[];
}

function read(program: ParsedProgram): Parsed {
  const parsed: Parsed = { imports: new Map(), takes: [], exports: new Map(), stars: [] };
  for (const node of program.body) {
    const source = nameOf(node.source);
    if (node.type === 'ImportDeclaration') {
      const specifiers = (node.specifiers as Node[]) ?? [];
      const names: string[] = [];
      for (const spec of specifiers) {
        const name = spec.type === 'ImportSpecifier' ? nameOf(spec.imported) : spec.type === 'ImportDefaultSpecifier' ? 'default' : '*';
        names.push(name);
        parsed.imports.set(nameOf(spec.local), { source, name });
      }
      parsed.takes.push({ source, names: names.length ? names : ['*'] });
    } else if (node.type === 'ExportNamedDeclaration') {
      const specifiers = (node.specifiers as Node[]) ?? [];
      if (node.source) {
        parsed.takes.push({ source, names: specifiers.map((spec) => nameOf(spec.local)) });
        for (const spec of specifiers) parsed.exports.set(nameOf(spec.exported), { source, name: nameOf(spec.local) });
      } else {
        for (const spec of specifiers) parsed.exports.set(nameOf(spec.exported), { local: nameOf(spec.local) });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      parsed.takes.push({ source, names: ['*'] });
      if (node.exported) parsed.exports.set(nameOf(node.exported), { source, name: '*' });
      else parsed.stars.push(source);
    }
  }
  return parsed;
}

/** The modules a module uses, memoised per module; see the file's comment. */
export function moduleUses(context: UsesContext) {
  const parsedOf = new Map<string, Parsed | null>();
  const resolved = new Map<string, Promise<string | null>>();
  const uses = new Map<string, Promise<string[] | null>>();

  const parsed = (id: string): Parsed | null => {
    if (!parsedOf.has(id)) {
      const facts = context.facts(id);
      let result: Parsed | null = null;
      if (facts?.code && facts.inputFormat !== 'cjs') {
        try {
          result = read(context.parse(facts.code));
        } catch {
          result = null;
        }
      }
      parsedOf.set(id, result);
    }
    return parsedOf.get(id)!;
  };

  const resolve = (specifier: string, importer: string) => {
    const key = `${importer}\0${specifier}`;
    if (!resolved.has(key)) resolved.set(key, context.resolve(specifier, importer));
    return resolved.get(key)!;
  };

  /** The modules that define `name` as `id` exports it (the module itself when it defines it, or when it cannot tell). */
  async function definers(id: string, name: string, seen = new Set<string>()): Promise<string[]> {
    const key = `${id}\0${name}`;
    if (seen.has(key) || name === '*') return [id];
    seen.add(key);
    const module = parsed(id);
    if (!module) return [id];
    const exported = module.exports.get(name);
    if (exported && 'local' in exported) {
      const imported = module.imports.get(exported.local);
      if (!imported) return [id];
      const from = await resolve(imported.source, id);
      return from ? definers(from, imported.name, seen) : [id];
    }
    if (exported) {
      const from = await resolve(exported.source, id);
      return from ? definers(from, exported.name, seen) : [id];
    }
    // declared here (`export function name`), or nowhere to look further
    if (name === 'default' || !module.stars.length || context.facts(id)?.exports.includes(name)) return [id];
    for (const star of module.stars) {
      const from = await resolve(star, id);
      if (from && (await provides(from, name))) return definers(from, name, seen);
    }
    return [id];
  }

  /** Whether `id` exports `name`, itself or through its `export *` (the bundler lists only the former). */
  async function provides(id: string, name: string, seen = new Set<string>()): Promise<boolean> {
    if (seen.has(id)) return false;
    seen.add(id);
    if (context.facts(id)?.exports.includes(name)) return true;
    const module = parsed(id);
    for (const star of module?.stars ?? []) {
      const from = await resolve(star, id);
      if (from && (await provides(from, name, seen))) return true;
    }
    return false;
  }

  /** The modules `id` uses, or null when the bundler does not know it. */
  function usesOf(id: string): Promise<string[] | null> {
    if (!uses.has(id)) {
      uses.set(
        id,
        (async () => {
          const facts = context.facts(id);
          if (!facts) return null;
          const module = parsed(id);
          if (!module) return [...facts.importedIds];
          const found = new Set<string>();
          // barrels passed through: every name taken from them is defined elsewhere
          const passed = new Set<string>();
          for (const take of module.takes) {
            const from = await resolve(take.source, id);
            if (!from) continue;
            const definedBy = new Set((await Promise.all(take.names.map((name) => definers(from, name)))).flat());
            for (const definer of definedBy) found.add(definer);
            if (!definedBy.has(from)) passed.add(from);
          }
          // what the parse did not see (a require, an import the transform added) still counts
          for (const imported of facts.importedIds) if (!found.has(imported) && !passed.has(imported)) found.add(imported);
          return [...found];
        })(),
      );
    }
    return uses.get(id)!;
  }

  return { of: usesOf };
}
