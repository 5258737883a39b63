import { useTranslate } from 'ra-core';
import type { AnalyticsQuery, TradeData } from '../../../contract';
import { formatCount, formatSats } from '../../../domain/format';
import { FigureCards } from '../FigureCards';
import { PanelBody } from '../PanelBody';
import { TrendChart } from '../TrendChart';
import { useAnalytics } from '../useAnalytics';
import { ValuesTable } from '../ValuesTable';

/** /trade: the contracts of the period, per day, currency and payment method. */
export function TradesPanel({ query }: { query: AnalyticsQuery }) {
  const translate = useTranslate();
  const result = useAnalytics('getAnalyticsTrades', query);
  return (
    <PanelBody result={result} isEmpty={(t) => t.trades === 0}>
      {(t: TradeData) => {
        const title = translate('analytics.table.byDay', { 0: translate('analytics.panel.trades') });
        const days = t.byDay.map((d) => d.date);
        // volume counts completed trades only: say so where a row has trades and no volume
        const uncompleted = (rows: { trades: number; volumeSats: number }[]) =>
          rows.some((r) => r.trades > 0 && r.volumeSats === 0) ? translate('analytics.note.volumeCompletedOnly') : undefined;
        return (
          <>
            <FigureCards
              figures={[
                { key: 'trades', value: formatCount(t.trades) },
                { key: 'completed', value: formatCount(t.completed) },
                { key: 'canceled', value: formatCount(t.canceled) },
                { key: 'volumeSats', value: formatSats(t.volumeSats) },
                { key: 'feesSats', value: formatSats(t.feesSats) },
                { key: 'averageAmountSats', value: formatSats(t.averageAmountSats) },
              ]}
            />
            <TrendChart title={title} kind="line" labels={days} series={[{ key: 'trades', data: t.byDay.map((d) => d.trades) }]} />
            <TrendChart
              title={translate('analytics.table.volumeByDay')}
              kind="line"
              labels={days}
              sats
              series={[{ key: 'volumeSats', data: t.byDay.map((d) => d.volumeSats) }]}
            />
            <ValuesTable
              caption={title}
              rows={t.byDay}
              columns={[
                { key: 'date', value: (d) => d.date },
                { key: 'trades', value: (d) => formatCount(d.trades), numeric: true },
                { key: 'volumeSats', value: (d) => formatSats(d.volumeSats), numeric: true },
              ]}
            />
            <ValuesTable
              caption={translate('analytics.table.byCurrency')}
              rows={t.byCurrency}
              note={uncompleted(t.byCurrency)}
              columns={[
                { key: 'currency', value: (r) => r.currency },
                { key: 'trades', value: (r) => formatCount(r.trades), numeric: true },
                { key: 'volumeSats', value: (r) => formatSats(r.volumeSats), numeric: true },
              ]}
            />
            <ValuesTable
              caption={translate('analytics.table.byPaymentMethod')}
              rows={t.byPaymentMethod}
              note={uncompleted(t.byPaymentMethod)}
              columns={[
                { key: 'paymentMethod', value: (r) => r.paymentMethod },
                { key: 'trades', value: (r) => formatCount(r.trades), numeric: true },
                { key: 'volumeSats', value: (r) => formatSats(r.volumeSats), numeric: true },
              ]}
            />
          </>
        );
      }}
    </PanelBody>
  );
}
