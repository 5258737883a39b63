import { useTranslate } from 'ra-core';
import { IMAGE_UPLOAD_TYPES } from '../../contract/constants';
import { CreateForm } from '../../ui/CreateForm';
import { FileInput } from '../../ui/FileInput';
import { SelectInput } from '../../ui/SelectInput';
import { TextInput } from '../../ui/TextInput';
import { CountryInput } from './CountryInput';
import { emptyEventForm, formToEvent, logoErrorArgs, logoRefusal, validateNewEvent, type EventFormValues } from './eventForm';
import { FrequencyInput } from './FrequencyInput';

const FEATURED_CHOICES = [
  { id: 'false', name: 'events.boolean.false' },
  { id: 'true', name: 'events.boolean.true' },
];
const DEFAULTS = emptyEventForm();
/** featured is a boolean in the form, 'true'/'false' in the select */
const formatFeatured = (value: boolean) => String(Boolean(value));
const parseFeatured = (value: string) => value === 'true';

/**
 * The new-event form (spec §3, §5): country, city and short name required, the rest optional.
 * A refused logo (checked before sending, or by the server) or a failed call keeps the input;
 * a created event resets the form.
 */
export function EventCreateForm() {
  const translate = useTranslate();
  return (
    <CreateForm<EventFormValues, ReturnType<typeof formToEvent>>
      resource="events"
      title={translate('events.create.title')}
      submitLabel={translate('events.action.create')}
      defaultValues={DEFAULTS}
      validate={validateNewEvent}
      transform={formToEvent}
      beforeSend={(values) => logoRefusal(values.logo)}
      failureArgs={logoErrorArgs}
      successMessage="events.created"
    >
      <SelectInput source="featured" optional choices={FEATURED_CHOICES} format={formatFeatured} parse={parseFeatured} />
      <TextInput source="currencies" optional hint={translate('events.hint.currencies')} />
      <CountryInput />
      <TextInput source="city" />
      <TextInput source="shortName" />
      <TextInput source="longName" optional />
      <TextInput source="url" optional type="url" />
      <TextInput source="address" optional />
      <FrequencyInput />
      <FileInput source="logo" optional accept={IMAGE_UPLOAD_TYPES} hint={translate('events.hint.logo')} />
    </CreateForm>
  );
}
