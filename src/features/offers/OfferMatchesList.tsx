import { ListBase, useTranslate } from 'ra-core';
import type { MatchRow } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatSats } from '../../domain/format';
import { paymentMethodName } from '../../domain/paymentMethodNames';
import { OfferLink, UserLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListSection, ListTotal } from '../../ui/list/ListSection';
import { useLanguage } from '../../ui/useLanguage';
import { premiumText, priceText } from './offerText';

type Row = MatchRow & { id: string };

/** A match's payment method by name. */
function PaymentMethodName({ id }: { id: string }) {
  const translate = useTranslate();
  return <>{paymentMethodName(translate, id)}</>;
}

/** "Available", or "Unavailable: daily limit exceeded, user banned". */
function Availability({ row }: { row: Row }) {
  const translate = useTranslate();
  if (!row.unavailable) return <>{translate('offer.matches.available')}</>;
  const reasons = row.unavailableReasons.map((reason) => translate(`offer.matches.reason.${reason}`)).join(', ');
  return <>{translate('offer.matches.unavailable', { 0: reasons })}</>;
}

/** A match's price and premium in the staff member's language (decimal comma in German). */
function Price({ row }: { row: Row }) {
  return <>{priceText(row.price, row.currency, useLanguage().locale)}</>;
}
function Premium({ row }: { row: Row }) {
  return <>{premiumText(row.premium, useLanguage().locale)}</>;
}

const columns: Column<Row>[] = [
  { source: 'offerId', wrap: 'nowrap', render: (r) => <OfferLink id={r.offerId} /> },
  { source: 'userId', wrap: 'nowrap', render: (r) => <UserLink id={r.userId} /> },
  { source: 'amount', align: 'right', wrap: 'nowrap', render: (r) => formatSats(r.amount) },
  { source: 'price', align: 'right', wrap: 'nowrap', render: (r) => <Price row={r} /> },
  { source: 'premium', align: 'right', render: (r) => <Premium row={r} /> },
  { source: 'paymentMethod', render: (r) => <PaymentMethodName id={r.paymentMethod} /> },
  { source: 'unavailable', render: (r) => <Availability row={r} /> },
];

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
        columns={columns}
        empty="offer.matches.empty"
        skeletonRows={5}
        footer={<ListPagination rowsPerPageOptions={[]} />}
      />
    </ListBase>
  );
}
