import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useStore, useTranslate } from 'ra-core';
import { PUSH_OPT_IN_KEY, readPushConfig } from '../../realtime/pushConfig';

/** Read once: push can be offered only when the build carries a complete Firebase config. */
const PUSH_CONFIGURED = readPushConfig() !== null;

/**
 * The push notifications opt-in, only when Firebase is configured. Choosing it starts push (the
 * layout's PushNotifications), and the browser then asks for the notification permission.
 */
export function PushOptIn({ configured = PUSH_CONFIGURED }: { configured?: boolean }) {
  const translate = useTranslate();
  const [optIn, setOptIn] = useStore<boolean>(PUSH_OPT_IN_KEY, false);
  if (!configured) return null;
  return (
    <Stack>
      <FormControlLabel
        control={<Switch checked={optIn} onChange={(e) => setOptIn(e.target.checked)} inputProps={{ 'aria-describedby': 'settings-push-hint' }} />}
        label={translate('settings.push.label')}
      />
      <FormHelperText id="settings-push-hint">{translate('settings.push.hint')}</FormHelperText>
    </Stack>
  );
}
