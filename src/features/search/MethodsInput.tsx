import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { paymentMethodName } from '../../domain/paymentMethodNames';
import { useField } from '../../ui/useField';

/**
 * The payment methods of the chosen currency as checkboxes (react-admin's useInput through
 * useField); none ticked = any method of the currency.
 */
export function MethodsInput({ methods }: { methods: readonly string[] }) {
  const translate = useTranslate();
  const { field, label } = useField({ source: 'methods', optional: true });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (method: string, on: boolean) => field.onChange(on ? [...value, method] : value.filter((m) => m !== method));
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{label}</FormLabel>
      <Typography variant="body2" color="text.secondary">
        {translate('search.anyMethod')}
      </Typography>
      <FormGroup row>
        {methods.map((method) => (
          <FormControlLabel
            key={method}
            control={<Checkbox size="small" checked={value.includes(method)} onChange={(e) => toggle(method, e.target.checked)} />}
            label={paymentMethodName(translate, method)}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
