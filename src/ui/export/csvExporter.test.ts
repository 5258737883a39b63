// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvExporter } from './csvExporter';

describe('csvExporter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the file and is done at once, so a second export can follow', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', { ...URL, createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x'), revokeObjectURL: () => undefined });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const exporter = csvExporter<{ id: string; reason: string }>([{ source: 'id' }, { source: 'reason' }], (c) => c.source, 'scammers_2026-11-27');
    const rows = [{ id: 'PC-1', reason: 'fraud\r=1+1' }];
    // react-admin's defaultExporter returned a promise that never settled: the button stayed busy
    expect(exporter(rows as never, vi.fn(), {} as never, 'r')).toBeUndefined();
    expect(exporter(rows as never, vi.fn(), {} as never, 'r')).toBeUndefined();
    expect(names).toEqual(['scammers_2026-11-27.csv', 'scammers_2026-11-27.csv']);
    expect(await blobs[0].text()).toBe(`id,reason\r\nPC-1,"fraud\n'=1+1"`);
  });
});
