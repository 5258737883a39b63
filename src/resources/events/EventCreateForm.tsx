import { useState, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import { TextField } from '@mui/material';
import { FormCard } from '../../ui/FormCard';
import { TextInput } from '../../ui/TextInput';
import { CountrySelect } from './CountrySelect';
import { FrequencyInput } from './FrequencyInput';
import { LogoInput } from './LogoInput';
import { emptyEventForm, REQUIRED_EVENT_FIELDS, validateNewEvent, type EventFormValues } from '../../data/eventForm';
import { useEventMutations } from './useEventMutations';

type TextName = 'currencies' | 'city' | 'shortName' | 'longName' | 'url' | 'address';
const isRequired = (name: string) => (REQUIRED_EVENT_FIELDS as readonly string[]).includes(name);

/**
 * The new-event form (spec §3, §5): country, city and short name required, the rest optional.
 * A refused logo or a failed call keeps the input; a created event resets the form.
 */
export function EventCreateForm() {
  const translate = useTranslate();
  const { createEvent, creating } = useEventMutations();
  const [values, setValues] = useState<EventFormValues>(emptyEventForm);
  const [showErrors, setShowErrors] = useState(false);
  const [logoKey, setLogoKey] = useState(0);

  const errors = showErrors ? validateNewEvent(values) : {};
  const set = <K extends keyof EventFormValues>(name: K, value: EventFormValues[K]) => setValues((v) => ({ ...v, [name]: value }));
  const label = (name: string) => translate(`events.field.${name}`);
  const optional = (name: string) => `${label(name)} ${translate('app.optional')}`;
  const errorOf = (name: keyof EventFormValues) => (errors[name] ? [translate(errors[name])] : undefined);

  const text = (name: TextName, extra: { hint?: string; type?: 'url' } = {}) => (
    <TextInput
      name={name}
      label={label(name)}
      required={isRequired(name)}
      value={values[name]}
      onChange={(value) => set(name, value)}
      errors={errorOf(name)}
      {...extra}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(validateNewEvent(values)).length > 0) return;
    if (await createEvent(values)) {
      setValues(emptyEventForm());
      setShowErrors(false);
      setLogoKey((k) => k + 1);
    }
  };

  return (
    <FormCard title={translate('events.create.title')} submitLabel={translate('events.action.create')} submitting={creating} onSubmit={submit}>
      <TextField
        select
        variant="outlined"
        label={optional('featured')}
        value={values.featured ? 'true' : 'false'}
        onChange={(e) => set('featured', e.target.value === 'true')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="false">{translate('events.boolean.false')}</option>
        <option value="true">{translate('events.boolean.true')}</option>
      </TextField>
      {text('currencies', { hint: translate('events.hint.currencies') })}
      <CountrySelect
        label={label('country')}
        value={values.country}
        onChange={(value) => set('country', value)}
        error={errors.country && translate(errors.country)}
      />
      {text('city')}
      {text('shortName')}
      {text('longName')}
      {text('url', { type: 'url' })}
      {text('address')}
      <FrequencyInput size="medium" label={optional('frequency')} value={values.frequency} onChange={(value) => set('frequency', value)} />
      <LogoInput key={logoKey} label={optional('logo')} hint={translate('events.hint.logo')} onChange={(file) => set('logo', file)} />
    </FormCard>
  );
}
