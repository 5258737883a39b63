import { getCaseClocks, getClockThresholds, setClockThresholds } from './api';
import type { ClockThresholds } from '../../contract/caseClocks';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

/** The case clocks: custom methods of the queue, the case and Admin. */
export const clocksMethods = {
  getCaseClocks: (ids: readonly string[], signal?: AbortSignal) => unwrap(getCaseClocks(ids, signal)),
  getClockThresholds: (signal?: AbortSignal) => unwrap(getClockThresholds(signal)),
  setClockThresholds: (thresholds: ClockThresholds) => unwrap(setClockThresholds(thresholds)),
};

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { methods: clocksMethods } satisfies DataPart;

type ClocksMethods = typeof clocksMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends ClocksMethods {}
}
