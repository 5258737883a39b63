import { useEffect } from 'react';
import { useDataProvider, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { apiErrorOf } from '../../data/unwrap';
import { offerDisplayId } from '../../domain/lookup';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { OfferDetailsCard } from './OfferDetailsCard';
import { OfferMatchesList } from './OfferMatchesList';

/**
 * One offer: its details, then its matches. An offer the platform does not know says so in the
 * page (a typed id is not a failure); any other failure shows the ERROR banner.
 */
export function OfferView({ offerId }: { offerId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notifyFailure = useNotifyFailure();
  const details = useQuery({
    queryKey: ['offerMatches', 'getOfferDetails', offerId],
    queryFn: ({ signal }) => dataProvider.getOfferDetails(offerId, signal),
  });
  const missing = details.isError && apiErrorOf(details.error).error === 'NOT_FOUND';

  useEffect(() => {
    if (details.isError && !missing) notifyFailure(details.error);
  }, [details.isError, details.error, missing, notifyFailure]);

  if (missing) return <Typography role="status">{translate('offer.notFound', { 0: offerDisplayId(offerId) })}</Typography>;
  if (details.isError) return <Typography role="alert">{translate('error.general')}</Typography>;
  return (
    <>
      <OfferDetailsCard offer={details.data} />
      {details.data && <OfferMatchesList offerId={offerId} />}
    </>
  );
}
