import type { Feature } from '../../feature';

/**
 * Graded sanctions (docs/decisions/sanctions.md): no screen of its own, but parts the user page
 * (SanctionsCard), a case's parties (PartySanctions) and the search results (ResultWarnings) show.
 * Every role that opens users and cases reads them; admins and mediators give and lift them (the
 * ban's area). Its data comes with the first call to its resources.
 */
export default {
  name: 'sanctions',
  access: { sanctions: 'ban', activeSanctions: 'lookup' },
  accessByAction: { sanctions: { list: 'lookup' } },
  data: () => import('./data').then((module) => module.data),
  language: { case: ['sanctions'] },
} satisfies Feature;
