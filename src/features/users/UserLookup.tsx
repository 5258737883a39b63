import { useNavigate } from 'react-router-dom';
import { Card, CardContent, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Form, useTranslate } from 'ra-core';
import { recordPath } from '../../domain/recordPaths';
import { TextInput } from '../../ui/TextInput';
import { searchPath } from '../search/searchParams';

/** A whole user id: 66 hex characters (a compressed public key). */
const FULL_ID = /^[0-9a-f]{66}$/i;

/**
 * /user without an id: a full id opens the profile; anything else (a Peach id, a prefix, a
 * referral code) goes to the user search, which can find it.
 */
export function UserLookup() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const open = (value: string) => {
    const text = value.trim();
    if (!text) return;
    navigate(FULL_ID.test(text) ? recordPath('users', text.toLowerCase()) : searchPath({ tab: 'users', query: text }));
  };
  return (
    <Card component="section" aria-labelledby="user-lookup" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography id="user-lookup" component="h1" variant="h5" gutterBottom>
          {translate('user.lookup.title')}
        </Typography>
        <Form onSubmit={(values: { userId?: string }) => open(String(values.userId ?? ''))} defaultValues={{ userId: '' }}>
          <TextInput
            source="userId"
            label="user.lookup.field"
            hint={translate('user.lookup.hint')}
            icon={<SearchIcon />}
            iconLabel={translate('user.lookup.submit')}
            onSubmit={open}
            maxLength={100}
          />
        </Form>
      </CardContent>
    </Card>
  );
}
