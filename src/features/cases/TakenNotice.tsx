import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useStaffUser } from '../../auth/staffUser';
import { useCaseState } from './useCaseState';
import { PartGate } from '../parts/PartGate';

/**
 * "Taken by X" above the resolution and the chat, for everyone but the owner: seen before they
 * write in the chat or resolve the case. Nothing while nobody has the case.
 */
export function TakenNotice({ contractId }: { contractId: string }) {
  // without ownership on the server, nobody has a case: the owner panel's place says so once
  return (
    <PartGate part="ownership" quiet>
      <Notice contractId={contractId} />
    </PartGate>
  );
}

function Notice({ contractId }: { contractId: string }) {
  const translate = useTranslate();
  const me = useStaffUser();
  const { data } = useCaseState(contractId);
  if (!data?.owner || data.owner.id === me.id) return null;
  return (
    <Alert severity="warning" data-testid="taken-notice">
      {translate('cases.notice', { 0: data.owner.username })}
    </Alert>
  );
}
