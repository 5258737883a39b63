import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, useDataProvider, useTranslate } from 'ra-core';
import type { OfferSearchRow } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { usePlatformInfo, useTradeBounds } from '../../data/platformInfo';
import { formatDate, formatSats } from '../../domain/format';
import { paymentMethodsForCurrency } from '../../domain/paymentMethods';
import { paymentMethodName } from '../../domain/paymentMethodNames';
import { Button } from '../../ui/Button';
import { OfferLink, UserLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';
import { SelectInput } from '../../ui/SelectInput';
import { TextInput } from '../../ui/TextInput';
import { MethodsInput } from './MethodsInput';
import { filtersToForm, formToFilters, methodChoices, validateOfferFilters, type OfferFilterValues } from './offerFilterForm';
import { offerSearchOf, type OfferFilters } from './searchParams';
import { SearchResults } from './SearchResults';

const YES_NO = [
  { id: 'true', name: 'search.yes' },
  { id: 'false', name: 'search.no' },
];
const TYPES = [
  { id: 'ask', name: 'offer.type.ask' },
  { id: 'bid', name: 'offer.type.bid' },
];

/** The methods of the chosen currency; changing the currency clears the methods ticked for the last one. */
function CurrencyAndMethods({ choices }: { choices: Record<string, string[]> }) {
  const currency = useWatch<OfferFilterValues, 'currency'>({ name: 'currency' });
  const { setValue } = useFormContext<OfferFilterValues>();
  const currencies = Object.keys(choices).map((c) => ({ id: c, name: c }));
  return (
    <>
      <Box sx={{ width: 220 }} onChange={() => setValue('methods', [])}>
        <SelectInput source="currency" choices={currencies} emptyText="search.any" plain minWidth={140} />
      </Box>
      {currency && choices[currency] && <MethodsInput key={currency} methods={choices[currency]} />}
    </>
  );
}

function OfferResults({ filters }: { filters: OfferFilters }) {
  const translate = useTranslate();
  const bounds = useTradeBounds();
  const search = offerSearchOf(filters, bounds);
  const amountOf = (o: OfferSearchRow) => (o.amountMax !== undefined && o.amountMax !== o.amount ? `${formatSats(o.amount)} – ${formatSats(o.amountMax)}` : formatSats(o.amount));
  const premiumOf = (o: OfferSearchRow) => (o.premium ?? o.maxPremium) === undefined ? '' : `${o.premium ?? o.maxPremium}%`;
  const meansOf = (o: OfferSearchRow) =>
    Object.entries(o.meansOfPayment)
      .map(([c, methods]) => `${c}: ${methods.map((m) => paymentMethodName(translate, m)).join(', ')}`)
      .join('; ');
  const columns: Column<OfferSearchRow>[] = [
    { source: 'id', render: (o) => <OfferLink id={o.id} /> },
    { source: 'type', render: (o) => translate(`offer.type.${o.type}`) },
    { source: 'userId', render: (o) => <UserLink id={o.userId} /> },
    { source: 'creationDate', wrap: 'nowrap', render: (o) => formatDate(o.creationDate) },
    { source: 'online', render: (o) => translate(o.online ? 'search.yes' : 'search.no') },
    { source: 'amount', align: 'right', wrap: 'nowrap', render: amountOf },
    { source: 'premium', align: 'right', render: premiumOf },
    { source: 'meansOfPayment', render: meansOf },
    { source: 'status', render: (o) => translate(`offer.status.${o.status}`) },
    { source: 'kyc', render: (o) => translate(o.kyc ? 'search.yes' : 'search.no') },
  ];
  return <SearchResults key={JSON.stringify(search)} resource="offerSearch" filter={{ search }} empty="search.empty.offers" columns={columns} />;
}

/**
 * The offers tab: online, type, KYC, an amount range within the trade bounds, and a currency with
 * its methods (choices from GET /v1/pwt/offer/search/index joined with /v1/info). Searching writes
 * the filters into the URL; the results follow from there.
 */
export function OfferSearchPanel({ filters, onSearch }: { filters: OfferFilters; onSearch: (filters: OfferFilters) => void }) {
  const translate = useTranslate();
  const bounds = useTradeBounds();
  const { paymentMethods } = usePlatformInfo();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const index = useQuery({ queryKey: ['offerSearch', 'getOfferSearchChoices'], queryFn: ({ signal }) => dataProvider.getOfferSearchChoices(signal) });
  const choices = useMemo(
    () => methodChoices(index.data?.meansOfPayment ?? {}, (currency) => paymentMethodsForCurrency(currency, paymentMethods)),
    [index.data, paymentMethods],
  );
  const defaults = filtersToForm(filters);
  const hint = translate('search.amountBounds', { 0: formatSats(bounds.min), 1: formatSats(bounds.max) });
  return (
    <>
      <Form
        key={JSON.stringify(filters)}
        resource="offerSearch"
        defaultValues={defaults}
        validate={(values: object) => validateOfferFilters(values as OfferFilterValues, bounds)}
        onSubmit={(values: object) => onSearch(formToFilters(values as OfferFilterValues))}
        // the problems are said at their fields: react-admin's "The form is not valid" banner
        // would only repeat them, and stay on whatever page the staff member opens next
        disableInvalidFormNotification
      >
        <Paper component="section" aria-labelledby="offer-filters" sx={{ p: 2, mb: 2 }}>
          <Typography id="offer-filters" component="h2" variant="h6" gutterBottom>
            {translate('search.filters')}
          </Typography>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-start">
            <Box sx={{ width: 160 }}>
              <SelectInput source="online" choices={YES_NO} emptyText="search.any" plain minWidth={120} />
            </Box>
            <Box sx={{ width: 160 }}>
              <SelectInput source="type" choices={TYPES} emptyText="search.any" plain minWidth={120} />
            </Box>
            <Box sx={{ width: 160 }}>
              <SelectInput source="kyc" choices={YES_NO} emptyText="search.any" plain minWidth={120} />
            </Box>
            <Box sx={{ width: 270 }}>
              <TextInput source="minAmount" optional inputMode="numeric" hint={hint} />
            </Box>
            <Box sx={{ width: 270 }}>
              <TextInput source="maxAmount" optional inputMode="numeric" />
            </Box>
          </Stack>
          <Stack spacing={1} sx={{ mt: 2 }}>
            <CurrencyAndMethods choices={choices} />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit">{translate('search.apply')}</Button>
            <Button variant="tertiary" onClick={() => onSearch({})}>
              {translate('search.reset')}
            </Button>
          </Stack>
        </Paper>
      </Form>
      <OfferResults filters={filters} />
    </>
  );
}
