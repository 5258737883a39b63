import { useTranslate } from 'ra-core';
import type { AnalyticsQuery, UserSources } from '../../../contract';
import { formatCount } from '../../../domain/format';
import { FigureCards } from '../FigureCards';
import { PanelBody } from '../PanelBody';
import { TrendChart } from '../TrendChart';
import { periodOf, useAnalytics } from '../useAnalytics';
import { ValuesTable } from '../ValuesTable';

/** /user/sources: new users with and without a referral code, and the codes that brought most. */
export function UserSourcesPanel({ query }: { query: AnalyticsQuery }) {
  const translate = useTranslate();
  const result = useAnalytics('getAnalyticsUserSources', periodOf(query));
  return (
    <PanelBody result={result} isEmpty={(s) => s.total === 0}>
      {(s: UserSources) => {
        const title = translate('analytics.table.topReferralCodes');
        return (
          <>
            <FigureCards
              figures={[
                { key: 'users', value: formatCount(s.total) },
                { key: 'referred', value: formatCount(s.referred) },
                { key: 'organic', value: formatCount(s.organic) },
              ]}
            />
            {s.topReferralCodes.length > 0 && (
              <>
                <TrendChart
                  title={title}
                  kind="bar"
                  labels={s.topReferralCodes.map((r) => r.referralCode)}
                  series={[{ key: 'users', data: s.topReferralCodes.map((r) => r.users) }]}
                />
                <ValuesTable
                  caption={title}
                  rows={s.topReferralCodes}
                  columns={[
                    { key: 'referralCode', value: (r) => r.referralCode },
                    { key: 'users', value: (r) => formatCount(r.users), numeric: true },
                  ]}
                />
              </>
            )}
          </>
        );
      }}
    </PanelBody>
  );
}
