// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_CSV_COLUMNS } from '../../contract';
import { clearSession, saveSession } from '../../api/session';
import { stubFetch } from '../../api/testing';
import { saveBlob } from '../../ui/saveBlob';
import { analyticsMethods } from './data';
import { ApiFailure } from '../../data/unwrap';

const { respond, call } = stubFetch();
const HEADER = ANALYTICS_CSV_COLUMNS.join(',');
const CSV = `${HEADER}\n2026-11-01,3,10,4,2,1200000,12000\n`;

beforeEach(() => saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 }));
afterEach(() => clearSession());

describe('the CSV download', () => {
  it.each([
    ['daily', '/v1/analytics/dailyData'],
    ['monthly', '/v1/analytics/monthlyData'],
  ] as const)('%s: reads %s as a blob with its header row, to be saved as analytics.csv', async (kind, path) => {
    respond(200, CSV);
    const { blob, fileName } = await analyticsMethods.getAnalyticsCsv(kind, { start: '2026-11-01', end: '2026-11-30' });
    const sent = new URL(call().url);
    expect(sent.pathname).toBe(path);
    expect(sent.search).toBe('?start=2026-11-01&end=2026-11-30');
    expect(call().headers).toMatchObject({ Accept: 'text/csv' });
    expect(blob.size).toBe(CSV.length); // a Blob (of fetch's realm, so no instanceof against jsdom's)
    expect((await blob.text()).split('\n')[0]).toBe(HEADER);
    expect(fileName).toBe('analytics.csv');
  });

  it('a refused download throws the server’s error for the banner', async () => {
    respond(403, { error: 'UNAUTHORIZED' });
    await expect(analyticsMethods.getAnalyticsCsv('daily', {})).rejects.toBeInstanceOf(ApiFailure);
  });

  it('saveBlob clicks a link that downloads the blob under the given name, then lets the URL go', async () => {
    vi.useFakeTimers();
    const blob = new Blob([CSV], { type: 'text/csv' });
    const created = vi.fn(() => 'blob:analytics');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveBlob(blob, 'analytics.csv');
    expect(created).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked[0].download).toBe('analytics.csv');
    expect(clicked[0].href).toBe('blob:analytics');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:analytics');
    vi.useRealTimers();
  });
});
