import { lazyRoute } from '../../ui/lazyRoute';

/** Contract (spec §2: /contract with an optional :contractId): the case workspace, disputes area. */
export const path = '/contract/:contractId?';
export const ContractPage = lazyRoute(() => import('./ContractPage'));
