import type { FundingState } from '../../contract';
import { FilterSelectInput } from '../../ui/list/filterInputs';

/** The funding states a filter can pick (the platform's FundingStatus.status), named by funding.status.<state>. */
const FUNDING_STATES: FundingState[] = ['NULL', 'MEMPOOL', 'FUNDED', 'WRONG_FUNDING_AMOUNT', 'CANCELED'];
const STATUS_CHOICES = FUNDING_STATES.map((state) => ({ id: state, name: `funding.status.${state}` }));

/** Module level: the list's filter bar draws it and keeps it in the URL (?filter={"status":"FUNDED"}). */
export const escrowFilters = [<FilterSelectInput source="status" choices={STATUS_CHOICES} key="status" />];
