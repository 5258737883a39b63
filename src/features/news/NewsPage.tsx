import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { AccessGuard } from '../../ui/AccessGuard';
import { NewsCreateForm } from './NewsCreateForm';
import { NewsList } from './NewsList';

/** The news screen (route /news, admins): the new-item form above the list it feeds. */
export default function NewsPage() {
  const translate = useTranslate();
  return (
    <AccessGuard resource="news">
      <Title title={translate('resources.news.name', { smart_count: 2 })} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, py: 2 }}>
        <Typography component="h1" variant="h5">
          {translate('resources.news.name', { smart_count: 2 })}
        </Typography>
        <NewsCreateForm />
        <NewsList />
      </Box>
    </AccessGuard>
  );
}
