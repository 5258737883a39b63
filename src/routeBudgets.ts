/**
 * The first-load JS budgets, in kB gzip, of the routes where staff spend the day: read by the
 * route manifest (src/routeManifest.ts) and by the bench (tests/bench/budgets.ts). No imports, so
 * the bench reads them without the console's code. `path` is the manifest's route; `as`, the role
 * whose first screen is measured there.
 */
export const FIRST_LOAD_BUDGETS = [
  { id: 'login', path: '/login', kB: 160 },
  { id: 'queue', path: '/', as: 'mediator', kB: 260 },
  { id: 'contract', path: '/contract/:contractId?', kB: 290 },
  { id: 'analytics', path: '/analytics', kB: 360 },
] as const;

export type FirstLoadBudgetId = (typeof FIRST_LOAD_BUDGETS)[number]['id'];

export const firstLoadBudget = (id: FirstLoadBudgetId): number => FIRST_LOAD_BUDGETS.find((budget) => budget.id === id)!.kB;
