import type { Migration } from './migrate';

/**
 * Migration 75 (docs/decisions/operations.md): the operations view reads a period's resolutions
 * by their date; without an index that is a scan of every dispute.
 */
export const OPERATIONS_MIGRATIONS: Migration[] = [
  {
    id: 75,
    name: 'disputes by resolution date (operations view)',
    statements: ['CREATE INDEX disputes_resolved ON disputes(resolved_date, resolved_by)'],
  },
];
