import { describe, expect, it } from 'vitest';
import type { StateCache } from '../../data/localDb';
import { SavedResponseFailure, savedResponsesOf } from './savedResponsesData';

/** An in-memory store; `failing` makes reads or writes throw as a broken IndexedDB would. */
function memoryStore(failing: { read?: boolean; write?: boolean } = {}): StateCache & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    async read<T>(id: string) {
      if (failing.read) throw new Error('read failed');
      return data.get(id) as T | undefined;
    },
    async write(id, value) {
      if (failing.write) throw new Error('write failed');
      data.set(id, value);
    },
  };
}

describe('saved responses', () => {
  it('adds, edits and deletes, per staff member', async () => {
    const store = memoryStore();
    const mine = savedResponsesOf('staff-1', store);
    const theirs = savedResponsesOf('staff-2', store);
    const hello = await mine.add({ label: ' Greeting ', text: 'Hello, I am the mediator.' });
    await mine.add({ label: 'Proof', text: 'Please send a screenshot.' });
    expect(hello.label).toBe('Greeting');
    expect((await mine.list()).map((r) => r.label)).toEqual(['Greeting', 'Proof']);
    expect(await theirs.list()).toEqual([]);
    await mine.edit({ ...hello, text: 'Hi!' });
    expect((await mine.list())[0].text).toBe('Hi!');
    await mine.remove(hello.id);
    expect((await mine.list()).map((r) => r.label)).toEqual(['Proof']);
    expect(store.data.has('savedResponses.staff-1')).toBe(true);
  });

  it('names the operation that failed', async () => {
    const unreadable = savedResponsesOf('s', memoryStore({ read: true }));
    await expect(unreadable.list()).rejects.toMatchObject({ operation: 'load', message: 'error.savedResponse.load' });
    const unwritable = savedResponsesOf('s', memoryStore({ write: true }));
    await expect(unwritable.add({ label: 'a', text: 'b' })).rejects.toBeInstanceOf(SavedResponseFailure);
    await expect(unwritable.add({ label: 'a', text: 'b' })).rejects.toMatchObject({ operation: 'add' });
    await expect(unwritable.edit({ id: 'x', label: 'a', text: 'b' })).rejects.toMatchObject({ operation: 'edit' });
    await expect(unwritable.remove('x')).rejects.toMatchObject({ operation: 'delete' });
  });

  it('refuses to edit a response that is gone', async () => {
    const store = memoryStore();
    await expect(savedResponsesOf('s', store).edit({ id: 'gone', label: 'a', text: 'b' })).rejects.toMatchObject({ operation: 'edit' });
  });
});
