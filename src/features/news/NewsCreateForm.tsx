import { useTranslate } from 'ra-core';
import type { NewNews } from '../../contract';
import { CreateForm } from '../../ui/CreateForm';
import { SelectInput } from '../../ui/SelectInput';
import { TextInput } from '../../ui/TextInput';
import { emptyNewsForm, formToNews, NEWS_LANGUAGES, validateNews, type NewsFormValues } from './newsForm';

const DEFAULTS = emptyNewsForm();
const LANGUAGE_CHOICES = NEWS_LANGUAGES.map((id) => ({ id, name: `news.languages.${id}` }));

/** The new-news form: text, share text, url, language; the list is refetched on success (newest first: on top). */
export function NewsCreateForm() {
  const translate = useTranslate();
  return (
    <CreateForm<NewsFormValues, NewNews>
      resource="news"
      title={translate('news.create.title')}
      submitLabel={translate('news.create.submit')}
      defaultValues={DEFAULTS}
      validate={validateNews}
      transform={formToNews}
      successMessage="news.created"
      keep={['language']}
    >
      <TextInput source="text" />
      <TextInput source="shareText" optional />
      <TextInput source="url" optional type="url" inputMode="url" />
      <SelectInput source="language" choices={LANGUAGE_CHOICES} />
    </CreateForm>
  );
}
