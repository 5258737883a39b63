/**
 * The chunks the build draws by route (build/chunkGroups.ts), in order: a module, the packages'
 * included, goes to the first group whose roots reach it through what they use (a name taken from
 * a barrel counts as the module that defines it). What no group takes is split by the bundler as
 * before: the other pages, dialogs and parts loaded on demand. No imports, so vite.config.ts reads
 * it without the console's code.
 *
 * Why: left to the bundler, the lazy boundaries (pages, data parts, languages, on-demand parts)
 * cut the first screens into dozens of files, and over HTTP/1.1's six connections each round of
 * requests costs a round trip on a phone. The groups of what pages share come before the pages, so
 * that no page loads another page's own code.
 */
export interface RouteChunk {
  name: string;
  /** project-relative modules whose uses are followed */
  roots: readonly string[];
  /** only what at least this many of the roots reach (what several loads share); 1 unless given */
  minRoots?: number;
  /** every load runs it: the page's HTML asks for it beside the entry (modulepreload), not once the entry has run */
  preload?: boolean;
}

export const ROUTE_CHUNKS: readonly RouteChunk[] = [
  // what the entry runs before anything renders: the first requests (src/data/prefetch.ts)
  { name: 'start', roots: ['src/main.tsx'] },
  // React, the router, MUI's core and the login form; the console needs them too. The login
  // page's root (LoginRoot) stays a chunk of its own: its failure to load shows the router's
  // ChunkLoadError with a reload, not a blank page
  { name: 'base', roots: ['src/router.tsx', 'src/features/auth/LoginPage.tsx'], preload: true },
  // what a German catalogue shares with the console (react-admin's English beneath it, shared
  // words): in the console's chunk, a German /login would download the console
  { name: 'words', roots: ['i18n/de.ts', 'src/App.tsx'], minRoots: 2 },
  // ra-core, the layout, the providers and every feature's declaration
  { name: 'console', roots: ['src/App.tsx'] },
  // the pages a cold load opens (the manifest's `opening` routes): first what they share, all three,
  // then each two, so that no page loads another's own code
  { name: 'pages', roots: ['src/features/disputes/DisputeList.tsx', 'src/features/contracts/ContractPage.tsx', 'src/features/analytics/AnalyticsPage.tsx'], minRoots: 3 },
  { name: 'queue-case', roots: ['src/features/disputes/DisputeList.tsx', 'src/features/contracts/ContractPage.tsx'], minRoots: 2 },
  { name: 'case-analytics', roots: ['src/features/contracts/ContractPage.tsx', 'src/features/analytics/AnalyticsPage.tsx'], minRoots: 2 },
  { name: 'queue-analytics', roots: ['src/features/disputes/DisputeList.tsx', 'src/features/analytics/AnalyticsPage.tsx'], minRoots: 2 },
  // MUI's modal family: the phone's menu (a drawer), and the dialogs and menus of the pages
  { name: 'modal', roots: ['src/layout/PhoneDrawer.tsx'] },
  { name: 'queue', roots: ['src/features/disputes/DisputeList.tsx'] },
  { name: 'case', roots: ['src/features/contracts/ContractPage.tsx'] },
  // its API calls, which the console loads on first use, arrive with the page
  { name: 'analytics', roots: ['src/features/analytics/AnalyticsPage.tsx', 'src/features/analytics/api.ts'] },
];
