import { useEffect } from 'react';
import { Stack } from '@mui/material';
import { Form } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { PERIOD_PRESETS } from '../../domain/analyticsPeriods';
import { SUPPORTED_CURRENCIES } from '../../domain/currencies';
import { usePlatformInfo } from '../../data/platformInfo';
import { DateInput } from '../../ui/DateInput';
import { SelectInput } from '../../ui/SelectInput';
import type { AnalyticsView } from './analyticsView';

/** Module level, as react-admin's filter arrays: the choices of the period and currency selects. */
const PERIOD_CHOICES = PERIOD_PRESETS.map((preset) => ({ id: preset, name: `analytics.period.${preset}` }));
const CURRENCY_CHOICES = SUPPORTED_CURRENCIES.map((code) => ({ id: code, name: code }));

interface Values {
  period: string;
  start: string;
  end: string;
  paymentMethod: string;
  currency: string;
}

const valuesOf = (view: AnalyticsView): Values => ({
  period: view.period,
  start: view.custom.start ?? '',
  end: view.custom.end ?? '',
  paymentMethod: view.paymentMethod,
  currency: view.currency,
});

/** Reports each change of the form to the URL (the URL then feeds the form again: one source). */
function FollowForm({ view, onChange }: { view: AnalyticsView; onChange: (change: Partial<AnalyticsView>) => void }) {
  const values = useWatch() as Values;
  const current = valuesOf(view);
  const changed = (Object.keys(current) as (keyof Values)[]).some((key) => (values[key] ?? '') !== current[key]);
  useEffect(() => {
    if (!changed) return;
    onChange({
      period: values.period as AnalyticsView['period'],
      custom: { start: values.start || undefined, end: values.end || undefined },
      paymentMethod: values.paymentMethod ?? '',
      currency: values.currency ?? '',
    });
    // only a change in the form is reported
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed, values.period, values.start, values.end, values.paymentMethod, values.currency]);
  return null;
}

/**
 * The period (a preset or, for "custom", two days) and the payment method and currency filters,
 * as a react-admin <Form> of our inputs whose values live in the URL (the form follows the URL
 * when it changes, e.g. on Back). The payment methods are the platform's (GET /v1/info).
 */
export function AnalyticsControls({ view, onChange }: { view: AnalyticsView; onChange: (change: Partial<AnalyticsView>) => void }) {
  const { paymentMethods } = usePlatformInfo();
  const methodChoices = paymentMethods.map((m) => ({ id: m.id, name: m.id }));
  return (
    <Form defaultValues={valuesOf(view)}>
      <Stack direction="row" flexWrap="wrap" gap={2} alignItems="flex-start">
        <SelectInput source="period" label="analytics.period.label" plain choices={PERIOD_CHOICES} minWidth={220} fullWidth={false} />
        {view.period === 'custom' && (
          <>
            <DateInput source="start" label="analytics.start" />
            <DateInput source="end" label="analytics.end" />
          </>
        )}
        <SelectInput source="paymentMethod" label="analytics.paymentMethod" plain emptyText="analytics.anyPaymentMethod" choices={methodChoices} minWidth={220} fullWidth={false} />
        <SelectInput source="currency" label="analytics.currency" plain emptyText="analytics.anyCurrency" choices={CURRENCY_CHOICES} minWidth={160} fullWidth={false} />
      </Stack>
      <FollowForm view={view} onChange={onChange} />
    </Form>
  );
}
