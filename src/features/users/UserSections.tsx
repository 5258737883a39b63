import { useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import type { BonusPointsHistoryRow, LinkedAccountRow, LoginHistoryRow } from '../../contract';
import { formatDate } from '../../domain/format';
import { ContractLink, UserLink } from '../../ui/IdLinks';
import { PagedSection } from './PagedSection';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const BREAK = { wordBreak: 'break-all' } as const;

/** GET /v1/pwt/user/{id}/bonusPointsHistory: each change with the balance after it, newest first. */
export function BonusPointsSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  return (
    <PagedSection resource="bonusPointsHistory" userId={userId} empty="user.empty.bonusPoints">
      <DataTable.Col<BonusPointsHistoryRow> source="date" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.date, undefined, { time: true })} />
      <DataTable.Col<BonusPointsHistoryRow> source="points" disableSort align="right" render={(r) => (r.points > 0 ? `+${r.points}` : String(r.points))} />
      <DataTable.Col<BonusPointsHistoryRow> source="balance" disableSort align="right" />
      <DataTable.Col<BonusPointsHistoryRow> source="reason" disableSort render={(r) => translate(`user.bonusReason.${r.reason}`)} />
      <DataTable.Col<BonusPointsHistoryRow>
        source="contractId"
        disableSort
        render={(r) => (r.contractId ? <ContractLink id={r.contractId} /> : r.referredUserId ? <UserLink id={r.referredUserId} /> : '')}
      />
    </PagedSection>
  );
}

/** GET /v1/pwt/user/{id}/loginHistory (ours): when, from where and on which app. */
export function LoginHistorySection({ userId }: { userId: string }) {
  const translate = useTranslate();
  return (
    <PagedSection resource="loginHistory" userId={userId} empty="user.empty.logins">
      <DataTable.Col<LoginHistoryRow> source="date" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.date, undefined, { time: true })} />
      <DataTable.Col<LoginHistoryRow> source="ip" disableSort />
      <DataTable.Col<LoginHistoryRow> source="country" disableSort />
      <DataTable.Col<LoginHistoryRow> source="platform" disableSort render={(r) => translate(`user.platform.${r.platform}`)} />
      <DataTable.Col<LoginHistoryRow> source="appVersion" disableSort />
      <DataTable.Col<LoginHistoryRow> source="uniqueId" disableSort cellSx={() => BREAK} />
    </PagedSection>
  );
}

/** GET /v1/pwt/user/{id}/linkedAccounts (ours): the other accounts, why they are linked, their state. */
export function LinkedAccountsSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  return (
    <PagedSection resource="linkedAccounts" userId={userId} empty="user.empty.linked">
      <DataTable.Col<LinkedAccountRow> source="userId" disableSort render={(r) => <UserLink id={r.userId} />} />
      <DataTable.Col<LinkedAccountRow> source="reason" disableSort render={(r) => translate(`user.linkReason.${r.reason}`)} />
      <DataTable.Col<LinkedAccountRow> source="since" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.since)} />
      <DataTable.Col<LinkedAccountRow> source="banned" disableSort render={(r) => translate(r.banned ? 'user.yes' : 'user.no')} />
      <DataTable.Col<LinkedAccountRow> source="trades" disableSort align="right" />
    </PagedSection>
  );
}
