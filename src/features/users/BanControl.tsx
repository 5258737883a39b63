import { useState } from 'react';
import { Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { BanAnswer, UserProfile } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { userDisplayId } from '../../domain/disputes';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { profileQuery } from './useUserSection';

/**
 * Ban or unban (area 'ban': admin and mediator; a maintainer does not see it). A confirmation names
 * the user and their open trades; the answer updates the profile at once and an OK banner follows.
 * A refusal (409 USER_ALREADY_BANNED / USER_NOT_BANNED: someone else was quicker) shows its text
 * and the profile is read again.
 */
export function BanControl({ user }: { user: UserProfile }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'ban', action: 'edit' });
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const name = userDisplayId(user.id);
  const ban = !user.banned;

  const mutation = useMutation({
    mutationFn: (): Promise<BanAnswer> => (ban ? dataProvider.banUser(user.id) : dataProvider.unbanUser(user.id)),
    onSuccess: (answer) => {
      queryClient.setQueriesData<UserProfile>({ queryKey: profileQuery(user.id) }, (old) => old && { ...old, banned: answer.banned, openTrades: answer.openTrades });
      void queryClient.invalidateQueries({ queryKey: ['linkedAccounts'] });
      notify(answer.banned ? 'user.ban.banned' : 'user.ban.unbanned', { type: 'success', messageArgs: { 0: name } });
    },
    onError: (thrown) => {
      notifyFailure(thrown);
      void queryClient.invalidateQueries({ queryKey: profileQuery(user.id) });
    },
    onSettled: () => setOpen(false),
  });

  if (!canAccess) return null;
  return (
    <>
      <Button variant={ban ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
        {translate(ban ? 'user.ban.ban' : 'user.ban.unban')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={translate(ban ? 'user.ban.banTitle' : 'user.ban.unbanTitle', { 0: name })}
        closeButton
        actions={
          <Button loading={mutation.isPending} onClick={() => mutation.mutate()}>
            {translate(ban ? 'user.ban.confirmBan' : 'user.ban.confirmUnban')}
          </Button>
        }
      >
        <Typography>{translate(ban ? 'user.ban.banText' : 'user.ban.unbanText', { smart_count: user.openTrades, 0: name, 1: user.openTrades })}</Typography>
      </Modal>
    </>
  );
}
