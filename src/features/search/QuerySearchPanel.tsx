import { Paper, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Form, useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import type { TradeSearchRow, UserSearchRow } from '../../contract';
import { formatDate, formatSats } from '../../domain/format';
import { ID_PREFIX_MIN, SEARCH_QUERY_MAX, userQueryMissing } from '../../domain/lookup';
import { ContractLink, UserLink } from '../../ui/IdLinks';
import { RatingStars } from '../../ui/RatingStars';
import { TextInput } from '../../ui/TextInput';
import { SearchResults } from './SearchResults';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function TradeResults({ query }: { query: string }) {
  const translate = useTranslate();
  return (
    <SearchResults key={query} resource="tradeSearch" filter={{ query }} empty="search.empty.trades">
      <DataTable.Col<TradeSearchRow> source="id" disableSort render={(t) => <ContractLink id={t.id} />} />
      <DataTable.Col<TradeSearchRow> source="creationDate" disableSort cellSx={() => NO_WRAP} render={(t) => formatDate(t.creationDate)} />
      <DataTable.Col<TradeSearchRow> source="sellerId" disableSort render={(t) => <UserLink id={t.sellerId} />} />
      <DataTable.Col<TradeSearchRow> source="buyerId" disableSort render={(t) => <UserLink id={t.buyerId} />} />
      <DataTable.Col<TradeSearchRow> source="amount" disableSort align="right" cellSx={() => NO_WRAP} render={(t) => formatSats(t.amount)} />
      <DataTable.Col<TradeSearchRow> source="price" disableSort align="right" cellSx={() => NO_WRAP} render={(t) => `${t.price.toFixed(2)} ${t.currency}`} />
      <DataTable.Col<TradeSearchRow> source="paymentMethod" disableSort />
      <DataTable.Col<TradeSearchRow> source="tradeStatus" disableSort />
      <DataTable.Col<TradeSearchRow> source="matchedBy" disableSort render={(t) => translate(`search.matchedBy.${t.matchedBy}`)} />
    </SearchResults>
  );
}

function UserResults({ query }: { query: string }) {
  const translate = useTranslate();
  const stateOf = (u: UserSearchRow) =>
    [u.banned && translate('search.banned'), u.disabled && translate('search.disabled')].filter(Boolean).join(', ') || translate('search.active');
  return (
    <SearchResults key={query} resource="userSearch" filter={{ query }} empty="search.empty.users">
      <DataTable.Col<UserSearchRow> source="id" disableSort render={(u) => <UserLink id={u.id} />} />
      <DataTable.Col<UserSearchRow> source="creationDate" disableSort cellSx={() => NO_WRAP} render={(u) => formatDate(u.creationDate)} />
      <DataTable.Col<UserSearchRow> source="trades" disableSort align="right" />
      <DataTable.Col<UserSearchRow> source="rating" disableSort render={(u) => <RatingStars rating={u.rating} />} />
      <DataTable.Col<UserSearchRow> source="state" disableSort render={stateOf} />
      <DataTable.Col<UserSearchRow> source="kyc" disableSort render={(u) => translate(u.kyc ? 'search.yes' : 'search.no')} />
      <DataTable.Col<UserSearchRow> source="referralCode" disableSort />
      <DataTable.Col<UserSearchRow> source="matchedBy" disableSort render={(u) => translate(`search.matchedBy.${u.matchedBy}`)} />
    </SearchResults>
  );
}

/** The trades and users tabs: a search text (kept in the URL), then its results; with no text, nothing is asked. */
export function QuerySearchPanel({ tab, query, onSearch }: { tab: 'trades' | 'users'; query: string; onSearch: (query: string) => void }) {
  const translate = useTranslate();
  return (
    <>
      <Form key={query} defaultValues={{ query }} onSubmit={(values: { query?: string }) => onSearch(String(values.query ?? ''))}>
        <Paper sx={{ p: 2, mb: 2, maxWidth: 720 }}>
          <TextInput
            source="query"
            label="search.query"
            hint={translate(`search.hint.${tab}`)}
            icon={<SearchIcon />}
            iconLabel={translate('search.submit')}
            onSubmit={onSearch}
            maxLength={SEARCH_QUERY_MAX}
            type="search"
          />
        </Paper>
      </Form>
      {!query.trim() ? (
        <Paper sx={{ p: 2 }}>
          <Typography role="status">{translate(`search.ask.${tab}`)}</Typography>
        </Paper>
      ) : tab === 'trades' ? (
        <TradeResults query={query} />
      ) : userQueryMissing(query) > 0 ? (
        <Paper sx={{ p: 2 }}>
          <Typography role="status">{translate('search.tooShort', { 0: ID_PREFIX_MIN })}</Typography>
        </Paper>
      ) : (
        <UserResults query={query} />
      )}
    </>
  );
}
