import type { Contract } from '../../contract';
import { contractDisplayId } from '../../domain/disputes';
import { lazyRoute } from '../../ui/lazyRoute';

/** Contract (spec §2: /contract with an optional :contractId): the case workspace, disputes area. */
export const path = '/contract/:contractId?';
// waits for the case's English only (i18n/enCase.ts), not the other pages'
export const ContractPage = lazyRoute(() => import('./ContractPage'), { restOfEnglish: 'case' });

/** The `contracts` resource: its show view is the case at /contract/:contractId (the spec's URL), read by getOne. */
export default {
  recordRepresentation: (contract: Contract) => contractDisplayId(contract.id),
};
