import { InfiniteListBase, useTranslate } from 'ra-core';
import { Paper, Typography } from '@mui/material';
import type { Payout } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatDate, formatSats } from '../../domain/format';
import type { Column } from '../../ui/list/column';
import { ListSection, ListTotal } from '../../ui/list/ListSection';
import { SectionCard } from '../../ui/SectionCard';
import { ShowMoreButton } from '../../ui/list/ShowMoreButton';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { payoutCsvColumns } from './eventsCsv';

const columns: Column<Payout>[] = [
  { source: 'id', wrap: 'break' },
  { source: 'eventId', wrap: 'break' },
  { source: 'date', wrap: 'nowrap', render: (p) => (p.date ? formatDate(p.date) : '') },
  { source: 'amountSats', align: 'right', wrap: 'nowrap', render: (p) => formatSats(p.amountSats) },
  { source: 'address', wrap: 'break' },
  { source: 'txid', wrap: 'break' },
];

/**
 * The payouts of the selected event (spec §2), newest first, a page at a time: "Show more"
 * fetches the next page only (InfiniteListBase → useInfiniteGetList). With no event selected it
 * says so and asks the server nothing.
 */
export function PayoutList({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const title = translate('resources.payouts.name', { smart_count: 2 });

  if (!eventId) {
    return (
      <SectionCard plain title={title}>
        <Paper sx={{ p: 2 }}>
          <Typography role="status">{translate('payouts.chooseEvent')}</Typography>
        </Paper>
      </SectionCard>
    );
  }

  return (
    <InfiniteListBase
      resource="payouts"
      filter={{ eventId }}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'date', order: 'DESC' }}
      disableSyncWithLocation
    >
      <ListSection
        toolbar={<ListCsvDownload columns={payoutCsvColumns} screen="payouts" />}
        title={
          <>
            {title}
            <ListTotal />
          </>
        }
        columns={columns}
        empty="payouts.empty"
        skeletonRows={3}
        footer={<ShowMoreButton label="payouts.showMore" />}
      />
    </InfiniteListBase>
  );
}
