import type { DataPart } from '../../data/dataProvider';
import { unwrap } from '../../data/unwrap';
import type { DisputeDecision, FourEyesSettings } from '../../contract/fourEyes';
import {
  getCaseProposals,
  getFourEyesSettings,
  getNoticeLanguages,
  getWaitingProposals,
  postDecision,
  postProposalAction,
  putFourEyesSettings,
} from './api';

/** Four eyes: custom methods of the case, the queue and the admin screen. */
export const fourEyesMethods = {
  getFourEyesSettings: (signal?: AbortSignal) => unwrap(getFourEyesSettings(signal)),
  putFourEyesSettings: (settings: FourEyesSettings) => unwrap(putFourEyesSettings(settings)),
  decideContractDispute: (decision: DisputeDecision) => unwrap(postDecision(decision)),
  getCaseProposals: (contractId: string, signal?: AbortSignal) => unwrap(getCaseProposals(contractId, signal)),
  getNoticeLanguages: (contractId: string, signal?: AbortSignal) => unwrap(getNoticeLanguages(contractId, signal)),
  getWaitingProposals: (signal?: AbortSignal) => unwrap(getWaitingProposals(signal)),
  approveProposal: (id: string) => unwrap(postProposalAction(id, 'approve')),
  rejectProposal: (id: string, reason: string) => unwrap(postProposalAction(id, 'reject', { reason })),
  withdrawProposal: (id: string) => unwrap(postProposalAction(id, 'withdraw')),
};

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { methods: fourEyesMethods } satisfies DataPart;

type FourEyesMethods = typeof fourEyesMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends FourEyesMethods {}
}
