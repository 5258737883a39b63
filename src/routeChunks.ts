/**
 * The chunks the build draws by route (build/chunkGroups.ts), in order: a module of the
 * project's own goes to the first group whose roots reach it by static imports, and the packages
 * it uses come with it unless an earlier group holds them. What no group takes is split by the
 * bundler as before (the other pages, dialogs and parts loaded on demand). No imports, so
 * vite.config.ts reads it without the console's code.
 *
 * Why: left to the bundler, the ~45 lazy boundaries (pages, data parts, languages, on-demand parts)
 * cut the first screens into 30–80 files, and over HTTP/1.1's six connections each round of
 * requests costs a round trip on a phone. The order decides who carries a shared package: the
 * queue before the case, the case before analytics (the case's phone budget is the tighter one).
 */
export interface RouteChunk {
  name: string;
  /** project-relative modules whose static imports are followed */
  roots: readonly string[];
  /** only what these reach too: the modules two loads share */
  alsoFrom?: readonly string[];
  /** packages the walk reaches belong to the group too (roots that import no barrel only) */
  packages?: boolean;
}

export const ROUTE_CHUNKS: readonly RouteChunk[] = [
  // what the entry runs before anything renders: the first requests (src/data/prefetch.ts)
  { name: 'start', roots: ['src/main.tsx'] },
  // React, the router, MUI's core and the login form; the console needs them too. The login
  // page's root (LoginRoot) stays a chunk of its own: its failure to load shows the router's
  // ChunkLoadError with a reload, not a blank page
  { name: 'base', roots: ['src/router.tsx', 'src/features/auth/LoginPage.tsx'] },
  // what a German catalogue shares with the console (react-admin's English beneath it, shared
  // words): in the console's chunk, a German /login would download the console
  { name: 'words', roots: ['i18n/de.ts', 'i18n/de-CH.ts'], alsoFrom: ['src/App.tsx'], packages: true },
  // ra-core, the layout, the providers and every feature's declaration
  { name: 'console', roots: ['src/App.tsx'] },
  // the phone's menu: without a group of its own its drawer came from the case's chunk
  { name: 'phone', roots: ['src/layout/PhoneDrawer.tsx'] },
  // the pages a cold load opens (the manifest's `opening` routes), what the queue and a case share first
  { name: 'pages', roots: ['src/features/disputes/DisputeList.tsx'], alsoFrom: ['src/features/contracts/ContractPage.tsx'] },
  { name: 'queue', roots: ['src/features/disputes/DisputeList.tsx'] },
  { name: 'case', roots: ['src/features/contracts/ContractPage.tsx'] },
  { name: 'analytics', roots: ['src/features/analytics/AnalyticsPage.tsx'] },
];
