import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'ra-core';
import { Box, Skeleton } from '@mui/material';
import type { OfferDetails } from '../../contract';
import { formatDate, formatSats } from '../../domain/format';
import { Facts } from '../../ui/Facts';
import { useLanguage } from '../../ui/useLanguage';
import { ContractLink, UserLink } from '../../ui/IdLinks';
import { amountText, meansOfPaymentText, premiumText } from './offerText';
import { SectionCard } from '../../ui/SectionCard';

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
    <Facts
      items={[
        ['offer.fields.status', translate(`funding.status.${funding.status}`), 'fundingStatus'],
        ...(funding.confirmations !== undefined ? [['offer.fields.confirmations', funding.confirmations] as const] : []),
        ...(funding.txIds.length > 0
          ? ([
              ['offer.fields.fundingTx', funding.txIds.join(', ')],
              ['offer.fields.funded', formatSats(arrived)],
            ] as const)
          : []),
      ]}
    />
  );
}

function valueOf(field: Field, offer: OfferDetails, translate: (key: string, args?: object) => string, locale: string): ReactNode {
  switch (field) {
    case 'type':
      return translate(`offer.type.${offer.type}`);
    case 'amount':
      return amountText(offer);
    case 'premium':
      if (offer.premium !== undefined) return premiumText(offer.premium, locale);
      if (offer.maxPremium !== undefined) return translate('offer.premiumUpTo', { 0: premiumText(offer.maxPremium, locale) });
      return translate('offer.none');
    case 'meansOfPayment':
      return meansOfPaymentText(offer.meansOfPayment, translate('offer.anyMethod'));
    case 'status':
      return translate(`offer.status.${offer.status}`);
    case 'owner':
      return <UserLink id={offer.userId} />;
    case 'creationDate':
      return formatDate(offer.creationDate, 'yyyy-mm-dd', { time: true });
    case 'contract':
      return offer.contractId ? <ContractLink id={offer.contractId} /> : translate('offer.none');
    case 'escrow':
      return offer.escrow ?? translate(offer.type === 'bid' ? 'offer.noEscrow' : 'offer.none');
    case 'funding':
      return <Funding offer={offer} />;
  }
}

/**
 * An offer's details (spec §2 "Offer", §7 /details): type, amount or range, premium, means of
 * payment, the §4 status label, owner (linking to the user), creation date, contract, and the
 * escrow with its FundingStatus. The record (the `offers` getOne) is undefined while it loads:
 * each field keeps its place with a skeleton line.
 */
export function OfferDetailsCard() {
  const translate = useTranslate();
  const { locale } = useLanguage();
  const offer = useRecordContext<OfferDetails>();
  return (
    <SectionCard title={translate('offer.details')}>
      {!offer && <span role="status" aria-label={translate('app.loading')} />}
      <Box aria-busy={!offer || undefined}>
        <Facts items={FIELDS.map((field) => [`offer.fields.${field}`, offer ? valueOf(field, offer, translate, locale) : <Skeleton variant="text" width="40%" />, field])} />
      </Box>
    </SectionCard>
  );
}
