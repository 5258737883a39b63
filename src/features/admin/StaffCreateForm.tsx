import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { NewStaffAccount } from '../../contract';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { CreateForm } from '../../ui/CreateForm';
import { Modal } from '../../ui/Modal';
import { TextInput } from '../../ui/TextInput';
import { emptyStaffForm, formToStaff, validateStaff, type StaffFormValues } from './staffForm';

const DEFAULTS = emptyStaffForm();

interface Created {
  username: string;
  oneTimePassword: string;
}

/**
 * A new staff account. The server answers a one-time password once: it is shown in a dialog
 * until closed and kept nowhere (not in the list's cache, not in storage).
 */
export function StaffCreateForm() {
  const translate = useTranslate();
  const [created, setCreated] = useState<Created | null>(null);
  return (
    <>
      <CreateForm<StaffFormValues, NewStaffAccount>
        resource="staff"
        title={translate('admin.create.title')}
        submitLabel={translate('admin.create.submit')}
        defaultValues={DEFAULTS}
        validate={validateStaff}
        transform={formToStaff}
        successMessage="admin.create.created"
        onCreated={(record) => setCreated({ username: String(record.username), oneTimePassword: String(record.oneTimePassword) })}
      >
        <TextInput source="username" autoComplete="off" />
        <Box sx={{ gridColumn: { md: 'span 2' }, display: 'flex', flexWrap: 'wrap' }}>
          <CheckboxInput source="isAdmin" label="roles.admin" />
          <CheckboxInput source="isMediator" label="roles.mediator" />
          <CheckboxInput source="isMaintainer" label="roles.maintainer" />
          <CheckboxInput source="canSeeAnalytics" label="roles.analytics" />
        </Box>
      </CreateForm>
      <Modal open={Boolean(created)} onClose={() => setCreated(null)} title={translate('admin.create.passwordTitle', { 0: created?.username ?? '' })} closeButton>
        <Typography gutterBottom>{translate('admin.create.passwordOnce')}</Typography>
        <Typography component="output" data-testid="one-time-password" sx={{ fontFamily: 'monospace', fontSize: '1.25rem', userSelect: 'all' }}>
          {created?.oneTimePassword}
        </Typography>
      </Modal>
    </>
  );
}
