import { useState } from 'react';
import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import SearchIcon from '@mui/icons-material/Search';
import { contractIdOf } from '../../domain/disputes';
import { recordPath } from '../../domain/recordPaths';
import { TextBox } from '../../ui/TextBox';

/** A contract id in either of the platform's forms (14-15 or PC-E-F) opens /contract/{id}. */
export function ContractLookup({ initial = '' }: { initial?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const open = (text: string) => {
    const id = contractIdOf(text);
    setInvalid(!id);
    if (id) navigate(recordPath('contracts', id));
  };
  return (
    <Box role="search" sx={{ maxWidth: 420 }}>
      <TextBox
        label={translate('contract.lookup.label')}
        value={value}
        onChange={(next) => {
          setValue(next);
          setInvalid(false);
        }}
        hint={translate('contract.lookup.hint')}
        errors={invalid ? [translate('contract.lookup.invalid')] : undefined}
        icon={<SearchIcon />}
        iconLabel={translate('contract.lookup.open')}
        onSubmit={open}
        maxLength={100}
      />
    </Box>
  );
}
