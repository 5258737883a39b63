import { getCase, handOverCase, takeCase } from './api';
import { getDisputeHistory } from '../disputes/api';
import type { CaseState } from '../../contract/cases';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

/** Who has a case: custom methods of the case workspace (one record, not a list). */
export const casesMethods = {
  /** GET /v1/pwt/contract/{id}/case */
  getCase: (contractId: string, signal?: AbortSignal): Promise<CaseState> => unwrap(getCase(contractId, signal)),
  /** POST /v1/pwt/contract/{id}/take (409 CASE_ALREADY_TAKEN, with the owner in its details) */
  takeCase: (contractId: string): Promise<CaseState> => unwrap(takeCase(contractId)),
  /** POST /v1/pwt/contract/{id}/handOver (admins) */
  handOverCase: (contractId: string, staffId: string): Promise<CaseState> => unwrap(handOverCase(contractId, { staffId })),
  /**
   * GET /v1/pwt/user/{id}/disputeHistory: a party's earlier disputes (the case's "met before"; the
   * user page's dispute history too). Here, with the case page's calls, rather than with the user
   * page's (src/data/pageHandlers.ts), which the case page does not otherwise need.
   */
  getUserDisputeHistory: (id: string, signal?: AbortSignal) => unwrap(getDisputeHistory(id, signal)),
};

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { methods: casesMethods } satisfies DataPart;

type CasesMethods = typeof casesMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends CasesMethods {}
}
