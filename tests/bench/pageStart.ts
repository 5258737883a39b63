/** A trace event as Chrome's tracing reports it (the fields the bench reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; isOutermostMainFrame?: boolean } };
}

/**
 * The navigation of the page at `url` in a trace: the renderer also starts documents of its own
 * after it (an SVG image, the tab's icon among them, is a document with a navigation of its own),
 * so the last navigationStart of the process is not the page's and would shift the whole window.
 */
export function pageStart(events: readonly TraceEvent[], url: string): TraceEvent {
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isOutermostMainFrame !== false && e.args?.data?.documentLoaderURL === url);
  if (!start) throw new Error(`no navigationStart of ${url} in the trace`);
  return start;
}
