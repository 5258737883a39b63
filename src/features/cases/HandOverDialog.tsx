import { useId } from 'react';
import { Box } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useGetList, useNotify, useTranslate, type ValidateForm } from 'ra-core';
import type { StaffAccount } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { mayUse } from '../../contract/access';
import { caseStaleKeys } from '../../contract/cases';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SelectInput } from '../../ui/SelectInput';
import { useNotifyFailure } from '../../ui/useNotifyFailure';

/** Staff who may have a case: unlocked admins and mediators (the sandbox checks the same). */
const mayTakeCases = (account: StaffAccount) => !account.locked && !account.disabled && mayUse(account, 'disputes');

/** The one field is required. */
const validateHandOver = (values: { staffId?: string }) => (values.staffId ? {} : { staffId: 'validation.required' });

/** An admin hands the case to a staff member of their choice (POST …/handOver). Loaded when first opened (contracts/caseOnDemand.ts). */
export default function HandOverDialog({ contractId, ownerId, onClose }: { contractId: string; ownerId?: string; onClose: () => void }) {
  const translate = useTranslate();
  const formId = useId();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const staff = useGetList<StaffAccount>('staff', { pagination: { page: 1, perPage: 500 }, sort: { field: 'username', order: 'ASC' } });
  const choices = (staff.data ?? []).filter((a) => mayTakeCases(a) && a.id !== ownerId).map((a) => ({ id: a.id, name: a.username }));
  const handOver = useMutation({
    mutationFn: (staffId: string) => dataProvider.handOverCase(contractId, staffId),
    onSuccess: (state) => {
      queryClient.setQueryData(caseStaleKeys.case(contractId), state);
      notify('cases.handOver.done', { type: 'success', messageArgs: { 0: state.owner?.username ?? '' } });
      onClose();
    },
    onError: notifyFailure,
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={translate('cases.handOver.title')}
      actions={
        <>
          <Button variant="tertiary" onClick={onClose}>
            {translate('cases.handOver.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={handOver.isPending}>
            {translate('cases.handOver.submit')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        defaultValues={{ staffId: '' }}
        validate={validateHandOver as unknown as ValidateForm}
        onSubmit={(values: object) => handOver.mutate(String((values as { staffId: string }).staffId))}
        noValidate
        disableInvalidFormNotification
      >
        <Box sx={{ pt: 1 }}>
          <SelectInput source="staffId" label="cases.handOver.staff" choices={choices} emptyText="" />
        </Box>
      </Form>
    </Modal>
  );
}
