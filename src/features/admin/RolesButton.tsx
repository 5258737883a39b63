import { useState } from 'react';
import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { StaffAccount } from '../../contract';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ROLE_FLAGS, ROLE_KEYS, roleChanges, rolesOf, type RoleChoice } from './staffAccess';
import { useStaffAccess } from './useStaffAccess';

/**
 * "Change roles": a dialog with the four roles; what will change is spelt out, and only the
 * confirm button sends it. A refusal keeps the dialog open with the choice as made.
 */
export function RolesButton({ account }: { account: StaffAccount }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<RoleChoice>(() => rolesOf(account));
  const change = useStaffAccess('admin.roles.changed', () => setOpen(false));
  const update = roleChanges(account, chosen);
  const summary = ROLE_FLAGS.filter((flag) => chosen[flag]).map((flag) => translate(ROLE_KEYS[flag]));

  return (
    <>
      <Button
        variant="secondary"
        size="small"
        onClick={() => {
          setChosen(rolesOf(account));
          setOpen(true);
        }}
        aria-label={translate('admin.roles.buttonFor', { 0: account.username })}
      >
        {translate('admin.roles.button')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={translate('admin.roles.title', { 0: account.username })}
        closeButton
        actions={
          <Button variant="primary" disabled={!update} loading={change.isPending} onClick={() => update && change.mutate(update)}>
            {translate('admin.roles.confirm')}
          </Button>
        }
      >
        <FormGroup>
          {ROLE_FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              label={translate(ROLE_KEYS[flag])}
              control={<Checkbox checked={chosen[flag]} onChange={(e) => setChosen({ ...chosen, [flag]: e.target.checked })} />}
            />
          ))}
        </FormGroup>
        <Typography role="status" sx={{ mt: 2 }}>
          {update
            ? translate('admin.roles.question', { 0: account.username, 1: summary.length ? summary.join(', ') : translate('roles.none') })
            : translate('admin.roles.unchanged')}
        </Typography>
      </Modal>
    </>
  );
}
