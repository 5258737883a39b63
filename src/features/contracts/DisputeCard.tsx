import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import type { Contract } from '../../contract';
import { disputeReasonText } from '../../domain/disputeStory';
import { formatDate } from '../../domain/format';
import { disputeInitiatorSideOf, timelineOf } from '../../domain/timeline';
import { Facts } from '../../ui/Facts';
import { SectionCard } from '../../ui/SectionCard';
import { outcomeKey, sideKey } from './vocabulary';

const at = (date?: Date | null) => (date ? formatDate(date, 'yyyy-mm-dd', { time: true }) : '');

/**
 * The dispute (reason, claim, initiator, dates, outcome) and the contract's timeline. The
 * initiator's side and the timeline are derived from the platform's fields when the staff answer
 * lacks them; the mediator's reason and the payment-data flags are staff extras, left out without them.
 */
export function DisputeCard() {
  const translate = useTranslate();
  const timelineId = useId();
  const contract = useRecordContext<Contract>();
  if (!contract) return null;
  const initiatorSide = disputeInitiatorSideOf(contract);
  const flagsKnown = contract.isBuyerPaymentDataIncorrect !== undefined || contract.isSellerPaymentDataIncorrect !== undefined;
  const flags = [
    contract.isBuyerPaymentDataIncorrect ? translate('contract.parties.buyer') : null,
    contract.isSellerPaymentDataIncorrect ? translate('contract.parties.seller') : null,
  ].filter(Boolean);
  return (
    <SectionCard title={translate('contract.dispute.heading')}>
      {contract.disputeReason ? (
        <Facts
          items={[
            ['contract.dispute.reason', disputeReasonText(translate, contract.disputeReason, initiatorSide)],
            // the initiator's own words: shown as text, never as HTML
            ['contract.dispute.claim', contract.disputeClaim ?? translate('contract.dispute.noClaim')],
            [
              'contract.dispute.initiator',
              initiatorSide ? translate(sideKey(initiatorSide)) : (contract.disputeInitiator ?? ''),
            ],
            ['contract.dispute.raised', at(contract.disputeDate)],
            ...(contract.disputeOutcome
              ? ([
                  ['contract.dispute.outcome', translate(outcomeKey(contract.disputeOutcome), { _: contract.disputeOutcome })],
                  ['contract.dispute.resolved', at(contract.disputeResolvedDate)],
                  ...(contract.disputeResolutionReason !== undefined ? ([['contract.dispute.mediatorReason', contract.disputeResolutionReason]] as const) : []),
                  ...(flagsKnown ? ([['contract.dispute.paymentDataIncorrect', flags.length ? flags.join(', ') : translate('contract.trade.none')]] as const) : []),
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
        {timelineOf(contract).map((moment) => (
          <li key={`${moment.moment}-${moment.date.getTime()}`}>
            <Typography variant="body2">
              {at(moment.date)} — {translate(`contract.timeline.${moment.moment}`)}
            </Typography>
          </li>
        ))}
      </Box>
    </SectionCard>
  );
}
