import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'ra-core';
import type { DisputeHistoryRow } from '../../contract';
import { disputeReasonWithRaiser } from '../../domain/disputeStory';
import { formatDate } from '../../domain/format';
import type { Column } from '../../ui/list/column';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListTable } from '../../ui/list/ListTable';
import { ContractLink } from '../../ui/IdLinks';
import { SectionCard } from '../../ui/SectionCard';
import { useUserSection } from './useUserSection';

const PER_PAGE = 10;
const NO_PAGE_SIZES: number[] = [];

type Row = DisputeHistoryRow & { id: string };

/**
 * GET /v1/pwt/user/{id}/disputeHistory: the user's disputes (at most 100, newest first), each
 * linking to its contract. The API answers the whole list, so it pages in the browser.
 */
export function DisputeHistoryCard({ userId }: { userId: string }) {
  const translate = useTranslate();
  const { data, isPending, error } = useUserSection('getUserDisputeHistory', userId);
  const list = useList<Row>({
    data: data?.map((row) => ({ ...row, id: row.contractId })),
    isPending,
    error,
    perPage: PER_PAGE,
  });
  const columns: Column<Row>[] = [
    { source: 'contractId', render: (r) => <ContractLink id={r.contractId} /> },
    { source: 'disputeDate', wrap: 'nowrap', render: (r) => formatDate(r.disputeDate) },
    { source: 'reason', render: (r) => disputeReasonWithRaiser(translate, r.reason, r.initiator) },
    { source: 'side', render: (r) => translate(`user.side.${r.side}`) },
    { source: 'state', render: (r) => translate(`user.disputeState.${r.state}`) },
    { source: 'outcome', render: (r) => (r.outcome ? translate(`user.outcome.${r.outcome}`) : '') },
    { source: 'resolvedDate', wrap: 'nowrap', render: (r) => (r.resolvedDate ? formatDate(r.resolvedDate) : '') },
  ];
  return (
    <SectionCard title={translate('resources.disputeHistory.name')}>
      {(headingId) => (
        <ResourceContextProvider value="disputeHistory">
          <ListContextProvider value={{ ...list, resource: 'disputeHistory' }}>
            <ListTable columns={columns} empty="user.empty.disputes" skeletonRows={3} labelledBy={headingId} />
            {(data?.length ?? 0) > PER_PAGE && <ListPagination rowsPerPageOptions={NO_PAGE_SIZES} />}
          </ListContextProvider>
        </ResourceContextProvider>
      )}
    </SectionCard>
  );
}
