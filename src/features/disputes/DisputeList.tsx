import { useEffect, useId, useMemo } from 'react';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'ra-core';
import type { DisputeQueueRow } from '../../contract';
import { DEFAULT_PAGE_SIZE, POLLING_INTERVAL_MS } from '../../contract/constants';
import { disputeReasonText } from '../../domain/disputeStory';
import { paymentMethodName } from '../../domain/paymentMethodNames';
import { formatSats } from '../../domain/format';
import { useFormats } from '../../ui/formats';
import { AccessGuard } from '../../ui/AccessGuard';
import type { Column } from '../../ui/list/column';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListTable } from '../../ui/list/ListTable';
import { AgeBadge, ageOf, DisputeStateCell, QueueContractLink, queueCellsSx, UnreadCell } from './DisputeCells';
import { isNarrowed } from './data';
import { DEFAULT_DISPUTE_FILTER } from './disputeFilters';
import { QueueFilters } from './QueueFilters';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { disputeCsvColumns } from './disputeCsv';
import { QueueShortcuts } from './QueueShortcuts';
import { QUEUE_LIST, usePrefetchedFirstPage, useQueueView } from './usePrefetchedFirstPage';
// straight from their files: the queue's chunk takes no part of the case's (the hand-over form)
import { OwnerCell, QueuePresence } from '../cases/QueuePresence';
import { OwnerFilter } from '../cases/OwnerFilter';
import { ApprovalCell, ApprovalFilter, QueueApprovals } from '../fourEyes/QueueParts';
import type { QueueRowOwner } from '../../contract/cases';
import { PartGate, PartMissingLine } from '../parts/PartGate';
import { usePartPick, usePartShown } from '../parts/usePart';
import { QueueWaits, WaitCell } from '../clocks/QueueWaits';
import { usesClocks, withoutClocks } from './clocksView';

/** The queue's orders: oldest first (default), unread first, amount (largest first, a second click smallest first), and the longest wait on staff (the case clocks). */
const SORTS = [
  { field: 'disputeDate', order: 'ASC', label: 'disputes.queue.sort.age' },
  { field: 'unreadMessages', order: 'DESC', label: 'disputes.queue.sort.unread' },
  { field: 'amount', order: 'DESC', label: 'disputes.queue.sort.amount' },
  { field: 'waitOnUs', order: 'DESC', label: 'clocks.queue.sort' },
] as const;

const PAGE_SIZES = [10, 25, 50, 100];

/** "Dispute queue (12)": the total once known. */
function QueueHeading({ id }: { id: string }) {
  const translate = useTranslate();
  const { total } = useListContext();
  return (
    <Typography id={id} variant="h5" component="h2" sx={{ my: 1 }}>
      {total === undefined ? translate('disputes.queue.heading') : translate('disputes.queue.headingCount', { 0: total })}
    </Typography>
  );
}

