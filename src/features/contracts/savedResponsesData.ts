import { localRecords, type StateCache } from '../../data/localDb';

/**
 * Saved chat responses (spec §1, labels only; no platform endpoint): kept per staff member in the
 * browser's database 'peach' (store 'state', one record `savedResponses.<staffId>` holding the
 * list). Every operation that fails throws a SavedResponseFailure naming it, so the screen shows
 * its own text (error.savedResponse.add | edit | delete | load).
 */
export interface SavedResponse {
  id: string;
  label: string;
  text: string;
}

export type SavedResponseOperation = 'add' | 'edit' | 'delete' | 'load';

export class SavedResponseFailure extends Error {
  constructor(
    readonly operation: SavedResponseOperation,
    options?: { cause?: unknown },
  ) {
    super(`error.savedResponse.${operation}`, options);
  }
}

export const savedResponsesKey = (staffId: string) => `savedResponses.${staffId}`;

const attempt = async <T>(operation: SavedResponseOperation, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (cause) {
    throw new SavedResponseFailure(operation, { cause });
  }
};

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function savedResponsesOf(staffId: string, store: StateCache = localRecords) {
  const key = savedResponsesKey(staffId);
  const read = async () => {
    const value = await store.read<SavedResponse[]>(key);
    return Array.isArray(value) ? value : [];
  };
  return {
    list: () => attempt('load', read),
    add: (entry: Omit<SavedResponse, 'id'>) =>
      attempt('add', async () => {
        const saved: SavedResponse = { id: newId(), label: entry.label.trim(), text: entry.text };
        await store.write(key, [...(await read()), saved]);
        return saved;
      }),
    edit: (changed: SavedResponse) =>
      attempt('edit', async () => {
        const list = await read();
        if (!list.some((r) => r.id === changed.id)) throw new Error(`no saved response ${changed.id}`);
        await store.write(key, list.map((r) => (r.id === changed.id ? { ...changed, label: changed.label.trim() } : r)));
        return changed;
      }),
    remove: (id: string) =>
      attempt('delete', async () => {
        await store.write(key, (await read()).filter((r) => r.id !== id));
      }),
  };
}
