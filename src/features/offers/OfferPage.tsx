import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { offerDisplayId, parseQuery } from '../../domain/lookup';
import { AccessGuard } from '../../ui/AccessGuard';
import { LookupForm } from '../../ui/LookupForm';
import { OfferView } from './OfferView';

/** "P‑48", "P-48" or "72" → "72"; anything else names no offer. */
const offerIdOf = (text: string): string | undefined => parseQuery(text).offerId;
const offerPath = (offerId: string) => `/offer/${offerId}`;

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
    <AccessGuard resource="offer">
      <Title title={title} />
      <Stack spacing={3} sx={{ py: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
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
      </Stack>
    </AccessGuard>
  );
}
