import { ListBase, useTranslate } from 'ra-core';
import { DataTable, Pagination } from 'react-admin';
import type { MatchRow } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatSats } from '../../domain/format';
import { OfferLink, UserLink } from '../../ui/IdLinks';
import { ListSection, ListTotal } from '../../ui/list/ListSection';
import { premiumText, priceText } from './offerText';

type Row = MatchRow & { id: string };

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

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
  const translate = useTranslate();
  return (
    <ListBase resource="offerMatches" filter={{ offerId }} perPage={DEFAULT_PAGE_SIZE} disableSyncWithLocation>
      <ListSection
        title={
          <>
            {translate('resources.offerMatches.name', { smart_count: 2 })}
            <ListTotal />
          </>
        }
        empty="offer.matches.empty"
        skeletonRows={5}
        footer={<Pagination rowsPerPageOptions={[]} />}
      >
          <DataTable.Col<Row> source="offerId" disableSort cellSx={() => NO_WRAP} render={(r) => <OfferLink id={r.offerId} />} />
          <DataTable.Col<Row> source="userId" disableSort cellSx={() => NO_WRAP} render={(r) => <UserLink id={r.userId} />} />
          <DataTable.Col<Row> source="amount" disableSort align="right" cellSx={() => NO_WRAP} render={(r) => formatSats(r.amount)} />
          <DataTable.Col<Row> source="price" disableSort align="right" cellSx={() => NO_WRAP} render={(r) => priceText(r.price, r.currency)} />
          <DataTable.Col<Row> source="premium" disableSort align="right" render={(r) => premiumText(r.premium)} />
          <DataTable.Col<Row> source="paymentMethod" disableSort />
          <DataTable.Col<Row> source="unavailable" disableSort render={(r) => <Availability row={r} />} />
      </ListSection>
    </ListBase>
  );
}
