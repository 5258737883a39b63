import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'ra-core';
import { DataTable, Pagination } from 'react-admin';
import type { DisputeHistoryRow } from '../../contract';
import { formatDate } from '../../domain/format';
import { ListTable } from '../../ui/list/ListTable';
import { ContractLink } from '../../ui/IdLinks';
import { SectionCard } from '../../ui/SectionCard';
import { useUserSection } from './useUserSection';

const PER_PAGE = 10;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * GET /v1/pwt/user/{id}/disputeHistory: the user's disputes (at most 100, newest first), each
 * linking to its contract. The API answers the whole list, so it pages in the browser.
 */
export function DisputeHistoryCard({ userId }: { userId: string }) {
  const translate = useTranslate();
  const { data, isPending, error } = useUserSection('getUserDisputeHistory', userId);
  const list = useList<DisputeHistoryRow & { id: string }>({
    data: data?.map((row) => ({ ...row, id: row.contractId })),
    isPending,
    error,
    perPage: PER_PAGE,
  });
  return (
    <SectionCard title={translate('resources.disputeHistory.name')}>
      {(headingId) => (
        <ResourceContextProvider value="disputeHistory">
          <ListContextProvider value={{ ...list, resource: 'disputeHistory' }}>
            <ListTable empty="user.empty.disputes" skeletonRows={3} labelledBy={headingId}>
              <DataTable.Col<DisputeHistoryRow> source="contractId" disableSort render={(r) => <ContractLink id={r.contractId} />} />
              <DataTable.Col<DisputeHistoryRow> source="disputeDate" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.disputeDate)} />
              <DataTable.Col<DisputeHistoryRow> source="reason" disableSort render={(r) => translate(`user.disputeReason.${r.reason}`, { _: r.reason })} />
              <DataTable.Col<DisputeHistoryRow> source="side" disableSort render={(r) => translate(`user.side.${r.side}`)} />
              <DataTable.Col<DisputeHistoryRow> source="state" disableSort render={(r) => translate(`user.disputeState.${r.state}`)} />
              <DataTable.Col<DisputeHistoryRow> source="outcome" disableSort render={(r) => (r.outcome ? translate(`user.outcome.${r.outcome}`) : '')} />
              <DataTable.Col<DisputeHistoryRow> source="resolvedDate" disableSort cellSx={() => NO_WRAP} render={(r) => (r.resolvedDate ? formatDate(r.resolvedDate) : '')} />
            </ListTable>
            {(data?.length ?? 0) > PER_PAGE && <Pagination rowsPerPageOptions={[]} />}
          </ListContextProvider>
        </ResourceContextProvider>
      )}
    </SectionCard>
  );
}
