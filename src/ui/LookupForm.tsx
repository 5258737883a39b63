import { Form, useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Button } from './Button';
import { TextInput } from './TextInput';

export interface LookupFormProps {
  /** the field's label (a catalogue key), also its placeholder and accessible name */
  label: string;
  /** the submit button's text (a catalogue key) */
  submitLabel: string;
  /** the error (a catalogue key) when the text names nothing */
  invalid: string;
  /** the id a text names (display forms included), or null/undefined when it names none */
  parse: (text: string) => string | null | undefined;
  /** the page of an id */
  to: (id: string) => string;
  /** what the field holds at first (e.g. the id being shown) */
  initial?: string;
}

/** The form's one value (react-admin's forms hand over loose FieldValues). */
const textOf = (values: FieldValues): string => String(values.lookup ?? '');

/**
 * "Open a record by its id" (spec §2: /offer and /user without an id open a look-up field): one
 * text field on react-admin's <Form> whose text is read by `parse`; a text naming nothing shows
 * `invalid` under the field after the submit, and an id opens its page. Enter submits.
 */
export function LookupForm({ label, submitLabel, invalid, parse, to, initial = '' }: LookupFormProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const validate = (values: FieldValues) => (parse(textOf(values)) ? {} : { lookup: invalid });
  const submit = (values: FieldValues) => {
    const id = parse(textOf(values));
    if (id) navigate(to(id));
  };
  return (
    <Form key={initial} defaultValues={{ lookup: initial }} validate={validate} onSubmit={submit} noValidate disableInvalidFormNotification>
      <Box role="search" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 520 }}>
        <Box sx={{ flex: 1 }}>
          <TextInput source="lookup" label={label} autoComplete="off" maxLength={100} />
        </Box>
        <Button type="submit" sx={{ mt: 0.5 }}>
          {translate(submitLabel)}
        </Button>
      </Box>
    </Form>
  );
}
