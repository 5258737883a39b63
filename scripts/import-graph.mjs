#!/usr/bin/env node
// The relative-import graph of the console (src/) and the sandbox (sandbox/), and the circles in it.
// Plain node with no dependency, so it runs before `npm ci` and in any checkout.
//
// What counts as an edge: every relative specifier in `import … from`, `import type … from`,
// `export … from`, a bare `import '…'` and a dynamic `import('…')`. Type-only imports count: they
// vanish at run time, but a circle of types still ties two modules together for every reader and
// every refactoring, and it turns into a run-time circle the day one of them imports a value.
// Dynamic imports count for the same reason. Imports of packages (no leading dot) are not followed.
//
// It also holds the contract's boundary: the sandbox imports nothing of the console but src/contract/,
// and src/contract/ imports nothing of the console outside itself (boundaryViolations).
//
//   node scripts/import-graph.mjs            the circles and boundary violations in src/ and sandbox/ (exit 1 when there are)
//   node scripts/import-graph.mjs src        the circles among the files under src/ only
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SPECIFIER =
  /(?:\bimport\s+(?:type\s+)?[^'"()]*?\bfrom\s*|\bexport\s+(?:type\s+)?[^'"()]*?\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Every source file below `dir` (node_modules and dot folders are left out). */
function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts')) out.push(path);
  }
  return out;
}

/** The relative specifiers a source text imports, with comments blanked so examples in them do not count. */
export function importSpecifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return [...code.matchAll(SPECIFIER)].map((match) => match[2]);
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  // `./x.js` written for a `./x.ts` file resolves to the .ts, as TypeScript's bundler resolution does
  const candidates = [...EXTENSIONS.map((ext) => base + ext), base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** The graph of `folders` (relative to the repository): file (repository-relative, `/`-separated) → the files it imports. */
export function importGraph(folders = ['src', 'sandbox'], root = ROOT) {
  const name = (path) => relative(root, path).split(sep).join('/');
  const inside = (file) => folders.some((folder) => file === folder || file.startsWith(`${folder}/`));
  const graph = new Map();
  for (const folder of folders) {
    for (const path of sourceFiles(join(root, folder))) {
      const targets = new Set();
      for (const specifier of importSpecifiers(readFileSync(path, 'utf8'))) {
        const target = resolveImport(path, specifier);
        if (target && inside(name(target))) targets.add(name(target));
      }
      graph.set(name(path), [...targets].sort());
    }
  }
  return graph;
}

/** The circles: each strongly connected group of two or more files (or a file importing itself), sorted (Tarjan). */
export function importCircles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

const CONTRACT = 'src/contract/';
const under = (file, folder) => file.startsWith(`${folder}/`);

/**
 * The imports that cross the contract's boundary, as "from → to": a sandbox file importing a
 * console file outside src/contract/, and a file of src/contract/ importing anything outside it.
 */
export function boundaryViolations(graph) {
  const violations = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const sandboxIntoConsole = under(from, 'sandbox') && under(to, 'src') && !to.startsWith(CONTRACT);
      const contractOutward = from.startsWith(CONTRACT) && !to.startsWith(CONTRACT);
      if (sandboxIntoConsole || contractOutward) violations.push(`${from} → ${to}`);
    }
  }
  return violations.sort();
}

/** One closed path through a circle's files, for the report: a → b → … → a. */
export function circlePath(graph, group) {
  const members = new Set(group);
  const start = group[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const path = [start];
        for (let at = node; at !== null && at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['src', 'sandbox'];
  const graph = importGraph(folders);
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
  const circles = importCircles(graph);
  const violations = boundaryViolations(graph);
  console.log(`${graph.size} files, ${edges} relative imports in ${folders.join(', ')}: ${circles.length} import circle(s), ${violations.length} import(s) across the contract's boundary`);
  for (const group of circles) {
    console.log(`- ${group.length} files: ${circlePath(graph, group).join(' → ')}`);
    if (group.length > 2) console.log(`  all of: ${group.join(', ')}`);
  }
  for (const violation of violations) console.log(`- across the boundary: ${violation}`);
  process.exitCode = circles.length > 0 || violations.length > 0 ? 1 : 0;
}
