import { useTranslate } from 'ra-core';
import type { AnalyticsQuery, ContractConversion } from '../../../contract';
import { formatCount } from '../../../domain/format';
import { useFormats } from '../../../ui/formats';
import { FigureCards } from '../FigureCards';
import { PanelBody } from '../PanelBody';
import { TrendChart } from '../TrendChart';
import { useAnalytics } from '../useAnalytics';
import { ValuesTable } from '../ValuesTable';

const STEPS = ['offers', 'matchedOffers', 'contracts', 'completedContracts'] as const;

/** /contract/conversion: from offers to completed trades, as a funnel of bars. */
export function ConversionPanel({ query }: { query: AnalyticsQuery }) {
  const translate = useTranslate();
  const { percent } = useFormats();
  const result = useAnalytics('getAnalyticsConversion', query);
  return (
    <PanelBody result={result} isEmpty={(c) => c.offers === 0 && c.contracts === 0}>
      {(c: ContractConversion) => {
        const steps = STEPS.map((key) => ({ step: translate(`analytics.field.${key}`), count: c[key] }));
        return (
          <>
            <FigureCards
              figures={[
                ...STEPS.map((key) => ({ key, value: formatCount(c[key]) })),
                { key: 'canceledContracts', value: formatCount(c.canceledContracts) },
                { key: 'matchRate', value: percent(c.matchRate) },
                { key: 'completionRate', value: percent(c.completionRate) },
              ]}
            />
            <TrendChart
              title={translate('analytics.table.funnel')}
              kind="bar"
              labels={steps.map((s) => s.step)}
              series={[{ key: 'count', data: steps.map((s) => s.count) }]}
            />
            <ValuesTable
              caption={translate('analytics.table.funnel')}
              rows={steps}
              columns={[
                { key: 'step', value: (s) => s.step },
                { key: 'count', value: (s) => formatCount(s.count), numeric: true },
              ]}
            />
          </>
        );
      }}
    </PanelBody>
  );
}
