import { useTranslate } from 'ra-core';
import type { BonusPointsHistoryRow, LinkedAccountRow, LoginHistoryRow } from '../../contract';
import { formatDate } from '../../domain/format';
import { ContractLink, UserLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';
import { PagedSection } from './PagedSection';

/** GET /v1/pwt/user/{id}/bonusPointsHistory: each change with the balance after it, newest first. */
export function BonusPointsSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const columns: Column<BonusPointsHistoryRow>[] = [
    { source: 'date', wrap: 'nowrap', render: (r) => formatDate(r.date, undefined, { time: true }) },
    { source: 'points', align: 'right', render: (r) => (r.points > 0 ? `+${r.points}` : String(r.points)) },
    { source: 'balance', align: 'right' },
    { source: 'reason', render: (r) => translate(`user.bonusReason.${r.reason}`) },
    { source: 'contractId', render: (r) => (r.contractId ? <ContractLink id={r.contractId} /> : r.referredUserId ? <UserLink id={r.referredUserId} /> : '') },
  ];
  return <PagedSection resource="bonusPointsHistory" userId={userId} empty="user.empty.bonusPoints" columns={columns} />;
}

/** GET /v1/pwt/user/{id}/loginHistory (ours): when, from where and on which app. */
export function LoginHistorySection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const columns: Column<LoginHistoryRow>[] = [
    { source: 'date', wrap: 'nowrap', render: (r) => formatDate(r.date, undefined, { time: true }) },
    { source: 'ip' },
    { source: 'country' },
    { source: 'platform', render: (r) => translate(`user.platform.${r.platform}`) },
    { source: 'appVersion' },
    { source: 'uniqueId', wrap: 'break' },
  ];
  return <PagedSection resource="loginHistory" userId={userId} empty="user.empty.logins" columns={columns} />;
}

/** GET /v1/pwt/user/{id}/linkedAccounts (ours): the other accounts, why they are linked, their state. */
export function LinkedAccountsSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const columns: Column<LinkedAccountRow & { id: string }>[] = [
    { source: 'userId', render: (r) => <UserLink id={r.userId} /> },
    { source: 'reason', render: (r) => translate(`user.linkReason.${r.reason}`) },
    { source: 'since', wrap: 'nowrap', render: (r) => formatDate(r.since) },
    { source: 'banned', render: (r) => translate(r.banned ? 'user.yes' : 'user.no') },
    { source: 'trades', align: 'right' },
  ];
  return <PagedSection resource="linkedAccounts" userId={userId} empty="user.empty.linked" columns={columns} />;
}
