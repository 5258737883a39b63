import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Locale } from '../../../i18n/locales';
import { LoginError } from '../../auth/authProvider';
import { takeSessionEnded } from '../../auth/sessionEnded';
import { ConsoleRoute } from '../../ConsoleRoute';
import { Banner, useBanner } from '../../ui/Banner';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { MaintenanceNotice } from '../../ui/MaintenanceNotice';
import { useDocumentLanguage } from '../../ui/documentLanguage';
import { CredentialsStep } from './CredentialsStep';
import { TOKEN_PATTERN, TwoFactorStep } from './TwoFactorStep';
import { useErrorKey } from '../../ui/errorKey';
import { useSignIn } from './useSignIn';

interface Props {
  /** the page's language and its change (LoginRoot.tsx) */
  locale: Locale;
  onLocale: (locale: Locale) => void;
}

/**
 * Sign-in in one or two steps. The password goes to the server first; when it answers
 * TWO_FACTOR_REQUIRED the page asks for the 6-digit code and sends both again. On success it
 * opens the stored path (or home). Inputs are kept on failure.
 */

export default function LoginPage({ locale, onLocale }: Props) {
  useDocumentLanguage();
  const translate = useTranslate();
  const signIn = useSignIn();
  const [step, setStep] = useState<'credentials' | 'twoFactor'>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [errorCode, setErrorCode] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const errorKey = useErrorKey();
  const { show } = useBanner();
  useEffect(() => {
    if (takeSessionEnded()) show({ level: 'ERROR', message: 'error.AUTHENTICATION_FAILURE' });
  }, [show]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (step === 'credentials' && (!username || !password)) return;
    if (step === 'twoFactor' && !TOKEN_PATTERN.test(token)) return;
    setLoading(true);
    setErrorCode(undefined);
    try {
      await signIn({ username, password, ...(step === 'twoFactor' ? { twoFactorToken: token } : {}) });
    } catch (error) {
      const code = error instanceof LoginError ? error.code : 'UNKOWN_ERROR';
      if (code === 'TWO_FACTOR_REQUIRED' && step === 'credentials') {
        setStep('twoFactor');
        setSubmitted(false);
      } else {
        setErrorCode(code);
      }
    } finally {
      setLoading(false);
    }
  }

  const back = () => {
    setStep('credentials');
    setToken('');
    setErrorCode(undefined);
    setSubmitted(false);
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <MaintenanceNotice />
      <Banner />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <LanguagePicker locale={locale} onChoose={onLocale} color="primary" />
      </Box>
      <Card sx={{ maxWidth: 400, mx: 'auto', mt: 6 }}>
        <CardContent>
          {/* the console's code downloads while the staff member types, not after the sign-in */}
          <Stack spacing={2} component="form" onSubmit={submit} onInput={ConsoleRoute.preload} noValidate>
            <Typography component="h1" variant="h5">
              {translate('login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.title')}
            </Typography>
            {errorCode && (
              <Alert severity="error" role="alert">
                {translate(errorKey(errorCode))}
              </Alert>
            )}
            {step === 'credentials' ? (
              <CredentialsStep
                username={username}
                password={password}
                onUsername={setUsername}
                onPassword={setPassword}
                showRequired={submitted}
                loading={loading}
              />
            ) : (
              <TwoFactorStep token={token} onToken={setToken} showInvalid={submitted} loading={loading} onBack={back} />
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
