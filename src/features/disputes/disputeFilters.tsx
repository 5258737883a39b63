import { SUPPORTED_CURRENCIES } from '../../domain/currencies';
import { PAYMENT_METHODS } from '../../domain/paymentMethods';
import { paymentMethodName } from '../../domain/paymentMethodNames';
import { DISPUTE_REASONS, TRADE_PARTICIPANTS } from '../../contract/trade';
import { DEFAULT_DISPUTE_FILTER } from './data';

export interface FilterChoice {
  id: string;
  /** a catalogue key, or the text itself when `translate` is false */
  name: string;
}

export type QueueFilter =
  | { kind: 'text'; source: 'q'; width: number }
  | { kind: 'number'; source: 'olderThanHours' | 'unattendedHours'; width: number }
  | {
      kind: 'select';
      source: 'state' | 'reason' | 'currency' | 'paymentMethod' | 'initiator';
      choices: FilterChoice[];
      /** `name` is a catalogue key (true), the text itself (false), or the id is named by a function of the language */
      translate: boolean | ((translate: Translate, id: string) => string);
      required?: boolean;
    };

type Translate = (key: string, options?: Record<string, unknown>) => string;

const choices = (ids: readonly string[], key?: string): FilterChoice[] => ids.map((id) => ({ id, name: key ? `${key}.${id}` : id }));

/**
 * The queue's filters, module level, in the order of the filter bar (QueueFilters.tsx). Kept in
 * the URL by react-admin (`?filter={"state":"open","reason":"abusive"}`); labels are
 * resources.disputes.fields.<source>. The state has no empty choice: the queue always asks for
 * open or resolved disputes.
 */
export const disputeFilters: QueueFilter[] = [
  { kind: 'text', source: 'q', width: 240 },
  { kind: 'select', source: 'state', choices: choices(['open', 'resolved'], 'disputes.state'), translate: true, required: true },
  { kind: 'select', source: 'reason', choices: choices(DISPUTE_REASONS, 'disputes.reason'), translate: true },
  { kind: 'select', source: 'currency', choices: choices(SUPPORTED_CURRENCIES), translate: false },
  { kind: 'select', source: 'paymentMethod', choices: choices(PAYMENT_METHODS), translate: paymentMethodName },
  { kind: 'select', source: 'initiator', choices: choices(TRADE_PARTICIPANTS, 'disputes.side'), translate: true },
  { kind: 'number', source: 'olderThanHours', width: 170 },
  // the case clocks' filter (src/features/clocks): traders waiting on staff at least this long
  { kind: 'number', source: 'unattendedHours', width: 210 },
];

export { DEFAULT_DISPUTE_FILTER };
