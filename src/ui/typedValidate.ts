import type { ValidateForm } from 'ra-core';
import type { FieldValues } from 'react-hook-form';

/**
 * A record-level validator written for a form's own values type, as react-admin's `validate`.
 * react-hook-form hands every validator loose FieldValues; the form's values have the shape of
 * its defaultValues, so the one narrowing to that type is done here, once.
 */
export const typedValidate =
  <T>(validate: (values: T) => object): ValidateForm =>
  (values: FieldValues) =>
    validate(values as T);
