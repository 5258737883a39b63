import { useSearchParams } from 'react-router-dom';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Page } from '../../ui/Page';
import { OfferSearchPanel } from './OfferSearchPanel';
import { QuerySearchPanel } from './QuerySearchPanel';
import { readSearchParams, SEARCH_TABS, searchParamsOf, TAB_RESOURCE, type SearchState } from './searchParams';

/**
 * One screen, three tabs: trades, users, offers (spec §2). The tab, the query and the offer filters
 * live in the URL (searchParams.ts), so a search can be shared, reloaded and gone back to.
 */
export default function SearchPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const state = readSearchParams(params);
  const go = (next: Partial<SearchState> & Pick<SearchState, 'tab'>) => setParams(searchParamsOf(next));
  const tabId = (tab: string) => `search-tab-${tab}`;
  const panelId = (tab: string) => `search-panel-${tab}`;
  return (
    <Page access="search" title={translate('search.title')}>
        <Tabs
          value={state.tab}
          onChange={(_, tab: SearchState['tab']) => go({ tab, query: state.query })}
          aria-label={translate('search.tabs')}
        >
          {SEARCH_TABS.map((tab) => (
            <Tab key={tab} value={tab} id={tabId(tab)} aria-controls={panelId(tab)} label={translate(`resources.${TAB_RESOURCE[tab]}.name`)} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(state.tab)} aria-labelledby={tabId(state.tab)}>
          {state.tab === 'offers' ? (
            <OfferSearchPanel filters={state.offers} onSearch={(offers) => go({ tab: 'offers', offers })} />
          ) : (
            <QuerySearchPanel key={state.tab} tab={state.tab} query={state.query} onSearch={(query) => go({ tab: state.tab, query })} />
          )}
        </Box>
    </Page>
  );
}
