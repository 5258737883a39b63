import type { AuditEntry } from '../../contract/cases';
import { auditValueText } from '../../domain/audit';
import type { CsvColumn } from '../../ui/export/csv';

/**
 * The trail's columns in its CSV, as the table shows them: the time in ISO UTC, the staff member,
 * the action by its id (`user.ban`: one word a spreadsheet can filter on), what it concerns as
 * `kind:id`, and before and after as the table writes them.
 */
export const auditCsvColumns: CsvColumn<AuditEntry>[] = [
  { source: 'date', label: 'audit.column.date', kind: 'date' },
  { source: 'staffName' },
  { source: 'action' },
  { source: 'subject', value: (e) => `${e.subjectType}:${e.subjectId}` },
  { source: 'before', value: (e) => auditValueText(e.before) },
  { source: 'after', value: (e) => auditValueText(e.after) },
];
