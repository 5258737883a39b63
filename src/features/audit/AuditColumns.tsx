import { useTranslate } from 'ra-core';
import type { AuditEntry } from '../../contract/cases';
import { auditValueText } from '../../domain/audit';
import { formatDate } from '../../domain/format';
import { ContractLink, UserLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';

/** The action in words: `audit.action.user.ban` → "User banned". */
export function ActionText({ entry }: { entry: Pick<AuditEntry, 'action'> }) {
  const translate = useTranslate();
  return <>{translate(`audit.action.${entry.action}`, { _: entry.action })}</>;
}

/** What the entry concerns: contracts and users link to their pages, others name their id. */
export function SubjectCell({ entry }: { entry: Pick<AuditEntry, 'subjectType' | 'subjectId'> }) {
  const translate = useTranslate();
  if (entry.subjectType === 'contract') return <ContractLink id={entry.subjectId} />;
  if (entry.subjectType === 'user') return <UserLink id={entry.subjectId} />;
  return <>{translate(`audit.subject.${entry.subjectType}`, { 0: entry.subjectId })}</>;
}

/**
 * The trail's columns, the same in every list (Admin, case, user page): when, who, what, which
 * record, before and after (as text: values are user content). Labels: resources.<resource>.fields.
 */
export const auditColumns: Column<AuditEntry>[] = [
  { source: 'date', wrap: 'nowrap', render: (e) => formatDate(e.date, 'yyyy-mm-dd', { time: true }) },
  { source: 'staffName' },
  { source: 'action', render: (e) => <ActionText entry={e} /> },
  { source: 'subject', render: (e) => <SubjectCell entry={e} /> },
  { source: 'before', wrap: 'anywhere', render: (e) => auditValueText(e.before) },
  { source: 'after', wrap: 'anywhere', render: (e) => auditValueText(e.after) },
];

/** The before and after cells stay narrow enough for the other columns beside a long value. */
export const auditTableSx = { '& td.column-before, & td.column-after': { maxWidth: 360 } } as const;
