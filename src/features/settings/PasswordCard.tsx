import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { Form, useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { useStaffUser } from '../../auth/staffUser';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { apiErrorOf } from '../../data/unwrap';
import { SubmitButton } from '../../ui/CreateForm';
import { TextInput } from '../../ui/TextInput';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { emptyPasswordForm, validatePasswordForm, type PasswordFormValues } from './passwordForm';
import { SectionCard } from '../../ui/SectionCard';
import { typedValidate } from '../../ui/typedValidate';

const DEFAULTS = emptyPasswordForm();

/**
 * The own password (POST /v1/pwt/settings {id, oldPassword, password}): at least 8 characters,
 * typed twice. The server ends the member's other sessions. A refusal keeps the input; a
 * success empties the form (it is mounted afresh).
 */
export function PasswordCard() {
  const translate = useTranslate();
  const user = useStaffUser();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [generation, setGeneration] = useState(0);

  const submit = async (values: FieldValues) => {
    const { oldPassword, password } = values as PasswordFormValues;
    try {
      await dataProvider.changeOwnPassword(user.id, oldPassword, password);
    } catch (thrown) {
      // a wrong current password is said at its field; anything else in the banner
      if (apiErrorOf(thrown).error === 'WRONG_PASSWORD') return { oldPassword: 'settings.password.wrongCurrent' };
      notifyFailure(thrown);
      return { root: { failed: 'error' } };
    }
    notify('settings.password.changed', { type: 'success' });
    setGeneration((n) => n + 1);
    return undefined;
  };

  return (
    <SectionCard title={translate('settings.password.title')}>
        <Typography variant="body2" gutterBottom>
          {translate('settings.password.hint')}
        </Typography>
        <Form key={generation} defaultValues={DEFAULTS} validate={typedValidate(validatePasswordForm)} onSubmit={submit} noValidate disableInvalidFormNotification>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextInput source="oldPassword" label="settings.password.old" type="password" autoComplete="current-password" />
            <TextInput source="password" label="settings.password.new" type="password" autoComplete="new-password" />
            <TextInput source="repeat" label="settings.password.repeat" type="password" autoComplete="new-password" />
            <div>
              <SubmitButton label={translate('settings.password.submit')} />
            </div>
          </Stack>
        </Form>
    </SectionCard>
  );
}
