import { useState } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import { useFormState } from 'react-hook-form';
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
        <RoleBoxes />
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

/** The role boxes as one group named "Roles", with the group's error (at least one role) below them. */
function RoleBoxes() {
  const translate = useTranslate();
  const { errors, isSubmitted } = useFormState({ name: 'roles' });
  // react-admin's resolver wraps a record-level error as { message: key }
  const raw: unknown = isSubmitted ? errors.roles?.message : undefined;
  const error = typeof raw === 'string' ? raw : (raw as { message?: unknown } | undefined)?.message;
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? 'staff-roles-error' : undefined}
      sx={{ gridColumn: { md: 'span 2' }, border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Box component="legend" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {translate('resources.staff.fields.roles')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        <CheckboxInput source="isAdmin" label="roles.admin" />
        <CheckboxInput source="isMediator" label="roles.mediator" />
        <CheckboxInput source="isMaintainer" label="roles.maintainer" />
        <CheckboxInput source="canSeeAnalytics" label="roles.analytics" />
      </Box>
      {typeof error === 'string' && (
        <FormHelperText id="staff-roles-error" error>
          {translate(error)}
        </FormHelperText>
      )}
    </Box>
  );
}
