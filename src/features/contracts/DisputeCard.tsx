import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Contract } from '../../api/types';
import { formatDate } from '../../domain/format';
import { Facts, Section } from './Facts';
import { outcomeKey, reasonKey, sideKey } from './vocabulary';

const at = (date?: Date) => (date ? formatDate(date, 'yyyy-mm-dd', { time: true }) : '');

/** The dispute (reason, claim, initiator, dates, outcome) and the contract's timeline. */
export function DisputeCard({ contract }: { contract: Contract }) {
  const translate = useTranslate();
  const headingId = useId();
  const timelineId = useId();
  const flags = [
    contract.isBuyerPaymentDataIncorrect ? translate('contract.parties.buyer') : null,
    contract.isSellerPaymentDataIncorrect ? translate('contract.parties.seller') : null,
  ].filter(Boolean);
  return (
    <Section title={translate('contract.dispute.heading')} id={headingId}>
      {contract.disputeReason ? (
        <Facts
          items={[
            ['contract.dispute.reason', translate(reasonKey(contract.disputeReason), { _: contract.disputeReason })],
            // the initiator's own words: shown as text, never as HTML
            ['contract.dispute.claim', contract.disputeClaim ?? translate('contract.dispute.noClaim')],
            [
              'contract.dispute.initiator',
              contract.disputeInitiatorSide ? translate(sideKey(contract.disputeInitiatorSide)) : (contract.disputeInitiator ?? ''),
            ],
            ['contract.dispute.raised', at(contract.disputeDate)],
            ...(contract.disputeOutcome
              ? ([
                  ['contract.dispute.outcome', translate(outcomeKey(contract.disputeOutcome), { _: contract.disputeOutcome })],
                  ['contract.dispute.resolved', at(contract.disputeResolvedDate)],
                  ['contract.dispute.mediatorReason', contract.disputeResolutionReason ?? ''],
                  ['contract.dispute.paymentDataIncorrect', flags.length ? flags.join(', ') : translate('contract.trade.none')],
                ] as const)
              : []),
          ]}
        />
      ) : (
        <Typography>{translate('contract.dispute.none')}</Typography>
      )}
      <Typography id={timelineId} component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {translate('contract.timeline.heading')}
      </Typography>
      <Box component="ol" aria-labelledby={timelineId} sx={{ m: 0, pl: 3 }}>
        {contract.timeline.map((moment) => (
          <li key={`${moment.moment}-${moment.date.getTime()}`}>
            <Typography variant="body2">
              {at(moment.date)} — {translate(`contract.timeline.${moment.moment}`)}
            </Typography>
          </li>
        ))}
      </Box>
    </Section>
  );
}
