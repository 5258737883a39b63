import type { Contract } from '../../contract';
import { contractDisplayId } from '../../domain/disputes';
import type { Feature } from '../../feature';
import { data } from './data';
import { casePath, loadCase } from './paths';

/**
 * Contract (spec §2: /contract with an optional :contractId): the case workspace. Its page waits
 * for the case's English only, not the other pages'. The `contracts` resource's show view is the
 * case at the spec's URL, read by getOne. Reading a case is area contracts; resolving it and
 * writing in its chat are 'disputes'.
 */
export default {
  name: 'contracts',
  routes: [{ path: casePath, load: loadCase, english: 'case', opening: { area: 'contracts' } }],
  resources: [{ name: 'contracts', recordRepresentation: (contract: Contract) => contractDisplayId(contract.id) }],
  access: { contract: 'contracts', contracts: 'contracts' },
  data,
  language: { case: ['contract'] },
} satisfies Feature;
