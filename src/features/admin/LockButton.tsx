import { useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { StaffAccount } from '../../contract';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useStaffAccess } from './useStaffAccess';

/** Lock or unlock an account after a confirmation (locking ends the member's sessions). */
export function LockButton({ account }: { account: StaffAccount }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const action = account.locked ? 'unlock' : 'lock';
  const change = useStaffAccess(`admin.${action}.done`, () => setOpen(false));
  return (
    <>
      <Button variant="tertiary" size="small" onClick={() => setOpen(true)} aria-label={translate(`admin.${action}.buttonFor`, { 0: account.username })}>
        {translate(`admin.${action}.button`)}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={translate(`admin.${action}.title`, { 0: account.username })}
        closeButton
        actions={
          <Button variant="primary" loading={change.isPending} onClick={() => change.mutate({ id: account.id, locked: !account.locked })}>
            {translate(`admin.${action}.confirm`)}
          </Button>
        }
      >
        <Typography>{translate(`admin.${action}.question`, { 0: account.username })}</Typography>
      </Modal>
    </>
  );
}
