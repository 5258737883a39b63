import { useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import type { AuditEntry } from '../../contract/cases';
import { auditValueText } from '../../domain/audit';
import { formatDate } from '../../domain/format';
import { ContractLink, UserLink } from '../../ui/IdLinks';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const BREAK = { overflowWrap: 'anywhere', maxWidth: 360 } as const;

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
export const auditColumns = [
  <DataTable.Col<AuditEntry> key="date" source="date" disableSort cellSx={() => NO_WRAP} render={(e) => formatDate(e.date, 'yyyy-mm-dd', { time: true })} />,
  <DataTable.Col<AuditEntry> key="staffName" source="staffName" disableSort />,
  <DataTable.Col<AuditEntry> key="action" source="action" disableSort render={(e) => <ActionText entry={e} />} />,
  <DataTable.Col<AuditEntry> key="subject" source="subject" disableSort render={(e) => <SubjectCell entry={e} />} />,
  <DataTable.Col<AuditEntry> key="before" source="before" disableSort cellSx={() => BREAK} render={(e) => auditValueText(e.before)} />,
  <DataTable.Col<AuditEntry> key="after" source="after" disableSort cellSx={() => BREAK} render={(e) => auditValueText(e.after)} />,
];
