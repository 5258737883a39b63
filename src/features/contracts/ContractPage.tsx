import { Chip } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { contractIdOf, contractDisplayId } from '../../domain/disputes';
import { Page } from '../../ui/Page';
import { ContractLookup } from './ContractLookup';
import { CaseShortcuts } from './CaseShortcuts';
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
    <Page access="contracts" title={title} aside={<ContractLookup key={raw ?? ''} />}>
      {raw && !contractId && <Chip color="error" variant="outlined" label={translate('contract.lookup.invalid')} />}
      {/* the keys listen from the first paint, not once the case has loaded: a j or k pressed meanwhile is not lost */}
      {contractId && <CaseShortcuts contractId={contractId} />}
      {contractId && <CaseWorkspace key={contractId} contractId={contractId} />}
    </Page>
  );
}
