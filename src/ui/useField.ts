import { useInput, useTranslate, useTranslateLabel, type InputProps } from 'ra-core';
import type { FieldState } from './TextBox';
import { useTranslateProblem, type Problem } from './problem';

export interface FieldProps extends Pick<InputProps, 'source' | 'format' | 'parse' | 'defaultValue'> {
  /** a catalogue key or text; default resources.<resource>.fields.<source> */
  label?: string;
  /** fields are required unless marked optional (spec §5): "(optional)" follows the label */
  optional?: boolean;
}

/** What a validation error holds: a key, or react-admin's { message, args } (record-level validate). */
const messageOf = (error: unknown): Problem | undefined => {
  if (!error) return undefined;
  if (typeof error === 'string') return { message: error };
  if (typeof error === 'object' && 'message' in error) {
    const { message, args } = error as { message: unknown; args?: Record<string, string | number> };
    return typeof message === 'string' ? { message, args } : messageOf(message);
  }
  return undefined;
};

/**
 * The house has two input families, each for what it is made for: forms use these (the spec's
 * §2 text input: label as placeholder, "(optional)", green and red borders, hint, icon button),
 * and the filter bars above lists use the plain ones of list/filterInputs.tsx (no required mark,
 * no border state, applied as they change).
 *
 * One form field on ra-core's useInput, as every input of ours needs it: the value and handlers,
 * the translated label (with "(optional)"), the first error translated, and the border state.
 * Errors come from the form's record-level `validate` and show after the first submit.
 */
export function useField({ label, optional = false, ...props }: FieldProps) {
  const translate = useTranslate();
  const translateProblem = useTranslateProblem();
  const translateLabel = useTranslateLabel();
  const { field, fieldState, id } = useInput(props);
  const name = String(translateLabel({ label, source: props.source }) ?? props.source);
  const shown = optional ? `${name} ${translate('app.optional')}` : name;
  const problem = messageOf(fieldState.error?.message ?? fieldState.error);
  const error = problem ? translateProblem(problem) : undefined;
  const filled = field.value !== undefined && field.value !== null && field.value !== '';
  const state: FieldState = error ? 'invalid' : filled ? 'valid' : 'empty';
  return { field, id, label: shown, name, required: !optional, error, state };
}
