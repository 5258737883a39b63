import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { Button } from '../../ui/Button';
import { TextBox } from '../../ui/TextBox';
import { SectionCard } from '../../ui/SectionCard';
import { useNotifyFailure } from '../../ui/useNotifyFailure';

/**
 * GroupHug's start (POST /v1/start with its password): the result in words beside the button.
 * GroupHug answers `{success}` only (true also when it was running already); a wrong password
 * (`success: false`) is the ERROR banner and the input stays.
 */
export function StartCard() {
  const translate = useTranslate();
  const inputId = useId();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [password, setPassword] = useState('');
  const start = useMutation({ mutationFn: (value: string) => dataProvider.startGroupHug(value), onError: notifyFailure });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) start.mutate(password);
  };

  return (
    <SectionCard title={translate('admin.start.title')}>
      <Typography gutterBottom>{translate('admin.start.hint')}</Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start" onSubmit={submit} noValidate>
        <TextBox
          id={inputId}
          label={translate('admin.start.password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={setPassword}
          required
        />
        <Button type="submit" variant="primary" loading={start.isPending} disabled={!password}>
          {translate('admin.start.submit')}
        </Button>
      </Stack>
      <Typography role="status" sx={{ mt: 2 }} data-testid="start-result">
        {start.data?.success && translate('admin.start.started')}
      </Typography>
    </SectionCard>
  );
}
