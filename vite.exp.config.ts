import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from './vite.config';

const queueOnly = new Set<string>();
function reach(ctx: any, start: string): Set<string> {
  const seen = new Set<string>(); const stack = [start];
  while (stack.length) { const id = stack.pop()!; if (seen.has(id)) continue; seen.add(id); const info = ctx.getModuleInfo(id); if (info) stack.push(...info.importedIds); }
  return seen;
}
const graph: Plugin = {
  name: 'queue-set',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const find = (suffix: string) => ids.find((id) => id.endsWith(suffix))!;
    const q = reach(this, find('/src/features/disputes/DisputeList.tsx'));
    const not = new Set<string>();
    for (const s of (process.env.NOT ?? '/src/App.tsx').split(',')) for (const id of reach(this, find(s))) not.add(id);
    for (const id of q) if (!not.has(id) && !id.endsWith('DisputeList.tsx')) queueOnly.add(id);
    console.error('queue-only modules', queueOnly.size, [...queueOnly].filter((i) => i.includes('/src/')).map((i) => i.replace(/^.*\/src\//, '')).join(' '));
  },
};
export default mergeConfig(base, defineConfig({
  plugins: [graph],
  build: { rolldownOptions: { experimental: { lazyBarrel: true }, output: { codeSplitting: process.env.G === '0' ? undefined : { groups: [{ name: 'queue', test: (id: string) => queueOnly.has(id), includeDependenciesRecursively: false }] } } } as never },
}));
