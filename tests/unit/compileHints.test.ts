import { describe, expect, it } from 'vitest';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { COMPILE_HINT, compileHints, withCompileHint } from '../../vite.compileHints';

type Handler = (options: unknown, bundle: OutputBundle) => void;

/** Runs the plugin's generateBundle over a bundle of one chunk and its source map. */
function hinted(code: string, mappings = 'AAAA;AACA'): { code: string; mappings: string } {
  const chunk = { type: 'chunk', fileName: 'assets/router-x.js', code } as OutputChunk;
  const map = { type: 'asset', fileName: 'assets/router-x.js.map', source: JSON.stringify({ version: 3, mappings }) } as OutputAsset;
  const bundle = { [chunk.fileName]: chunk, [map.fileName]: map } as unknown as OutputBundle;
  const hook = compileHints().generateBundle as { order: string; handler: Handler };
  hook.handler({}, bundle);
  return { code: chunk.code, mappings: (JSON.parse(map.source as string) as { mappings: string }).mappings };
}

describe("Chrome's compile hint atop every built script", () => {
  it('is the first line of each chunk, once, whatever the chunk starts with', () => {
    expect(hinted('import{a}from"./b.js";a()').code).toBe(`${COMPILE_HINT}\nimport{a}from"./b.js";a()`);
    expect(hinted('const __vite__mapDeps=1;').code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(withCompileHint(withCompileHint('x()'))).toBe(`${COMPILE_HINT}\nx()`);
  });

  it("moves the source map's lines down by the one it adds", () => {
    expect(hinted('x()').mappings).toBe(';AAAA;AACA');
    expect(hinted(`${COMPILE_HINT}\nx()`, ';AAAA').mappings).toBe(';AAAA');
  });

  it("runs after Vite's own generateBundle, which writes the preload helper's first line", () => {
    const plugin = compileHints();
    expect(plugin.enforce).toBe('post');
    expect((plugin.generateBundle as { order: string }).order).toBe('post');
  });
});
