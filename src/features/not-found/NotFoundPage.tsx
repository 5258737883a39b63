import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { Page } from '../../ui/Page';

/** The 404 block: a heading and the way home (label key 404.backHome). */
export default function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Page title={translate('404.title')}>
      <Typography>{translate('404.text')}</Typography>
      <Link component={RouterLink} to="/home">
        {translate('404.backHome')}
      </Link>
    </Page>
  );
}
