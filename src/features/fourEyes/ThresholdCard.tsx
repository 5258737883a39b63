import { useEffect, useId, useState, type FormEvent } from 'react';
import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { fourEyesStaleKeys, type FourEyesSettings } from '../../contract/fourEyes';
import { thresholdOf } from './threshold';
import { formatSats } from '../../domain/format';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { TextBox } from '../../ui/TextBox';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { useFourEyesSettings } from './useFourEyes';

/**
 * Under Admin: the sats amount from which a resolution needs a second mediator's approval (empty:
 * off), and whether outcomes marking payment data incorrect always do. Stored on the server and
 * audited there. Shows nothing when the server has no four eyes.
 */
export function ThresholdCard() {
  const translate = useTranslate();
  const checkboxId = useId();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const settings = useFourEyesSettings();
  const [sats, setSats] = useState('');
  const [incorrect, setIncorrect] = useState(false);
  const [tried, setTried] = useState(false);
  const loaded = settings.data;
  useEffect(() => {
    if (!loaded) return;
    setSats(loaded.thresholdSats === null ? '' : String(loaded.thresholdSats));
    setIncorrect(loaded.incorrectDataNeedsApproval);
  }, [loaded]);

  const save = useMutation({
    mutationFn: (next: FourEyesSettings) => dataProvider.putFourEyesSettings(next),
    onSuccess: (stored) => {
      queryClient.setQueryData(fourEyesStaleKeys.settings(), stored);
      notify('fourEyes.threshold.saved', { type: 'success' });
    },
    onError: notifyFailure,
  });
  if (settings.isError) return null;
  const threshold = thresholdOf(sats);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (threshold !== undefined) save.mutate({ thresholdSats: threshold, incorrectDataNeedsApproval: incorrect });
  };
  return (
    <SectionCard title={translate('fourEyes.threshold.title')} pending={settings.isPending}>
      <Typography gutterBottom>{translate('fourEyes.threshold.hint')}</Typography>
      <Typography variant="body2" gutterBottom data-testid="threshold-now">
        {loaded?.thresholdSats ? translate('fourEyes.threshold.current', { 0: formatSats(loaded.thresholdSats) }) : translate('fourEyes.threshold.off')}
      </Typography>
      <Stack component="form" spacing={1.5} alignItems="flex-start" onSubmit={submit} noValidate>
        <TextBox
          label={translate('fourEyes.threshold.sats')}
          value={sats}
          onChange={setSats}
          required={false}
          inputMode="numeric"
          name="thresholdSats"
          errors={tried && threshold === undefined ? [translate('fourEyes.threshold.invalid')] : undefined}
        />
        <FormControlLabel
          control={<Checkbox id={checkboxId} checked={incorrect} onChange={(event) => setIncorrect(event.target.checked)} />}
          label={translate('fourEyes.threshold.incorrectData')}
        />
        <Button type="submit" loading={save.isPending}>
          {translate('fourEyes.threshold.save')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
