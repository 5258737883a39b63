import { ListBase, useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import type { News } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatDate } from '../../domain/format';
import { ListSection } from '../../ui/list/ListSection';
import { NewsDeleteButton } from './NewsDeleteButton';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { newsCsvColumns } from './newsCsv';

const TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 200 } as const;
const BREAK = { overflowWrap: 'anywhere' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The news, newest first, a page at a time (spec §7). Texts are rendered as React text: markup
 * in a news item shows literally; the url is shown, never made a link.
 */
export function NewsList() {
  const translate = useTranslate();
  return (
    <ListBase resource="news" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'date', order: 'DESC' }} disableSyncWithLocation>
      <ListSection toolbar={<ListCsvDownload columns={newsCsvColumns} screen="news" />} title={translate('news.listTitle')} empty="news.empty" skeletonRows={DEFAULT_PAGE_SIZE}>
          <DataTable.Col<News> source="date" disableSort cellSx={() => NO_WRAP} render={(n) => formatDate(n.date, undefined, { time: true })} />
          <DataTable.Col<News> source="language" disableSort />
          <DataTable.Col<News> source="text" disableSort cellSx={() => TEXT} />
          <DataTable.Col<News> source="shareText" disableSort cellSx={() => TEXT} />
          <DataTable.Col<News> source="url" disableSort cellSx={() => BREAK} />
          <DataTable.Col<News> source="actions" label="news.actions" disableSort render={(n) => <NewsDeleteButton news={n} />} />
      </ListSection>
    </ListBase>
  );
}
