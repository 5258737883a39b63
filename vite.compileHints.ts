import type { Plugin } from 'vite';

/**
 * Chrome's explicit compile hint at the top of every built script: `//# allFunctionsCalledOnLoad`
 * (Chrome 136 and later; other browsers read a comment). V8 then compiles the whole file on a
 * background thread while it downloads, instead of compiling each function on the main thread the
 * first time it is called — which is when the console's first screen is being drawn: react-dom,
 * MUI, react-admin and our pages run most of their functions for the first time there.
 *
 * Every chunk, because the console is split by route: a chunk is fetched when its page is about to
 * run (or when a pointer is on its way to it, the case's dialogs), so most of what it holds runs
 * soon after. Measured in docs/decisions/performance.md (the queue's cold paint at 4× CPU, paired
 * run: 0.84; at 1× on this busy 2-core machine, level).
 *
 * In generateBundle, after minification (which would drop the comment): the hint must be the very
 * first line of the file. A source map, when one is written, gets one empty line in front too.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

export function compileHints(): Plugin {
  return {
    name: 'peach-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // after Vite's own (its preload helper's list of dependencies goes on the first line too)
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
          file.code = withCompileHint(file.code);
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          } else if (file.map) file.map.mappings = `;${file.map.mappings}`;
        }
      },
    },
  };
}
