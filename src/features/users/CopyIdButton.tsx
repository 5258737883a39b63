import { IconButton } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'ra-core';
import { Hint } from '../../ui/Hint';

/** Copies the whole id (the page shows only Peach + its first 8 characters). */
export function CopyIdButton({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      notify('user.copied', { type: 'success' });
    } catch {
      notify('error.general', { type: 'error' });
    }
  };
  return (
    <Hint title={translate('user.copyId')}>
      <IconButton aria-label={translate('user.copyId')} onClick={() => void copy()} size="small">
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Hint>
  );
}
