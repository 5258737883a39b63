import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHIMS } from '../../vite.shims';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The build gives some modules of react-admin and MUI a smaller module of ours for one import
 * (vite.shims.ts). Each is right only while that import is written so, and names only what the
 * shim has: these checks fail first when an upgrade changes that.
 */
describe('the shimmed imports of the first load', () => {
  it.each(SHIMS.map((shim) => [shim.importer, shim]))('%s still imports what is shimmed', (_, { importer, source, replacement }) => {
    const text = readFileSync(new URL(`../../node_modules/${importer}`, import.meta.url), 'utf8');
    const statement = new RegExp(`import\\s+(\\w+|\\{[^}]*\\})\\s+from\\s+["']${escape(source)}["']`).exec(text);
    expect(statement, `${importer} imports ${source}`).not.toBeNull();
    const shim = readFileSync(new URL(`../../${replacement}`, import.meta.url), 'utf8');
    const names = statement![1].startsWith('{') ? statement![1].slice(1, -1).split(',').map((n) => n.trim()).filter(Boolean) : ['default'];
    for (const named of names) {
      const exported = named === 'default' ? /export default\b|export \{ \w+ as default \}/ : new RegExp(`export (function|const) ${escape(named)}\\b`);
      expect(shim, `${replacement} exports ${named}`).toMatch(exported);
    }
  });
});
