import { useRecordContext, useShowContext, useTranslate } from 'ra-core';
import { Typography } from '@mui/material';
import type { OfferDetails } from '../../contract';
import { apiErrorOf } from '../../data/unwrap';
import { offerDisplayId } from '../../domain/offers';
import { RecordShow } from '../../ui/RecordShow';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { OfferDetailsCard } from './OfferDetailsCard';
import { OfferMatchesList } from './OfferMatchesList';

const isUnknown = (error: unknown) => apiErrorOf(error).error === 'NOT_FOUND';

/**
 * One offer (the `offers` record, getOne): its details, then its matches. An offer the platform
 * does not know says so in the page (a typed id is not a failure); any other failure shows the
 * ERROR banner.
 */
export function OfferView({ offerId }: { offerId: string }) {
  const notifyFailure = useNotifyFailure();
  return (
    <RecordShow resource="offers" id={offerId} error={<OfferError offerId={offerId} />} onError={(error) => isUnknown(error) || notifyFailure(error)}>
      <OfferDetailsCard />
      <Matches />
    </RecordShow>
  );
}

function OfferError({ offerId }: { offerId: string }) {
  const translate = useTranslate();
  const { error } = useShowContext();
  if (isUnknown(error)) return <Typography role="status">{translate('offer.notFound', { 0: offerDisplayId(offerId) })}</Typography>;
  return <Typography role="alert">{translate('error.general')}</Typography>;
}

/** The matches, once the offer is there. */
function Matches() {
  const offer = useRecordContext<OfferDetails>();
  return offer ? <OfferMatchesList offerId={offer.id} /> : null;
}
