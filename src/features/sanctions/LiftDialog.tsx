import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate, useUpdate } from 'ra-core';
import { reasonProblem, type Sanction } from '../../contract/sanctions';
import { userTextProblem } from '../../domain/userText';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextBox } from '../../ui/TextBox';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { refreshSanctions } from './refresh';

/**
 * Lifting a sanction early: a reason is required (said at the field once the staff member tries),
 * then `update` on sanctions (a ban by the spec's unban route). A refusal (it ended meanwhile) shows
 * its banner and the lists are read again; the reason typed stays.
 */
export function LiftDialog({ sanction, kind, onClose }: { sanction: Sanction; kind: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [update, { isPending }] = useUpdate();
  const problem = reasonProblem(reason, userTextProblem);
  const lift = () => {
    setTried(true);
    if (problem) return;
    void update(
      'sanctions',
      { id: sanction.id, data: { reason: reason.trim() }, previousData: sanction },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('sanctions.lift.done', { type: 'success' });
          refreshSanctions(queryClient);
          onClose();
        },
        onError: (error) => {
          notifyFailure(error);
          refreshSanctions(queryClient);
        },
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={translate('sanctions.lift.title', { 0: kind })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {translate('sanctions.lift.cancel')}
          </Button>
          <Button loading={isPending} onClick={lift}>
            {translate('sanctions.lift.submit')}
          </Button>
        </>
      }
    >
      <TextBox
        label={translate('sanctions.lift.reason')}
        value={reason}
        onChange={setReason}
        autoFocus
        errors={tried && problem ? [translate(`sanctions.problem.${problem}`)] : undefined}
      />
    </Modal>
  );
}
