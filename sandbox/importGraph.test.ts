import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boundaryViolations, circlePath, importCircles, importGraph, importSpecifiers } from '../scripts/import-graph.mjs';

/**
 * The import graph of scripts/import-graph.mjs: its rules on small trees, then the repository's own
 * src/ and sandbox/ (no circle, and nothing across the contract's boundary).
 */

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A throw-away tree of files (path → text). */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'import-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import graph', () => {
  it('reads every relative import form, type-only and dynamic included, and no package or commented import', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export type { D } from './d';",
      "import './e';",
      "const f = () => import('./f');",
      "import React from 'react';",
      "// import { g } from './g';",
      "/* import { h } from './h'; */",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a', '../b', './c', './d', './e', './f']);
  });

  it('finds a circle closed by a type-only import, through a folder index', () => {
    const dir = tree({
      'src/a.ts': "import { b } from './b';\nexport const a = b;",
      'src/b.ts': "import type { C } from './c';\nexport const b = 1 as unknown as C;",
      'src/c/index.ts': "import type { a } from '../a';\nexport type C = typeof a;",
      'src/d.ts': "import { a } from './a';\nexport const d = a;",
    });
    const graph = importGraph(['src'], dir);
    expect(importCircles(graph)).toEqual([['src/a.ts', 'src/b.ts', 'src/c/index.ts']]);
    expect(circlePath(graph, ['src/a.ts', 'src/b.ts', 'src/c/index.ts'])).toEqual(['src/a.ts', 'src/b.ts', 'src/c/index.ts', 'src/a.ts']);
  });

  it('finds none in a tree whose imports run one way', () => {
    const dir = tree({
      'src/a.ts': "import { b } from './b';\nexport const a = b;",
      'src/b.ts': "import { c } from './c';\nexport const b = c;",
      'src/c.ts': 'export const c = 1;',
    });
    expect(importCircles(importGraph(['src'], dir))).toEqual([]);
  });

  it('src/ and sandbox/ have no import circle', () => {
    const graph = importGraph(['src', 'sandbox']);
    expect(graph.size).toBeGreaterThan(300);
    expect(importCircles(graph).map((group) => circlePath(graph, group).join(' → '))).toEqual([]);
  });

  it("finds imports across the contract's boundary: the sandbox into the console, the contract out of itself", () => {
    const dir = tree({
      'src/contract/index.ts': "import type { A } from './a';\nexport type B = A;",
      'src/contract/a.ts': "import { format } from '../domain/format';\nexport type A = ReturnType<typeof format>;",
      'src/domain/format.ts': "import type { B } from '../contract';\nexport const format = (b: B) => String(b);",
      // in double quotes, so that a grep of sandbox/ for its imports of src/ does not count this example
      'sandbox/routes/x.ts': 'import type { B } from "../../src/contract";\nimport { format } from "../../src/domain/format";\nexport const x = (b: B) => format(b);',
      'sandbox/rules/y.ts': "import type { B } from '../../src/contract/index';\nexport type Y = B;",
    });
    expect(boundaryViolations(importGraph(['src', 'sandbox'], dir))).toEqual([
      'sandbox/routes/x.ts → src/domain/format.ts',
      'src/contract/a.ts → src/domain/format.ts',
    ]);
  });

  it('src/ and sandbox/ import nothing across the contract: the sandbox only src/contract/, the contract only itself', () => {
    expect(boundaryViolations(importGraph(['src', 'sandbox']))).toEqual([]);
  });
});
