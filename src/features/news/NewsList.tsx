import { ListBase, useTranslate } from 'ra-core';
import type { News } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatDate } from '../../domain/format';
import type { Column } from '../../ui/list/column';
import { ListSection } from '../../ui/list/ListSection';
import { NewsDeleteButton } from './NewsDeleteButton';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { newsCsvColumns } from './newsCsv';

const columns: Column<News>[] = [
  { source: 'date', wrap: 'nowrap', render: (n) => formatDate(n.date, undefined, { time: true }) },
  { source: 'language' },
  { source: 'text', wrap: 'text' },
  { source: 'shareText', wrap: 'text' },
  { source: 'url', wrap: 'anywhere' },
  { source: 'actions', label: 'news.actions', render: (n) => <NewsDeleteButton news={n} /> },
];

/** The texts keep a readable width however many columns are beside them. */
const TABLE_SX = { '& td.column-text, & td.column-shareText': { minWidth: 200 } } as const;

/**
 * The news, newest first, a page at a time (spec §7). Texts are rendered as React text: markup
 * in a news item shows literally; the url is shown, never made a link.
 */
export function NewsList() {
  const translate = useTranslate();
  return (
    <ListBase resource="news" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'date', order: 'DESC' }} disableSyncWithLocation>
      <ListSection
        toolbar={<ListCsvDownload columns={newsCsvColumns} screen="news" />}
        title={translate('news.listTitle')}
        columns={columns}
        empty="news.empty"
        skeletonRows={DEFAULT_PAGE_SIZE}
        tableSx={TABLE_SX}
      />
    </ListBase>
  );
}
