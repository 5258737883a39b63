import { useTranslate } from 'ra-core';
import { Page } from '../../ui/Page';
import { NewsCreateForm } from './NewsCreateForm';
import { NewsList } from './NewsList';

/** The news screen (route /news, admins): the new-item form above the list it feeds. */
export default function NewsPage() {
  const translate = useTranslate();
  return (
    <Page access="news" title={translate('resources.news.name', { smart_count: 2 })}>
      <NewsCreateForm />
      <NewsList />
    </Page>
  );
}
