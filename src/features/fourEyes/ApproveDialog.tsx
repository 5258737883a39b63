import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ResolutionProposal } from '../../contract/fourEyes';
import { formatSats } from '../../domain/format';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { outcomeKey } from '../contracts/vocabulary';

/** Approving carries the resolution out and cannot be undone: confirmed first, with what it pays. */
export function ApproveDialog({ proposal, busy, onCancel, onApprove }: { proposal: ResolutionProposal; busy: boolean; onCancel: () => void; onApprove: () => void }) {
  const translate = useTranslate();
  return (
    <Modal
      open
      onClose={onCancel}
      title={translate('fourEyes.approve.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {translate('fourEyes.reject.cancel')}
          </Button>
          <Button onClick={onApprove} loading={busy}>
            {translate('fourEyes.approve.confirm')}
          </Button>
        </>
      }
    >
      <Typography>
        {translate('fourEyes.approve.text', {
          0: translate(outcomeKey(proposal.outcome), { _: proposal.outcome }),
          1: formatSats(proposal.buyerSats),
          2: formatSats(proposal.sellerSats),
        })}
      </Typography>
    </Modal>
  );
}
