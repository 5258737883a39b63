import { useGetList, useTranslate } from 'ra-core';
import type { AuditEntry } from '../../contract/cases';
import { auditWords } from './auditWords';
import { formatDate } from '../../domain/format';
import { ContractLink, UserLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';

/** The action in words: `audit.action.user.ban` → "User banned". */
export function ActionText({ entry }: { entry: Pick<AuditEntry, 'action'> }) {
  const translate = useTranslate();
  return <>{translate(`audit.action.${entry.action}`, { _: entry.action })}</>;
}

/** What the entry concerns: contracts and users link to their pages, staff accounts and settings say their name, others name their id. */
export function SubjectCell({ entry }: { entry: Pick<AuditEntry, 'subjectType' | 'subjectId'> }) {
  const translate = useTranslate();
  if (entry.subjectType === 'contract') return <ContractLink id={entry.subjectId} />;
  if (entry.subjectType === 'user') return <UserLink id={entry.subjectId} />;
  if (entry.subjectType === 'account') return <StaffAccount id={entry.subjectId} />;
  // a console-wide setting is named by what it sets (its id: caseClocks, fourEyes)
  if (entry.subjectType === 'setting') return <>{translate(`audit.settingName.${entry.subjectId}`, { _: entry.subjectId })}</>;
  return <>{translate(`audit.subject.${entry.subjectType}`, { 0: entry.subjectId })}</>;
}

/** The staff accounts, read once for every row that names one (the admin's list: who reads the trail of accounts). */
const STAFF_PAGE = { pagination: { page: 1, perPage: 500 }, sort: { field: 'username', order: 'ASC' as const } };

/** "Staff account mediator": by its username, from the accounts list; by its id until (or unless) the list answers. */
function StaffAccount({ id }: { id: string }) {
  const translate = useTranslate();
  const { data } = useGetList('staff', STAFF_PAGE, { staleTime: 60_000 });
  const name = data?.find((account) => String(account.id) === id)?.username;
  return <>{translate('audit.subject.account', { 0: typeof name === 'string' ? name : id })}</>;
}

/** Before or after in words (auditWords). */
function AuditValue({ value }: { value: Record<string, unknown> | null }) {
  const translate = useTranslate();
  return <>{auditWords(value, translate)}</>;
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
  { source: 'before', wrap: 'anywhere', render: (e) => <AuditValue value={e.before} /> },
  { source: 'after', wrap: 'anywhere', render: (e) => <AuditValue value={e.after} /> },
];

/** The before and after cells stay narrow enough for the other columns beside a long value. */
export const auditTableSx = { '& td.column-before, & td.column-after': { maxWidth: 360 } } as const;
