import { InfiniteListBase, useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import { Paper, Typography } from '@mui/material';
import type { Payout } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatDate, formatSats } from '../../domain/format';
import { ListSection, ListTotal } from '../../ui/list/ListSection';
import { SectionCard } from '../../ui/SectionCard';
import { ShowMoreButton } from '../../ui/list/ShowMoreButton';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { payoutCsvColumns } from './eventsCsv';

const BREAK = { wordBreak: 'break-all' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

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
      <ListSection toolbar={<ListCsvDownload columns={payoutCsvColumns} screen="payouts" />}
        title={
          <>
            {title}
            <ListTotal />
          </>
        }
        empty="payouts.empty"
        skeletonRows={3}
        footer={<ShowMoreButton label="payouts.showMore" />}
      >
          <DataTable.Col<Payout> source="id" disableSort cellSx={() => BREAK} />
          <DataTable.Col<Payout> source="eventId" disableSort cellSx={() => BREAK} />
          <DataTable.Col<Payout> source="date" disableSort cellSx={() => NO_WRAP} render={(p) => (p.date ? formatDate(p.date) : '')} />
          <DataTable.Col<Payout> source="amountSats" disableSort align="right" cellSx={() => NO_WRAP} render={(p) => formatSats(p.amountSats)} />
          <DataTable.Col<Payout> source="address" disableSort cellSx={() => BREAK} />
          <DataTable.Col<Payout> source="txid" disableSort cellSx={() => BREAK} />
      </ListSection>
    </InfiniteListBase>
  );
}
