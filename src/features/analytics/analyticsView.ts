import type { AnalyticsQuery } from '../../contract';
import { DEFAULT_PERIOD, isPeriodPreset, periodRange, type DayRange, type PeriodPreset } from '../../domain/analyticsPeriods';

/** The panels of the analytics screen, one per analytics call (spec §7), in their tab order. */
export const PANELS = ['conversion', 'matches', 'offers', 'trades', 'realtime', 'userCreation', 'userSources'] as const;
export type Panel = (typeof PANELS)[number];
const isPanel = (value: unknown): value is Panel => PANELS.includes(value as Panel);

/**
 * What the screen shows, all of it in the URL (so a link or a reload shows the same):
 * ?period=last30Days&panel=trades&paymentMethod=sepa&currency=EUR, plus start & end for a custom
 * period. Parameters that are not set are not in the URL.
 */
export interface AnalyticsView {
  period: PeriodPreset;
  /** the days chosen for a custom period (ignored by the other presets) */
  custom: Partial<DayRange>;
  paymentMethod: string;
  currency: string;
  panel: Panel;
}

export function viewFromSearch(search: URLSearchParams): AnalyticsView {
  const period = search.get('period');
  const panel = search.get('panel');
  return {
    period: isPeriodPreset(period) ? period : DEFAULT_PERIOD,
    custom: { start: search.get('start') ?? undefined, end: search.get('end') ?? undefined },
    paymentMethod: search.get('paymentMethod') ?? '',
    currency: search.get('currency') ?? '',
    panel: isPanel(panel) ? panel : PANELS[0],
  };
}

export function searchFromView(view: AnalyticsView): URLSearchParams {
  const search = new URLSearchParams({ period: view.period });
  if (view.period === 'custom') {
    if (view.custom.start) search.set('start', view.custom.start);
    if (view.custom.end) search.set('end', view.custom.end);
  }
  if (view.paymentMethod) search.set('paymentMethod', view.paymentMethod);
  if (view.currency) search.set('currency', view.currency);
  search.set('panel', view.panel);
  return search;
}

/**
 * The query of the analytics calls: the period's days, and the filters only when set (spec §5).
 * Undefined while a custom period is incomplete: nothing is asked then.
 */
export function queryOfView(view: AnalyticsView, now = new Date()): AnalyticsQuery | undefined {
  const range = periodRange(view.period, { now, custom: view.custom });
  if (!range) return undefined;
  return {
    ...range,
    ...(view.paymentMethod ? { paymentMethod: view.paymentMethod } : {}),
    ...(view.currency ? { currency: view.currency } : {}),
  };
}
