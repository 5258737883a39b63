import { useId } from 'react';
import { InfiniteListBase, useListContext, useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import { Paper, Typography } from '@mui/material';
import type { Payout } from '../../api/types';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { formatDate, formatSats } from '../../domain/format';
import { ListTable } from '../../ui/list/ListTable';
import { ShowMoreButton } from '../../ui/list/ShowMoreButton';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { payoutCsvColumns } from './eventsCsv';

const BREAK = { wordBreak: 'break-all' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** "Payouts (12)": the total once known. */
function PayoutsHeading({ id }: { id: string }) {
  const translate = useTranslate();
  const { total } = useListContext();
  return (
    <Typography id={id} variant="h6" component="h2" gutterBottom>
      {translate('resources.payouts.name', { smart_count: 2 })}
      {total !== undefined && ` (${total})`}
    </Typography>
  );
}

/**
 * The payouts of the selected event (spec §2), newest first, a page at a time: "Show more"
 * fetches the next page only (InfiniteListBase → useInfiniteGetList). With no event selected it
 * says so and asks the server nothing.
 */
export function PayoutList({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const headingId = useId();

  if (!eventId) {
    return (
      <section aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate('resources.payouts.name', { smart_count: 2 })}
        </Typography>
        <Paper sx={{ p: 2 }}>
          <Typography role="status">{translate('payouts.chooseEvent')}</Typography>
        </Paper>
      </section>
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
      <section aria-labelledby={headingId}>
        <PayoutsHeading id={headingId} />
        <ListCsvDownload columns={payoutCsvColumns} screen="payouts" />
        <ListTable empty="payouts.empty" skeletonRows={3} labelledBy={headingId}>
          <DataTable.Col<Payout> source="id" disableSort cellSx={() => BREAK} />
          <DataTable.Col<Payout> source="eventId" disableSort cellSx={() => BREAK} />
          <DataTable.Col<Payout> source="date" disableSort cellSx={() => NO_WRAP} render={(p) => (p.date ? formatDate(p.date) : '')} />
          <DataTable.Col<Payout> source="amountSats" disableSort align="right" cellSx={() => NO_WRAP} render={(p) => formatSats(p.amountSats)} />
          <DataTable.Col<Payout> source="address" disableSort cellSx={() => BREAK} />
          <DataTable.Col<Payout> source="txid" disableSort cellSx={() => BREAK} />
        </ListTable>
        <ShowMoreButton label="payouts.showMore" />
      </section>
    </InfiniteListBase>
  );
}
