import { useId, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { OfferDetails } from '../../api/types';
import { formatDate, formatSats } from '../../domain/format';
import { ContractLink, UserLink } from '../../ui/IdLinks';
import { amountText, meansOfPaymentText, premiumText } from './offerText';

const BREAK = { wordBreak: 'break-all' } as const;

/** The fields shown, in order; while loading each keeps its place with a skeleton line. */
const FIELDS = ['type', 'amount', 'premium', 'meansOfPayment', 'status', 'owner', 'creationDate', 'contract', 'escrow', 'funding'] as const;
type Field = (typeof FIELDS)[number];

/** An escrow's funding (the platform's FundingStatus): state, confirmations, transactions and the sats that arrived. */
function Funding({ offer }: { offer: OfferDetails }) {
  const translate = useTranslate();
  const funding = offer.funding;
  if (!funding) return <>{translate('offer.none')}</>;
  const arrived = funding.amounts.reduce((sum, n) => sum + n, 0);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, '& dd': { m: 0 } }}>
      <dt>{translate('offer.fields.status')}</dt>
      <dd data-field="fundingStatus">{translate(`funding.status.${funding.status}`)}</dd>
      {funding.confirmations !== undefined && (
        <>
          <dt>{translate('offer.fields.confirmations')}</dt>
          <dd>{funding.confirmations}</dd>
        </>
      )}
      {funding.txIds.length > 0 && (
        <>
          <dt>{translate('offer.fields.fundingTx')}</dt>
          <Box component="dd" sx={BREAK}>
            {funding.txIds.join(', ')}
          </Box>
          <dt>{translate('offer.fields.funded')}</dt>
          <dd>{formatSats(arrived)}</dd>
        </>
      )}
    </Box>
  );
}

function valueOf(field: Field, offer: OfferDetails, translate: (key: string, args?: object) => string): ReactNode {
  switch (field) {
    case 'type':
      return translate(`offer.type.${offer.type}`);
    case 'amount':
      return amountText(offer);
    case 'premium':
      if (offer.premium !== undefined) return premiumText(offer.premium);
      if (offer.maxPremium !== undefined) return translate('offer.premiumUpTo', { 0: premiumText(offer.maxPremium) });
      return translate('offer.none');
    case 'meansOfPayment':
      return meansOfPaymentText(offer.meansOfPayment, translate('offer.anyMethod'));
    case 'status':
      return translate(`offer.status.${offer.status}`);
    case 'owner':
      return <UserLink userId={offer.userId} />;
    case 'creationDate':
      return formatDate(offer.creationDate, 'yyyy-mm-dd', { time: true });
    case 'contract':
      return offer.contractId ? <ContractLink contractId={offer.contractId} /> : translate('offer.none');
    case 'escrow':
      return offer.escrow ?? translate(offer.type === 'bid' ? 'offer.noEscrow' : 'offer.none');
    case 'funding':
      return <Funding offer={offer} />;
  }
}

/**
 * An offer's details (spec §2 "Offer", §7 /details): type, amount or range, premium, means of
 * payment, the §4 status label, owner (linking to the user), creation date, contract, and the
 * escrow with its FundingStatus. `offer` is undefined while it loads.
 */
export function OfferDetailsCard({ offer }: { offer: OfferDetails | undefined }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate('offer.details')}
        </Typography>
        {!offer && <span role="status" aria-label={translate('app.loading')} />}
        <Box
          component="dl"
          aria-busy={!offer || undefined}
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}
        >
          {FIELDS.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <dt>{translate(`offer.fields.${field}`)}</dt>
              <Box component="dd" data-field={field} sx={field === 'escrow' ? BREAK : undefined}>
                {offer ? valueOf(field, offer, translate) : <Skeleton variant="text" width="40%" />}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
