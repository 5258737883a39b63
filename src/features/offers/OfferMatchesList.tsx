import { useId } from 'react';
import { ListBase, useListContext, useTranslate } from 'ra-core';
import { DataTable, Pagination } from 'react-admin';
import { Typography } from '@mui/material';
import type { MatchRow } from '../../api/types';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { formatSats } from '../../domain/format';
import { OfferLink, UserLink } from '../../ui/IdLinks';
import { ListTable } from '../../ui/list/ListTable';
import { premiumText, priceText } from './offerText';

type Row = MatchRow & { id: string };

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** "Matches (12)": the total once known. */
function MatchesHeading({ id }: { id: string }) {
  const translate = useTranslate();
  const { total } = useListContext();
  return (
    <Typography id={id} variant="h6" component="h2" gutterBottom>
      {translate('resources.offerMatches.name', { smart_count: 2 })}
      {total !== undefined && ` (${total})`}
    </Typography>
  );
}

/** "Available", or "Unavailable: daily limit exceeded, user banned". */
function Availability({ row }: { row: Row }) {
  const translate = useTranslate();
  if (!row.unavailable) return <>{translate('offer.matches.available')}</>;
  const reasons = row.unavailableReasons.map((reason) => translate(`offer.matches.reason.${reason}`)).join(', ');
  return <>{translate('offer.matches.unavailable', { 0: reasons })}</>;
}

/**
 * An offer's matches (spec §7 /matches), paged on the server: the matching offer, its user,
 * amount, price, premium, payment method, and whether the match is unavailable and why.
 */
export function OfferMatchesList({ offerId }: { offerId: string }) {
  const headingId = useId();
  return (
    <ListBase resource="offerMatches" filter={{ offerId }} perPage={DEFAULT_PAGE_SIZE} disableSyncWithLocation>
      <section aria-labelledby={headingId}>
        <MatchesHeading id={headingId} />
        <ListTable empty="offer.matches.empty" skeletonRows={5} labelledBy={headingId}>
          <DataTable.Col<Row> source="offerId" disableSort cellSx={() => NO_WRAP} render={(r) => <OfferLink offerId={r.offerId} />} />
          <DataTable.Col<Row> source="userId" disableSort cellSx={() => NO_WRAP} render={(r) => <UserLink userId={r.userId} />} />
          <DataTable.Col<Row> source="amount" disableSort align="right" cellSx={() => NO_WRAP} render={(r) => formatSats(r.amount)} />
          <DataTable.Col<Row> source="price" disableSort align="right" cellSx={() => NO_WRAP} render={(r) => priceText(r.price, r.currency)} />
          <DataTable.Col<Row> source="premium" disableSort align="right" render={(r) => premiumText(r.premium)} />
          <DataTable.Col<Row> source="paymentMethod" disableSort />
          <DataTable.Col<Row> source="unavailable" disableSort render={(r) => <Availability row={r} />} />
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </section>
    </ListBase>
  );
}
