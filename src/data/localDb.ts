import { openDB, type IDBPDatabase } from 'idb';
import { LOCAL_DB_NAME, LOCAL_DB_STORE, LOCAL_DB_VERSION } from '../contract/constants';
import { logError } from '../api/client';

/**
 * The browser database of spec §3: 'peach', version 1000, one store 'state' of {id, value}
 * records. It keeps the last public info so that the console still knows the payment methods
 * when the platform cannot be reached at start. A browser without IndexedDB simply has no cache.
 */
export interface StateCache {
  read<T>(id: string): Promise<T | undefined>;
  write(id: string, value: unknown): Promise<void>;
}

let db: Promise<IDBPDatabase> | null = null;

function open(): Promise<IDBPDatabase> {
  db ??= openDB(LOCAL_DB_NAME, LOCAL_DB_VERSION, {
    upgrade(database) {
      if (!database.objectStoreNames.contains(LOCAL_DB_STORE)) database.createObjectStore(LOCAL_DB_STORE, { keyPath: 'id' });
    },
  });
  return db;
}

export const localState: StateCache = {
  async read<T>(id: string) {
    try {
      const record = (await (await open()).get(LOCAL_DB_STORE, id)) as { id: string; value: T } | undefined;
      return record?.value;
    } catch (error) {
      logError(`local database: reading ${id} failed`, error);
      return undefined;
    }
  },
  async write(id, value) {
    try {
      await (await open()).put(LOCAL_DB_STORE, { id, value });
    } catch (error) {
      logError(`local database: writing ${id} failed`, error);
    }
  },
};

/**
 * The same store with its failures thrown, for records whose every failure the user must see
 * (saved chat responses: error.savedResponse.*). A browser without IndexedDB fails here too.
 */
export const localRecords: StateCache = {
  async read<T>(id: string) {
    const record = (await (await open()).get(LOCAL_DB_STORE, id)) as { id: string; value: T } | undefined;
    return record?.value;
  },
  async write(id, value) {
    await (await open()).put(LOCAL_DB_STORE, { id, value });
  },
};
