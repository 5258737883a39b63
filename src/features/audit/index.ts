import type { Feature } from '../../feature';
import { data } from './data';

/**
 * The audit trail: the whole list under Admin (admins), a case's on the case (area contracts), a
 * user's on the user page (area lookup); no screen of its own (docs/decisions/cases-audit.md).
 */
export default {
  name: 'audit',
  access: { audit: 'audit', contractAudit: 'contracts', userAudit: 'lookup' },
  data,
  language: { case: ['audit'] },
} satisfies Feature;
