import { TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { COUNTRIES } from '../../domain/countries';

interface Props {
  value: string;
  onChange: (alpha2: string) => void;
  label: string;
  error?: string;
}

/** The country list of spec §3 (ISO 3166-1), by name; the value sent is the alpha-2 code. */
export function CountrySelect({ value, onChange, label, error }: Props) {
  const translate = useTranslate();
  return (
    <TextField
      select
      variant="outlined"
      label={label}
      value={value}
      required
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{translate('events.chooseCountry')}</option>
      {COUNTRIES.map((country) => (
        <option key={country.alpha2} value={country.alpha2}>
          {country.name} ({country.alpha2})
        </option>
      ))}
    </TextField>
  );
}
