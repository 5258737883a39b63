import { useEffect, useId, type ReactNode } from 'react';
import { Form, useCreate, useNotify, type ValidateForm } from 'ra-core';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Box, Paper, Typography } from '@mui/material';
import type { ApiError } from '../api/types';
import { Button } from './Button';
import { useNotifyFailure } from './useNotifyFailure';

/** A message refusing to send (a catalogue key and its placeholders). */
export interface Refusal {
  message: string;
  args?: Record<string, string>;
}

export interface CreateFormProps<Values extends FieldValues, Rec extends object> {
  resource: string;
  /** the heading, which also names the form */
  title: string;
  submitLabel: string;
  defaultValues: Values;
  /** record-level validation: { field: catalogue key }, empty when the values may be sent */
  validate: (values: Values) => Partial<Record<keyof Values, string>>;
  /** form values → the record the dataProvider's create receives */
  transform: (values: Values) => Rec;
  /** a last check before sending; a refusal shows as an ERROR banner and nothing is sent */
  beforeSend?: (values: Values) => Refusal | null;
  /** the OK banner after a success (catalogue key) */
  successMessage: string;
  /** placeholders of a server error's message, from the answer */
  failureArgs?: (error: ApiError) => Record<string, string> | undefined;
  /** queries to refetch after a success (besides react-admin's own cache update) */
  refetch?: (record: Rec) => QueryKey[];
  /** fields that keep their value when the form resets after a success */
  keep?: (keyof Values & string)[];
  /** the record the server answered, after a success (e.g. a one-time password to show once) */
  onCreated?: (created: Record<string, unknown>) => void;
  children: ReactNode;
}

/** react-hook-form's reset after a successful submit (a failed one returns errors and keeps the input). */
function ResetAfterSuccess({ defaultValues, keep }: { defaultValues: FieldValues; keep: string[] }) {
  const { reset, getValues } = useFormContext();
  const { isSubmitSuccessful } = useFormState();
  useEffect(() => {
    if (!isSubmitSuccessful) return;
    const kept = Object.fromEntries(keep.map((name) => [name, getValues(name)]));
    reset({ ...defaultValues, ...kept });
  }, [isSubmitSuccessful, reset, getValues, defaultValues, keep]);
  return null;
}

/** The form's submit button, busy while the submit runs. */
export function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="primary" loading={isSubmitting}>
      {label}
    </Button>
  );
}

/**
 * A create form as a card (heading, fields in a responsive grid, the submit button below) on
 * react-admin's <Form>: inputs on useInput, record-level `validate` (errors show after the first
 * submit, from our catalogue: the browser's own checks are off), `transform` to the record,
 * useCreate, an OK or ERROR banner through useNotify. A success resets the form; a refusal or a
 * failure keeps every value (the submit handler returns a root error, so react-hook-form does not
 * count it as successful).
 */
export function CreateForm<Values extends FieldValues, Rec extends object>({
  resource,
  title,
  submitLabel,
  defaultValues,
  validate,
  transform,
  beforeSend,
  successMessage,
  failureArgs,
  refetch,
  keep = [],
  onCreated,
  children,
}: CreateFormProps<Values, Rec>) {
  const headingId = useId();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure(failureArgs);
  const queryClient = useQueryClient();
  const [create] = useCreate();

  const submit = async (values: FieldValues) => {
    const refusal = beforeSend?.(values as Values);
    if (refusal) {
      notify(refusal.message, { type: 'error', messageArgs: refusal.args });
      return { root: { refused: refusal.message } };
    }
    const record = transform(values as Values);
    let created: Record<string, unknown>;
    try {
      created = (await create(resource, { data: record }, { returnPromise: true })) as Record<string, unknown>;
    } catch (thrown) {
      notifyFailure(thrown);
      return { root: { failed: 'error' } };
    }
    notify(successMessage, { type: 'success' });
    onCreated?.(created);
    for (const queryKey of refetch?.(record) ?? [[resource]]) void queryClient.invalidateQueries({ queryKey });
    return undefined;
  };

  return (
    <Paper component="section" role="form" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Form
        resource={resource}
        defaultValues={defaultValues}
        validate={validate as unknown as ValidateForm}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
          {children}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <SubmitButton label={submitLabel} />
          </Box>
        </Box>
        <ResetAfterSuccess defaultValues={defaultValues} keep={keep} />
      </Form>
    </Paper>
  );
}
