import { describe, expect, it } from 'vitest';
import { pageStart, type TraceEvent } from '../bench/pageStart';

const nav = (ts: number, documentLoaderURL: string, isOutermostMainFrame = true): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  pid: 1,
  tid: 1,
  ts,
  args: { data: { documentLoaderURL, isOutermostMainFrame } },
});

describe('pageStart (the bench trace window)', () => {
  it("takes the page's own navigation, not a later document of the same renderer (an SVG image)", () => {
    const events = [nav(100, ''), nav(101, 'http://127.0.0.1:1/'), nav(357, '')];
    expect(pageStart(events, 'http://127.0.0.1:1/').ts).toBe(101);
  });

  it('ignores a frame inside the page with the same address', () => {
    const events = [nav(90, 'http://127.0.0.1:1/x', false), nav(120, 'http://127.0.0.1:1/x')];
    expect(pageStart(events, 'http://127.0.0.1:1/x').ts).toBe(120);
  });

  it('fails when the page was not traced', () => {
    expect(() => pageStart([nav(1, 'http://127.0.0.1:1/other')], 'http://127.0.0.1:1/')).toThrow(/no navigationStart/);
  });
});
