import { Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useStaffUser } from '../../auth/staffUser';
import { roleKeys } from '../../auth/roles';
import { Facts } from '../../ui/Facts';
import { Page } from '../../ui/Page';
import { SectionCard } from '../../ui/SectionCard';
import { LanguageChooser } from './LanguageChooser';
import { PasswordCard } from './PasswordCard';
import { PushOptIn } from './PushOptIn';
import { ThemeChooser } from './ThemeChooser';
import { TwoFactorCard } from './TwoFactorCard';

/**
 * The staff member's settings (spec §2, §3): the account, the second factor, the password, and
 * the choices of this device (language, theme, push notifications when Firebase is configured).
 */
export default function SettingsPage() {
  const user = useStaffUser();
  const translate = useTranslate();
  return (
    <Page access="settings" title={translate('settings.title')} maxWidth={640}>
      <SectionCard title={translate('settings.account')}>
        <Facts
          items={[
            ['settings.username', user.username ?? ''],
            ['settings.roles', roleKeys(user).map((key) => translate(key)).join(', ')],
          ]}
        />
      </SectionCard>
      <TwoFactorCard />
      <PasswordCard />
      <SectionCard title={translate('settings.choices')}>
        <Stack spacing={2}>
          <LanguageChooser />
          <ThemeChooser />
          <PushOptIn />
        </Stack>
      </SectionCard>
    </Page>
  );
}
