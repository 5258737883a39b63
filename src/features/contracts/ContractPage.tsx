import { Box, Chip, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { contractIdOf, contractDisplayId } from '../../domain/disputes';
import { ContractLookup } from './ContractLookup';
import { CaseWorkspace } from './CaseWorkspace';

/**
 * /contract (a look-up field) and /contract/:contractId (the case workspace). The id may be
 * given in either of the platform's forms; the workspace shows it as the platform does.
 */
export default function ContractPage() {
  const translate = useTranslate();
  const { contractId: raw } = useParams();
  const contractId = raw ? contractIdOf(raw) : null;
  const title = contractId ? translate('contract.title', { 0: contractDisplayId(contractId) }) : translate('contract.lookup.title');
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <ContractLookup key={raw ?? ''} />
      </Box>
      {raw && !contractId && <Chip color="error" variant="outlined" label={translate('contract.lookup.invalid')} />}
      {contractId && <CaseWorkspace key={contractId} contractId={contractId} />}
    </Stack>
  );
}
