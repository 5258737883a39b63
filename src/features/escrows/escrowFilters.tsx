import { SelectInput as RaSelectInput } from 'react-admin';
import type { FundingState } from '../../contract';

/** The funding states a filter can pick (the platform's FundingStatus.status), named by funding.status.<state>. */
const FUNDING_STATES: FundingState[] = ['NULL', 'MEMPOOL', 'FUNDED', 'WRONG_FUNDING_AMOUNT', 'CANCELED'];
const STATUS_CHOICES = FUNDING_STATES.map((state) => ({ id: state, name: `funding.status.${state}` }));

/** Module level: react-admin renders it in the filter bar and keeps it in the URL (?filter={"status":"FUNDED"}). */
export const escrowFilters = [<RaSelectInput source="status" choices={STATUS_CHOICES} alwaysOn key="status" />];
