import { useState, type ReactNode } from 'react';
import { CreateBase, Form, useNotify, useSaveContext } from 'ra-core';
import { useFormState, type FieldValues } from 'react-hook-form';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Box } from '@mui/material';
import type { ApiError } from '../contract';
import { Button } from './Button';
import { SectionCard } from './SectionCard';
import { typedValidate } from './typedValidate';
import { useNotifyFailure } from './useNotifyFailure';
import type { Problem } from './problem';

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
  /** { field: the rule it breaks } (a catalogue key, or one with its numbers) */
  validate: (values: Values) => Partial<Record<keyof Values, Problem>>;
  /** form values → the record the dataProvider's create receives */
  transform: (values: Values) => Rec;
  /** a last check before sending; a refusal shows as an ERROR banner and nothing is sent */
  beforeSend?: (values: Values) => Refusal | null;
  /** asks the staff member before sending (e.g. in a dialog); false sends nothing and keeps every value */
  confirm?: (values: Values) => Promise<boolean>;
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
 * A create form as a card (heading, fields in a responsive grid, the submit button below):
 * react-admin's <CreateBase> (its save: `transform` to the record, then useCreate, no redirect)
 * around its <Form> (inputs on useInput, record-level `validate` whose errors show after the first
 * submit, from our catalogue: the browser's own checks are off). An OK or ERROR banner through
 * useNotify; a success resets the form (`keep` fields stay); a refusal or a failure keeps every value.
 */
export function CreateForm<Values extends FieldValues, Rec extends object>({ resource, transform, ...body }: CreateFormProps<Values, Rec>) {
  return (
    <CreateBase resource={resource} transform={(values: Values) => transform(values)} redirect={false}>
      <CreateFormBody<Values, Rec> resource={resource} transform={transform} {...body} />
    </CreateBase>
  );
}

/**
 * The card and the form inside CreateBase: the last check (`beforeSend`), then CreateBase's save
 * with what a success or a failure does here. Only a success resets: the form is drawn anew from
 * the defaults and the `keep` fields' values.
 */
function CreateFormBody<Values extends FieldValues, Rec extends object>({
  resource,
  title,
  submitLabel,
  defaultValues,
  validate,
  transform,
  beforeSend,
  confirm,
  successMessage,
  failureArgs,
  refetch,
  keep = [],
  onCreated,
  children,
}: CreateFormProps<Values, Rec>) {
  const { save } = useSaveContext();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure(failureArgs);
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState<{ n: number; values: FieldValues }>({ n: 0, values: defaultValues });

  const submit = async (values: FieldValues) => {
    const refusal = beforeSend?.(values as Values);
    if (refusal) {
      notify(refusal.message, { type: 'error', messageArgs: refusal.args });
      return;
    }
    if (confirm && !(await confirm(values as Values))) return;
    await save?.(values, {
      onSuccess: (created: Record<string, unknown>) => {
        notify(successMessage, { type: 'success' });
        onCreated?.(created);
        for (const queryKey of refetch?.(transform(values as Values)) ?? [[resource]]) void queryClient.invalidateQueries({ queryKey });
        const kept = Object.fromEntries(keep.map((name) => [name, values[name]]));
        setGeneration((last) => ({ n: last.n + 1, values: { ...defaultValues, ...kept } }));
      },
      onError: notifyFailure,
    });
  };

  return (
    <SectionCard title={title} role="form">
      <Form key={generation.n} defaultValues={generation.values} validate={typedValidate(validate)} onSubmit={submit} noValidate disableInvalidFormNotification>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
          {children}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <SubmitButton label={submitLabel} />
          </Box>
        </Box>
      </Form>
    </SectionCard>
  );
}
