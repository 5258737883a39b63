import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { RESOLUTION_REASON_MAX_LENGTH } from '../../domain/disputes';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextBox } from '../../ui/TextBox';

/** Rejecting a proposal asks why: an empty reason is refused at the field, and the text is kept. */
export function RejectDialog({ busy, onCancel, onReject }: { busy: boolean; onCancel: () => void; onReject: (reason: string) => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const text = reason.trim();
  const problem = !text
    ? translate('validation.required')
    : text.length > RESOLUTION_REASON_MAX_LENGTH
      ? translate('fourEyes.notice.additionTooLong', { 0: RESOLUTION_REASON_MAX_LENGTH, 1: text.length })
      : null;
  const submit = () => {
    setTried(true);
    if (!problem) onReject(text);
  };
  return (
    <Modal
      open
      onClose={onCancel}
      title={translate('fourEyes.reject.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {translate('fourEyes.reject.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {translate('fourEyes.reject.confirm')}
          </Button>
        </>
      }
    >
      <TextBox label={translate('fourEyes.reject.reason')} value={reason} onChange={setReason} errors={tried && problem ? [problem] : undefined} autoFocus />
    </Modal>
  );
}
