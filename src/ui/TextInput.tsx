import type { TextBoxProps } from './TextBox';
import { TextBox } from './TextBox';
import { useField, type FieldProps } from './useField';

export type TextInputProps = FieldProps &
  Pick<TextBoxProps, 'hint' | 'icon' | 'iconLabel' | 'onSubmit' | 'type' | 'inputMode' | 'autoComplete' | 'autoFocus' | 'maxLength' | 'disabled'>;

/**
 * The spec's text input (§2) inside a react-admin <Form>: `<TextInput source="city" />`. Label
 * as placeholder (resources.<resource>.fields.<source>), "(optional)", green border when valid
 * and filled, red border with the first error, hint, and an optional icon button (`icon` +
 * `onSubmit`) that submits the value.
 */
export function TextInput({ source, label, optional, format, parse, defaultValue, ...box }: TextInputProps) {
  const { field, id, name, required, error } = useField({ source, label, optional, format, parse, defaultValue });
  return (
    <TextBox
      {...box}
      id={id}
      name={field.name}
      label={name}
      required={required}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errors={error ? [error] : undefined}
    />
  );
}
