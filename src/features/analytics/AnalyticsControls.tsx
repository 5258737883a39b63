import { useId } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PERIOD_PRESETS } from '../../domain/analyticsPeriods';
import { SUPPORTED_CURRENCIES } from '../../domain/currencies';
import { paymentMethodName } from '../../domain/paymentMethodNames';
import { usePlatformInfo } from '../../data/platformInfo';
import type { Choice } from '../../ui/SelectInput';
import { fieldStateSx, type FieldState } from '../../ui/TextBox';
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

const stateOf = (value: string): FieldState => (value !== '' ? 'valid' : 'empty');

interface FieldProps {
  source: keyof Values;
  /** a catalogue key */
  label: string;
  value: string;
  onChange: (source: keyof Values, value: string) => void;
}

/**
 * What a field fed by the URL instead of a form has in every kind: its id, name, translated
 * label, value, state border, and a change reported with its source. One row of them: react-admin's
 * theme makes every field full width, these opt out.
 */
function useUrlField({ source, label, value, onChange }: FieldProps) {
  const translate = useTranslate();
  const id = useId();
  const state = stateOf(value);
  return {
    variant: 'outlined' as const,
    fullWidth: false,
    id,
    name: source,
    label: translate(label, { _: label }),
    value,
    onChange: (e: { target: { value: string } }) => onChange(source, e.target.value),
    error: false,
    'data-state': state,
    sx: fieldStateSx(state),
  };
}

/** A native select as src/ui/SelectInput draws a `plain` one (a chooser: no required mark), fed by the URL. */
function ChoiceSelect({ choices, emptyText, minWidth, ...props }: FieldProps & { choices: readonly Choice[]; emptyText?: string; minWidth: number }) {
  const translate = useTranslate();
  const field = useUrlField(props);
  return (
    <TextField
      select
      {...field}
      required={false}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={[{ minWidth }, field.sx ?? {}] as never}
    >
      {emptyText !== undefined && <option value="">{translate(emptyText, { _: emptyText })}</option>}
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {translate(choice.name, { _: choice.name })}
        </option>
      ))}
    </TextField>
  );
}

/** A day as src/ui/DateInput draws it (the browser's date picker, required), fed by the URL. */
function DayInput(props: FieldProps) {
  return <TextField type="date" {...useUrlField(props)} required slotProps={{ inputLabel: { shrink: true } }} />;
}

/**
 * The period (a preset or, for "custom", two days) and the payment method and currency filters.
 * Their values live in the URL, and the fields show the URL (so they follow it, e.g. on Back): no
 * form library, which keeps react-hook-form out of the page's first load. Each change reports all
 * five values. The payment methods are the platform's (GET /v1/info).
 */
export function AnalyticsControls({ view, onChange }: { view: AnalyticsView; onChange: (change: Partial<AnalyticsView>) => void }) {
  const translate = useTranslate();
  const { paymentMethods } = usePlatformInfo();
  const methodChoices = paymentMethods.map((m) => ({ id: m.id, name: paymentMethodName(translate, m.id) }));
  const values = valuesOf(view);
  const change = (source: keyof Values, value: string) => {
    const next = { ...values, [source]: value };
    if (next[source] === values[source]) return;
    onChange({
      period: next.period as AnalyticsView['period'],
      custom: { start: next.start || undefined, end: next.end || undefined },
      paymentMethod: next.paymentMethod,
      currency: next.currency,
    });
  };
  const field = (source: keyof Values, label: string) => ({ source, label, value: values[source], onChange: change });
  // a <form> as before (Enter in a day asks the browser's check of the required days), sending nothing
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Stack direction="row" flexWrap="wrap" gap={2} alignItems="flex-start">
        <ChoiceSelect {...field('period', 'analytics.period.label')} choices={PERIOD_CHOICES} minWidth={220} />
        {view.period === 'custom' && (
          <>
            <DayInput {...field('start', 'analytics.start')} />
            <DayInput {...field('end', 'analytics.end')} />
          </>
        )}
        <ChoiceSelect {...field('paymentMethod', 'analytics.paymentMethod')} emptyText="analytics.anyPaymentMethod" choices={methodChoices} minWidth={220} />
        <ChoiceSelect {...field('currency', 'analytics.currency')} emptyText="analytics.anyCurrency" choices={CURRENCY_CHOICES} minWidth={160} />
      </Stack>
    </form>
  );
}
