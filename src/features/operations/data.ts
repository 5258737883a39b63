import type { OperationsQuery, OperationsReport } from '../../contract/operations';
import type { DataPart } from '../../data/dataProvider';
import { unwrap } from '../../data/unwrap';
import { getOperations } from './api';

export const operationsMethods = {
  /** GET /v1/pwt/operations */
  getOperations: (query: OperationsQuery, signal?: AbortSignal): Promise<OperationsReport> => unwrap(getOperations(query, signal)),
};

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { methods: operationsMethods } satisfies DataPart;

type OperationsMethods = typeof operationsMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends OperationsMethods {}
}
