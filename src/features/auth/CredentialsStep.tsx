import { Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TextBox } from '../../ui/TextBox';
import { Button } from '../../ui/Button';

interface Props {
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  /** set after a submit with an empty field */
  showRequired: boolean;
  loading: boolean;
}

/** Step 1: username and password. The values live in the page, so they survive a failed attempt. */
export function CredentialsStep({ username, password, onUsername, onPassword, showRequired, loading }: Props) {
  const translate = useTranslate();
  const required = (value: string) => (showRequired && !value ? [translate('validation.required')] : []);
  return (
    <Stack spacing={2}>
      <TextBox
        label={translate('login.username')}
        name="username"
        value={username}
        onChange={onUsername}
        autoComplete="username"
        autoFocus
        errors={required(username)}
      />
      <TextBox
        label={translate('login.password')}
        name="password"
        type="password"
        value={password}
        onChange={onPassword}
        autoComplete="current-password"
        errors={required(password)}
      />
      <Button type="submit" variant="primary" loading={loading} fullWidth>
        {translate('login.submit')}
      </Button>
    </Stack>
  );
}
