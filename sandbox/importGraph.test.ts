import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { circlePath, importCircles, importGraph, importSpecifiers } from '../scripts/import-graph.mjs';

/** The import graph of scripts/import-graph.mjs: its rules on small trees, then the repository's own src/ and sandbox/. */

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
});
