import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Contract } from '../../contract';
import { contractDisplayId } from '../../domain/disputes';
import { formatSats } from '../../domain/format';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { consequenceOf, type ResolutionFormValues } from './resolutionForm';
import { outcomeKey, sideKey } from './vocabulary';

export interface ResolutionConfirmProps {
  contract: Contract;
  values: ResolutionFormValues;
  busy: boolean;
  /** four eyes: the resolution becomes a proposal (docs/decisions/four-eyes.md) */
  needsApproval?: boolean;
  /** the decision notice both traders will receive, beside the sats */
  notice?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The exact consequence of the chosen outcome, before anything is sent (reference:
 * DisputeOutcome): the sats each side receives, the fees, whether the trade goes on and whose
 * reputation takes the lost dispute. Loaded when first opened (contracts/caseOnDemand.ts).
 */
export default function ResolutionConfirm({ contract, values, busy, needsApproval, notice, onConfirm, onCancel }: ResolutionConfirmProps) {
  const translate = useTranslate();
  if (!values.outcome) return null;
  const c = consequenceOf(contract, values.outcome);
  const side = (s: 'buyer' | 'seller') => translate(sideKey(s));
  const flags = [values.isBuyerPaymentDataIncorrect && side('buyer'), values.isSellerPaymentDataIncorrect && side('seller')].filter(Boolean).join(', ');
  const lines = [
    translate('contract.resolution.decision', { 0: translate(outcomeKey(c.outcome), { _: c.outcome }) }),
    ...(c.sellerAskedToRelease
      ? [translate('contract.resolution.sellerAskedToRelease', { 0: formatSats(c.buyerSats) })]
      : c.buyerSats || c.sellerSats
        ? [
            translate('contract.resolution.receives', { 0: side('buyer'), 1: formatSats(c.buyerSats) }),
            translate('contract.resolution.receives', { 0: side('seller'), 1: formatSats(c.sellerSats) }),
          ]
        : [translate('contract.resolution.nothingMoves')]),
    translate('contract.resolution.fees', { 0: formatSats(c.buyerFeeSats), 1: formatSats(c.sellerFeeSats) }),
    translate(c.tradeContinues ? 'contract.resolution.tradeContinues' : 'contract.resolution.tradeEnds'),
    c.loser ? translate(`contract.resolution.loser.${c.loser}`) : translate('contract.resolution.noReputation'),
    flags ? translate('contract.resolution.flags', { 0: flags }) : translate('contract.resolution.flagsNone'),
  ];
  return (
    <Modal
      open
      onClose={onCancel}
      title={translate('contract.resolution.confirmTitle', { 0: contractDisplayId(contract.id) })}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {translate('contract.resolution.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {translate(needsApproval ? 'fourEyes.confirm.propose' : 'contract.resolution.confirm')}
          </Button>
        </>
      }
    >
      <Box component="ul" data-testid="resolution-consequence" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line) => (
          <li key={line}>
            <Typography>{line}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
        {values.reason}
      </Typography>
      {needsApproval && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="needs-approval">
          {translate('fourEyes.confirm.needsApproval')}
        </Alert>
      )}
      {notice}
    </Modal>
  );
}
