import { useState } from 'react';
import { Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { BanAnswer, UserProfile } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { userDisplayId } from '../../domain/disputes';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useTranslateProblem } from '../../ui/problem';
import { TextBox } from '../../ui/TextBox';
import { banReasonProblem } from './banReason';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { profileQuery } from './useUserSection';
import { useAccess } from '../../auth/useAccess';

/**
 * Ban or unban (area 'ban': admin and mediator; a maintainer does not see it). A confirmation names
 * the user and their open trades; a ban takes a reason, kept in the ban log (Scammers shows it).
 * The answer updates the profile at once and an OK banner follows.
 * A refusal (409 USER_ALREADY_BANNED / USER_NOT_BANNED: someone else was quicker) shows its text
 * and the profile is read again.
 */
export function BanControl({ user }: { user: UserProfile }) {
  const translate = useTranslate();
  const { canAccess } = useAccess({ resource: 'ban', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // shown once the staff member has tried to confirm
  const [tried, setTried] = useState(false);
  const translateProblem = useTranslateProblem();
  const close = () => {
    setOpen(false);
    setReason('');
    setTried(false);
  };
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const name = userDisplayId(user.id);
  const ban = !user.banned;

  const mutation = useMutation({
    mutationFn: (): Promise<BanAnswer> => (ban ? dataProvider.banUser(user.id, reason.trim()) : dataProvider.unbanUser(user.id)),
    onSuccess: (answer) => {
      queryClient.setQueriesData<UserProfile>({ queryKey: profileQuery(user.id) }, (old) => old && { ...old, banned: answer.banned, openTrades: answer.openTrades });
      void queryClient.invalidateQueries({ queryKey: ['linkedAccounts'] });
      notify(answer.banned ? 'user.ban.banned' : 'user.ban.unbanned', { type: 'success', messageArgs: { 0: name } });
    },
    onError: (thrown) => {
      notifyFailure(thrown);
      void queryClient.invalidateQueries({ queryKey: profileQuery(user.id) });
    },
    onSettled: () => close(),
  });

  if (!canAccess) return null;
  const problem = ban ? banReasonProblem(reason) : undefined;
  const confirm = () => {
    setTried(true);
    if (!problem) mutation.mutate();
  };
  return (
    <>
      <Button variant={ban ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
        {translate(ban ? 'user.ban.ban' : 'user.ban.unban')}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={translate(ban ? 'user.ban.banTitle' : 'user.ban.unbanTitle', { 0: name })}
        closeButton
        actions={
          <Button loading={mutation.isPending} onClick={confirm}>
            {translate(ban ? 'user.ban.confirmBan' : 'user.ban.confirmUnban')}
          </Button>
        }
      >
        <Typography gutterBottom>{translate(ban ? 'user.ban.banText' : 'user.ban.unbanText', { smart_count: user.openTrades, 0: name, 1: user.openTrades })}</Typography>
        {ban && (
          <TextBox
            label={translate('user.ban.reason')}
            value={reason}
            onChange={setReason}
            hint={translate('user.ban.reasonHint')}
            errors={tried && problem ? [translateProblem(problem)] : undefined}
          />
        )}
      </Modal>
    </>
  );
}
