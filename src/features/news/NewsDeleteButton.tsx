import { Typography } from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, useTranslate } from 'ra-core';
import type { News } from '../../contract';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useNotifyFailure } from '../../ui/useNotifyFailure';

/** The quote in the confirmation: the item's text, cut at 200 characters (shown as text). */
const QUOTE_LENGTH = 200;
export const quoteOf = (text: string) => (text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text);

/**
 * Delete with a confirmation that quotes the item; the list refetches after the server said yes
 * (pessimistic: ra-core's useDelete). The dialog's button says what it does ("Delete news").
 */
export function NewsDeleteButton({ news }: { news: News }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<News>('news', { id: news.id, previousData: news }, { mutationMode: 'pessimistic' });
  const confirm = () =>
    remove(undefined, undefined, {
      onSuccess: () => {
        setOpen(false);
        notify('news.deleted', { type: 'success' });
      },
      onError: notifyFailure,
    });
  return (
    <>
      <Button variant="tertiary" size="small" onClick={() => setOpen(true)} aria-label={translate('news.delete.label', { 0: quoteOf(news.text) })}>
        {translate('news.delete.button')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={translate('news.delete.title')}
        closeButton
        actions={
          <Button variant="primary" loading={isPending} onClick={confirm}>
            {translate('news.delete.confirm')}
          </Button>
        }
      >
        <Typography gutterBottom>{translate('news.delete.question')}</Typography>
        <Typography component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {quoteOf(news.text)}
        </Typography>
      </Modal>
    </>
  );
}
