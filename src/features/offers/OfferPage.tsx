import { useTranslate } from 'ra-core';
import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { offerDisplayId } from '../../domain/offers';
import { parseQuery } from '../../domain/search';
import { recordPath } from '../../domain/recordPaths';
import { LookupForm } from '../../ui/LookupForm';
import { Page } from '../../ui/Page';
import { OfferView } from './OfferView';

/** "P‑48", "P-48" or "72" → "72"; anything else names no offer. */
const offerIdOf = (text: string): string | undefined => parseQuery(text).offerId;
const offerPath = (offerId: string) => recordPath('offers', offerId);

/**
 * The offer screen (spec §2): /offer asks for an offer id (P‑HEX as the platform shows it, or the
 * number); /offer/:offerId shows the offer's details and matches, with the field to open another.
 */
export default function OfferPage() {
  const translate = useTranslate();
  const { offerId: raw } = useParams();
  const offerId = raw ? offerIdOf(raw) : undefined;
  const title = offerId ? translate('offer.titleOf', { 0: offerDisplayId(offerId) }) : translate('offer.title');
  return (
    <Page access="offers" title={title}>
      <LookupForm
        label="offer.lookup.label"
        submitLabel="offer.lookup.submit"
        invalid="offer.lookup.invalid"
        parse={offerIdOf}
        to={offerPath}
        initial={offerId ? offerDisplayId(offerId) : ''}
      />
      {!raw && <Typography>{translate('offer.choose')}</Typography>}
      {raw && !offerId && <Typography role="status">{translate('offer.notFound', { 0: raw })}</Typography>}
      {offerId && <OfferView key={offerId} offerId={offerId} />}
    </Page>
  );
}
