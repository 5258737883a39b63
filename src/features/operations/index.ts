import type { Feature } from '../../feature';

/**
 * The operations view (route /operations, admins; linked from Admin): per mediator, a period's
 * cases, reply and resolution times and outcomes (docs/decisions/operations.md). An optional part:
 * hidden with one line on a server without GET /v1/pwt/operations.
 */
export default {
  name: 'operations',
  routes: [{ path: '/operations', load: () => import('./OperationsPage') }],
  access: { operations: 'admin' },
  data: () => import('./data').then((module) => module.data),
  language: { rest: ['operations'] },
} satisfies Feature;
