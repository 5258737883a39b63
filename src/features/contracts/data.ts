import type { GetOneParams } from 'ra-core';
import { getContract, getContractChat, resolveDispute } from './api';
import type { ChatMessage, Contract, DisputeResolution } from '../../contract';
import type { ResourceHandlers } from '../../data/handlers';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

/**
 * Resource `contracts` (the case workspace, /contract/:contractId): getOne reads the contract
 * (GET /v1/pwt/contract/{id}), which the workspace shows on react-admin's <ShowBase>.
 */
export const contractsHandlers = {
  getOne: async (_resource: string, params: GetOneParams<Contract>) => ({ data: await unwrap(getContract(String(params.id), params.signal)) }),
} satisfies ResourceHandlers;

/**
 * The workspace's other calls: its chat pages and its resolution. Chat messages are sent over the
 * socket (useRealtime().send); each party's dispute history is getUserDisputeHistory (./cases.ts).
 */
export const contractsMethods = {
  /** GET /v1/pwt/contract/{id}/chat?page=n: 21 messages, newest first */
  getContractChatPage: (contractId: string, page: number, signal?: AbortSignal): Promise<ChatMessage[]> =>
    unwrap(getContractChat(contractId, page, signal)),
  /** POST /v1/pwt/contract/{id}/dispute → the contract after it (409 DISPUTE_ALREADY_RESOLVED when resolved before) */
  resolveContractDispute: (resolution: DisputeResolution): Promise<Contract> => unwrap(resolveDispute(resolution)),
};

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { contracts: contractsHandlers }, methods: contractsMethods } satisfies DataPart;

type ContractsMethods = typeof contractsMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends ContractsMethods {}
}
