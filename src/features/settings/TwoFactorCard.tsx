import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Stack, Typography } from '@mui/material';
import { Form, useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { TwoFactorSetup } from '../../contract';
import { saveStaffUser, useStaffUser } from '../../auth/staffUser';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { apiErrorOf } from '../../data/unwrap';
import { Button } from '../../ui/Button';
import { SubmitButton } from '../../ui/CreateForm';
import { TextInput } from '../../ui/TextInput';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { emptyTwoFactorForm, normaliseCode, validateTwoFactorForm, type TwoFactorFormValues } from './passwordForm';
import { QrCode } from './QrCode';
import { SectionCard } from '../../ui/SectionCard';
import { typedValidate } from '../../ui/typedValidate';

const DEFAULTS = emptyTwoFactorForm();

/**
 * The second factor (spec §3; setting or replacing it asks for the password again). "Set up"
 * asks the server for a new secret (GET /v1/pwt/settings/2fa), shown as a QR code and as text; the member confirms with
 * their current password (and a current code when 2FA is set) and a code from the new secret.
 * Only a success changes anything; then /me is read again, so the missing-2FA banner goes.
 */
export function TwoFactorCard() {
  const translate = useTranslate();
  const user = useStaffUser();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const newSecret = useMutation({ mutationFn: () => dataProvider.getTwoFactorSetup(), onSuccess: setSetup, onError: notifyFailure });
  const hasTwoFactor = user.twoFactorSecretSet;

  const submit = async (values: FieldValues) => {
    if (!setup) return undefined;
    const { currentPassword, currentTwoFactorToken, twoFactorToken } = values as TwoFactorFormValues;
    try {
      await dataProvider.setTwoFactor({
        twoFactorSecret: setup.twoFactorSecret,
        twoFactorToken: normaliseCode(twoFactorToken),
        currentPassword,
        ...(hasTwoFactor ? { currentTwoFactorToken: normaliseCode(currentTwoFactorToken) } : {}),
      });
    } catch (thrown) {
      if (apiErrorOf(thrown).error === 'WRONG_PASSWORD') return { currentPassword: 'settings.password.wrongCurrent' };
      notifyFailure(thrown);
      return { root: { failed: 'error' } };
    }
    setSetup(null);
    notify('settings.twoFactor.saved', { type: 'success' });
    try {
      saveStaffUser(await dataProvider.readMe());
    } catch (thrown) {
      notifyFailure(thrown);
    }
    return undefined;
  };

  return (
    <SectionCard title={translate('settings.twoFactor.title')}>
        <Typography variant="body2" gutterBottom role="status">
          {translate(hasTwoFactor ? 'settings.twoFactor.isSet' : 'settings.twoFactor.notSet')}
        </Typography>
        {!setup && (
          <Button variant="secondary" loading={newSecret.isPending} onClick={() => newSecret.mutate()}>
            {translate(hasTwoFactor ? 'settings.twoFactor.replace' : 'settings.twoFactor.start')}
          </Button>
        )}
        {setup && (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2">{translate('settings.twoFactor.scan')}</Typography>
            <QrCode value={setup.otpauthUrl} label={translate('settings.twoFactor.qrLabel')} />
            <Box>
              <Typography variant="body2" component="span">
                {translate('settings.twoFactor.secret')}{' '}
              </Typography>
              <Typography component="code" data-testid="two-factor-secret" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}>
                {setup.twoFactorSecret}
              </Typography>
            </Box>
            <Form defaultValues={DEFAULTS} validate={typedValidate((v: TwoFactorFormValues) => validateTwoFactorForm(v, hasTwoFactor))} onSubmit={submit} noValidate disableInvalidFormNotification>
              <Stack spacing={2}>
                <TextInput source="currentPassword" label="settings.twoFactor.currentPassword" type="password" autoComplete="current-password" />
                {hasTwoFactor && (
                  <TextInput source="currentTwoFactorToken" label="settings.twoFactor.currentCode" inputMode="numeric" autoComplete="one-time-code" />
                )}
                <TextInput source="twoFactorToken" label="settings.twoFactor.newCode" inputMode="numeric" autoComplete="off" />
                <Stack direction="row" spacing={1}>
                  <SubmitButton label={translate('settings.twoFactor.submit')} />
                  <Button variant="tertiary" onClick={() => setSetup(null)}>
                    {translate('settings.twoFactor.cancel')}
                  </Button>
                </Stack>
              </Stack>
            </Form>
          </Stack>
        )}
    </SectionCard>
  );
}
