import { useMemo } from 'react';
import { ListBase, useListContext, useTranslate } from 'ra-core';
import { Typography } from '@mui/material';
import type { UnreleasedEscrowRow } from '../../contract';
import { ageOf } from '../../domain/age';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatDate, formatSats } from '../../domain/format';
import { ContractLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';
import { ListFilters } from '../../ui/list/ListFilters';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListTable } from '../../ui/list/ListTable';
import { LoadingDots } from '../../ui/LoadingDots';
import { Page } from '../../ui/Page';
import { escrowFilters } from './escrowFilters';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { escrowCsvColumns } from './escrowCsv';

type Row = UnreleasedEscrowRow & { id: string };

/** "Sats held: 72 450 000" for every escrow of the filter (the list's meta), the same height while loading. */
function HeldTotal() {
  const translate = useTranslate();
  const { meta, isPending } = useListContext();
  const sats = (meta as { totalSats?: number } | undefined)?.totalSats;
  return (
    <Typography variant="h6" component="p" role="status" title={translate('escrows.heldHint')} data-testid="escrows-held">
      {isPending || sats === undefined ? <LoadingDots /> : translate('escrows.held', { 0: formatSats(sats) })}
    </Typography>
  );
}

function Age({ row }: { row: Row }) {
  const translate = useTranslate();
  const { value, unit } = ageOf(row.creationDate);
  return <span title={formatDate(row.creationDate, 'yyyy-mm-dd', { time: true })}>{translate(`duration.${unit}`, { 0: value })}</span>;
}

/**
 * Unreleased escrows (spec §2, §7): the escrows whose sats have not left, oldest first, paged
 * on the server and filtered by funding status in the URL, with the sats they hold above.
 */
export default function EscrowList() {
  const translate = useTranslate();
  const title = translate('resources.escrows.name', { smart_count: 2 });
  const csvColumns = useMemo(() => escrowCsvColumns(translate), [translate]);
  const columns: Column<Row>[] = [
    { source: 'contractId', wrap: 'nowrap', render: (r) => (r.contractId ? <ContractLink id={r.contractId} /> : translate('escrows.noContract')) },
    { source: 'amount', align: 'right', wrap: 'nowrap', render: (r) => formatSats(r.amount) },
    { source: 'address', wrap: 'break' },
    { source: 'fundingStatus', render: (r) => translate(`funding.status.${r.fundingStatus}`) },
    { source: 'confirmations', align: 'right' },
    { source: 'fundingTxId', wrap: 'break' },
    { source: 'creationDate', wrap: 'nowrap', render: (r) => <Age row={r} /> },
  ];
  return (
    <Page access="escrows" title={title}>
      {(headingId) => (
        <ListBase resource="escrows" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'creationDate', order: 'ASC' }}>
          <ListFilters filters={escrowFilters} />
          <HeldTotal />
          <ListCsvDownload columns={csvColumns} screen="escrows" />
          <ListTable columns={columns} empty="escrows.empty" skeletonRows={DEFAULT_PAGE_SIZE} labelledBy={headingId} />
          <ListPagination />
        </ListBase>
      )}
    </Page>
  );
}
