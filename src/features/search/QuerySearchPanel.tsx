import { Paper, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Form, useTranslate } from 'ra-core';
import type { TradeSearchRow, UserSearchRow } from '../../contract';
import { formatDate, formatSats } from '../../domain/format';
import { SEARCH_QUERY_MAX, userQueryTooShort } from '../../domain/lookup';
import { paymentMethodName } from '../../domain/paymentMethodNames';
import { ContractLink, UserLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';
import { RatingStars } from '../../ui/RatingStars';
import { TextInput } from '../../ui/TextInput';
import { useFormats } from '../../ui/formats';
import { SearchResults } from './SearchResults';

function TradeResults({ query }: { query: string }) {
  const translate = useTranslate();
  const formats = useFormats();
  const columns: Column<TradeSearchRow>[] = [
    { source: 'id', render: (t) => <ContractLink id={t.id} /> },
    { source: 'creationDate', wrap: 'nowrap', render: (t) => formatDate(t.creationDate) },
    { source: 'sellerId', render: (t) => <UserLink id={t.sellerId} /> },
    { source: 'buyerId', render: (t) => <UserLink id={t.buyerId} /> },
    { source: 'amount', align: 'right', wrap: 'nowrap', render: (t) => formatSats(t.amount) },
    { source: 'price', align: 'right', wrap: 'nowrap', render: (t) => formats.fiat(t.price, t.currency) },
    { source: 'paymentMethod', render: (t) => paymentMethodName(translate, t.paymentMethod) },
    // the case's trade-status words (i18n/case/tradeStatus.ts), the code itself for one the catalogue lacks
    { source: 'tradeStatus', render: (t) => translate(`disputes.tradeStatus.${t.tradeStatus}`, { _: t.tradeStatus }) },
    { source: 'matchedBy', render: (t) => translate(`search.matchedBy.${t.matchedBy}`) },
  ];
  return <SearchResults key={query} resource="tradeSearch" filter={{ query }} empty="search.empty.trades" columns={columns} />;
}

function UserResults({ query }: { query: string }) {
  const translate = useTranslate();
  const stateOf = (u: UserSearchRow) =>
    [u.banned && translate('search.banned'), u.disabled && translate('search.disabled')].filter(Boolean).join(', ') || translate('search.active');
  const columns: Column<UserSearchRow>[] = [
    { source: 'id', render: (u) => <UserLink id={u.id} /> },
    { source: 'creationDate', wrap: 'nowrap', render: (u) => formatDate(u.creationDate) },
    { source: 'trades', align: 'right' },
    { source: 'rating', render: (u) => <RatingStars rating={u.rating} /> },
    { source: 'state', render: stateOf },
    { source: 'kyc', render: (u) => translate(u.kyc ? 'search.yes' : 'search.no') },
    { source: 'referralCode' },
    { source: 'matchedBy', render: (u) => translate(`search.matchedBy.${u.matchedBy}`) },
  ];
  return <SearchResults key={query} resource="userSearch" filter={{ query }} empty="search.empty.users" columns={columns} />;
}

/** The trades and users tabs: a search text (kept in the URL), then its results; with no text, nothing is asked. */
export function QuerySearchPanel({ tab, query, onSearch }: { tab: 'trades' | 'users'; query: string; onSearch: (query: string) => void }) {
  const translate = useTranslate();
  const tooShort = userQueryTooShort(query);
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
      ) : tooShort ? (
        <Paper sx={{ p: 2 }}>
          <Typography role="status">{translate(tooShort.key, tooShort.args)}</Typography>
        </Paper>
      ) : (
        <UserResults query={query} />
      )}
    </>
  );
}
