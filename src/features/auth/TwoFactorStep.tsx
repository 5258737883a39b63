import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TextBox } from '../../ui/TextBox';
import { Button } from '../../ui/Button';

export const TOKEN_PATTERN = /^\d{6}$/;

interface Props {
  token: string;
  onToken: (value: string) => void;
  /** set after a submit with something other than six digits */
  showInvalid: boolean;
  loading: boolean;
  onBack: () => void;
}

/** Step 2, when the server answers TWO_FACTOR_REQUIRED: the 6-digit code from the authenticator app. */
export function TwoFactorStep({ token, onToken, showInvalid, loading, onBack }: Props) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {translate('login.twoFactor.title')}
      </Typography>
      <TextBox
        label={translate('login.twoFactor.token')}
        name="twoFactorToken"
        value={token}
        // digits only: pasted codes often carry spaces
        onChange={(value) => onToken(value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        maxLength={6}
        hint={translate('login.twoFactor.hint')}
        errors={showInvalid && !TOKEN_PATTERN.test(token) ? [translate('login.twoFactor.invalid')] : []}
      />
      <Button type="submit" variant="primary" loading={loading} fullWidth>
        {translate('login.twoFactor.submit')}
      </Button>
      <Button variant="tertiary" onClick={onBack} disabled={loading}>
        {translate('login.twoFactor.back')}
      </Button>
    </Stack>
  );
}