/** The sort as named buttons (the sortable column headers do the same); kept in the URL by ra-core's list. */
function SortButtons() {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const clocks = usePartShown('clocks');
  const sorts = clocks ? SORTS : SORTS.filter((s) => s.field !== 'waitOnUs');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={sort.field}
      aria-label={translate('disputes.queue.sort.label')}
      onChange={(_event, field: string | null) => {
        // a click on the chosen button gives no field: on Amount it turns the order round
        if (field === null && sort.field === 'amount') return setSort({ field: 'amount', order: sort.order === 'DESC' ? 'ASC' : 'DESC' });
        const chosen = sorts.find((s) => s.field === field);
        if (chosen) setSort({ field: chosen.field, order: chosen.order });
      }}
    >
      {sorts.map((s) => {
        const amount = s.field === 'amount';
        const ascending = amount && sort.field === 'amount' && sort.order === 'ASC';
        return (
          <ToggleButton key={s.field} value={s.field} title={amount ? translate(ascending ? 'disputes.queue.sort.amountAsc' : 'disputes.queue.sort.amountDesc') : undefined}>
            {translate(s.label)}
            {amount && sort.field === 'amount' && <span aria-hidden="true">&nbsp;{ascending ? '↑' : '↓'}</span>}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

/** The table, with the empty text that fits: nothing matches the filters, or no open disputes at all. */
function QueueTable({ labelledBy }: { labelledBy: string }) {
  const translate = useTranslate();
  const formats = useFormats();
  const { filterValues, setFilters, sort, setSort, total, isPending, data } = useListContext();
  const narrowed = isNarrowed(filterValues ?? {});
  // the ages count in minutes: the columns are made anew when the rows or the minute change (the
  // list renders at least every 15 s, with its refresh), and stay the same object between, so the
  // table is not drawn again by renders of the list that change nothing it shows (ListTable's Rows)
  const minute = Math.floor(Date.now() / 60_000);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the minute, not its value, makes it anew
  const now = useMemo(() => Date.now(), [data, minute]);
  // a server without case owners has no owner to show (the filter's place says so)
  const owners = usePartShown('ownership');
  // a server without the case clocks: no "waiting on us" column, sort or filter
  const clocks = usePartShown('clocks');
  // an old link's owner filter means nothing there: dropped, not sent to a server that lacks it
  useEffect(() => {
    if (owners || !filterValues?.owner) return;
    const { owner: _owner, ...rest } = filterValues;
    setFilters(rest, {});
  }, [owners, filterValues, setFilters]);
  // the same for the clocks' filter and sort (the list holds its request until this is done: DisputeList)
  useEffect(() => {
    const next = clocks ? null : withoutClocks(filterValues ?? {}, sort);
    if (next?.filter) setFilters(next.filter, {});
    if (next?.sort) setSort(next.sort);
  }, [clocks, filterValues, sort, setFilters, setSort]);
  const columns = useMemo(
    (): Column<DisputeQueueRow & QueueRowOwner>[] => [
      { source: 'id', wrap: 'nowrap', render: (d) => <QueueContractLink id={d.id} /> },
      { source: 'amount', sort: 'DESC', align: 'right', wrap: 'nowrap', render: (d) => formatSats(d.amount) },
      // the key columns (contract, age, unread, the wait on staff, state, owner) always show; these
      // give way first on a laptop
      { source: 'price', align: 'right', wrap: 'nowrap', priority: 3, render: (d) => formats.fiat(d.price, d.currency) },
      { source: 'paymentMethod', priority: 3, render: (d) => paymentMethodName(translate, d.paymentMethod) },
      { source: 'reason', render: (d) => disputeReasonText(translate, d.reason, d.initiator) },
      { source: 'initiator', priority: 2, render: (d) => translate(`disputes.side.${d.initiator}`) },
      { source: 'disputeDate', sort: 'ASC', render: (d) => <AgeBadge {...ageOf(d.disputeDate, now, formats.age)} /> },
      { source: 'unreadMessages', sort: 'DESC', align: 'right', render: (d) => <UnreadCell count={d.unreadMessages} /> },
      ...(clocks ? [{ source: 'waitOnUs', sort: 'DESC' as const, wrap: 'nowrap' as const, render: (d: DisputeQueueRow) => <WaitCell id={d.id} /> }] : []),
      // a resolution awaiting a second approval says so beside the state
      {
        source: 'state',
        render: (d) => (
          <span className="state">
            <DisputeStateCell row={d} />
            <ApprovalCell contractId={d.id} />
          </span>
        ),
      },
      ...(owners ? [{ source: 'owner', render: (d: DisputeQueueRow & QueueRowOwner) => <OwnerCell row={d} /> }] : []),
    ],
    [translate, now, formats, owners, clocks],
  );
  const csvColumns = useMemo(() => disputeCsvColumns(translate).filter((c) => owners || c.source !== 'owner'), [translate, owners]);
  return (
    <Box sx={queueCellsSx}>
      <ListCsvDownload columns={csvColumns} screen="dispute-queue" />
      <ListTable columns={columns} empty={narrowed ? 'disputes.queue.noMatch' : 'disputes.queue.empty'} skeletonRows={DEFAULT_PAGE_SIZE} labelledBy={labelledBy} />
      {!isPending && total === 0 && narrowed && (
        <Button sx={{ mt: 1 }} onClick={() => setFilters({ ...DEFAULT_DISPUTE_FILTER }, {})}>
          {translate('disputes.queue.clearFilters')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The dispute queue (home of admins and mediators, / and /home): server paging, sorting
 * and filters, all in the URL (react-admin syncs ?filter=&sort=&order=&page=&perPage=). Open
 * disputes, oldest first, by default. Refreshed every 15 s (§9) while the page is visible (react-
 * query pauses the interval in a hidden tab) and whenever the socket says the queue is stale
 * (RealtimeProvider invalidates ['disputes']). Its screen title is home's ("Home").
 */
export default function DisputeList() {
  const headingId = useId();
  // the page the entry prefetched, when it has arrived: the list's first render draws its rows
  const firstPage = usePrefetchedFirstPage();
  // a view sorted or filtered by the case clocks asks nothing until the console knows the server has
  // them; without them, QueueTable drops the sort and filter, and the view asks as any other
  const view = useQueueView();
  const holdForClocks = usePartPick('clocks', (clocks) => usesClocks(view) && clocks !== 'available');
  return (
    <AccessGuard resource="disputes">
      {/* disableAuthentication: the access is checked once, by AccessGuard (react-admin's <CanAccess>)
          just above, and the session by the layout. ListBase's own check asked canAccess again under
          another query key (react-admin's useRequireAccess puts `enabled` in it), answered a tick
          later: the queue was drawn, then drawn again whole (about 320 components) when it came. */}
      <ListBase
        {...QUEUE_LIST}
        disableAuthentication
        queryOptions={{ refetchInterval: POLLING_INTERVAL_MS, refetchIntervalInBackground: false, ...firstPage, ...(holdForClocks ? { enabled: false } : {}) }}
      >
        <Box sx={{ py: 1 }}>
          <QueueHeading id={headingId} />
          <QueueFilters />
          <Box sx={{ my: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <SortButtons />
            <PartGate part="ownership">
              <OwnerFilter />
            </PartGate>
            <ApprovalFilter />
            {/* beside the sorts, where "longest wait on us" would be */}
            <Box sx={{ alignSelf: 'center' }}>
              <PartMissingLine part="clocks" />
            </Box>
          </Box>
          <QueuePresence>
            <QueueWaits>
              <QueueApprovals>
                <QueueTable labelledBy={headingId} />
              </QueueApprovals>
            </QueueWaits>
          </QueuePresence>
          <QueueShortcuts tableLabelledBy={headingId} />
          <ListPagination rowsPerPageOptions={PAGE_SIZES} />
        </Box>
      </ListBase>
    </AccessGuard>
  );
}
