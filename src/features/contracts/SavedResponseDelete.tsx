import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SavedResponse } from './savedResponsesData';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export interface SavedResponseDeleteProps {
  /** the response asked about; null when the dialog is closed */
  deleting: SavedResponse | null;
  busy: boolean;
  onConfirm: (response: SavedResponse) => void;
  onClose: () => void;
}

/** "Delete …?" with the response's text, before a saved response is deleted. Loaded when first opened (contracts/caseOnDemand.ts). */
export default function SavedResponseDelete({ deleting, busy, onConfirm, onClose }: SavedResponseDeleteProps) {
  const translate = useTranslate();
  return (
    <Modal
      open={deleting !== null}
      onClose={onClose}
      title={translate('contract.savedResponses.confirmDelete', { 0: deleting?.label ?? '' })}
      closeButton
      actions={
        <Button loading={busy} onClick={() => deleting && onConfirm(deleting)}>
          {translate('contract.savedResponses.delete', { 0: deleting?.label ?? '' })}
        </Button>
      }
    >
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{deleting?.text}</Typography>
    </Modal>
  );
}
