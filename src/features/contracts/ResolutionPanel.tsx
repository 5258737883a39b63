import { useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { Contract } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { apiErrorOf } from '../../data/unwrap';
import { RESOLUTION_OPTIONS, staleKeys } from '../../domain/disputes';
import { Button } from '../../ui/Button';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { SelectInput } from '../../ui/SelectInput';
import { TextInput } from '../../ui/TextInput';
import { useErrorKey } from '../../ui/errorKey';
import { typedValidate } from '../../ui/typedValidate';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { SectionCard } from '../../ui/SectionCard';
// fetched when the form is first touched, with the case's other dialogs
import { preloadCaseDialogs, ResolutionConfirm } from './lazyCaseParts';
import { consequenceOf, emptyResolutionForm, formToResolution, validateResolution, type ResolutionFormValues } from './resolutionForm';
import { outcomeKey } from './vocabulary';
import { needsSecondApproval } from '../../contract/fourEyes';
import { additionProblem, NoticePreview } from '../fourEyes/NoticePreview';
import { useFourEyesSettings } from '../fourEyes/useFourEyes';

const OUTCOME_CHOICES = RESOLUTION_OPTIONS.map((outcome) => ({ id: outcome, name: outcomeKey(outcome) }));

/**
 * The resolution (POST /v1/pwt/contract/{id}/dispute). Submitting the form only opens the
 * confirmation, computed from the contract as loaded; "resolve" there sends once (the button is
 * busy meanwhile). A success shows the outcome (the contract after it) and refreshes the queue;
 * a 409 DISPUTE_ALREADY_RESOLVED shows its text and reloads the case.
 */
export function ResolutionPanel({ contract }: { contract: Contract }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const errorKey = useErrorKey();
  // the last failure, also shown in the panel: a banner may be replaced by the next notification
  const [failure, setFailure] = useState<string | null>(null);
  // the contract as it was when the confirmation opened: the dialog states what was computed then
  const [confirming, setConfirming] = useState<{ values: ResolutionFormValues; contract: Contract } | null>(null);
  // set at the first click, before React has drawn the busy button: a double click sends once
  const sending = useRef(false);
  // the record's getOne query (react-admin's key [resource, 'getOne', { id, meta }])
  const contractQuery = ['contracts', 'getOne', { id: contract.id }];
  // four eyes (docs/decisions/four-eyes.md): with the server's settings, the decision route, which
  // proposes at or above the threshold and sends the notice with the added sentence; without
  // them (the platform today), the platform's route as before
  const fourEyes = useFourEyesSettings().data;
  const [addition, setAddition] = useState('');
  const needsApproval = Boolean(fourEyes && confirming?.values.outcome && needsSecondApproval(fourEyes, contract, formToResolution(contract.id, confirming.values)));

  const resolve = useMutation({
    mutationFn: async (values: ResolutionFormValues) => {
      const resolution = formToResolution(contract.id, values);
      if (!fourEyes) return { state: 'resolved' as const, after: await dataProvider.resolveContractDispute(resolution) };
      const decided = await dataProvider.decideContractDispute({ ...resolution, ...(addition.trim() ? { addition: addition.trim() } : {}) });
      return { state: decided.state, after: null };
    },
    onSuccess: ({ state, after }) => {
      if (after) queryClient.setQueriesData({ queryKey: contractQuery }, after);
      else void queryClient.invalidateQueries({ queryKey: contractQuery });
      void queryClient.invalidateQueries({ queryKey: ['proposal', contract.id] });
      setAddition('');
      notify(state === 'proposed' ? 'fourEyes.done.proposed' : 'contract.resolution.resolved', { type: 'success' });
    },
    onMutate: () => setFailure(null),
    onError: (error) => {
      notifyFailure(error);
      setFailure(errorKey(apiErrorOf(error).error));
      if (apiErrorOf(error).error === 'DISPUTE_ALREADY_RESOLVED') void queryClient.invalidateQueries({ queryKey: contractQuery });
    },
    onSettled: () => {
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: staleKeys.disputes() });
      void queryClient.invalidateQueries({ queryKey: staleKeys.contractChat(contract.id) });
    },
  });

  if (!contract.disputeActive && !confirming) {
    return failure ? (
      <Alert severity="error" role="alert">
        {translate(failure)}
      </Alert>
    ) : null;
  }
  return (
    <SectionCard title={translate('contract.resolution.heading')}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {translate(failure)}
        </Alert>
      )}
      <Form
        defaultValues={emptyResolutionForm()}
        validate={typedValidate(validateResolution)}
        onSubmit={(values: object) => setConfirming({ values: values as ResolutionFormValues, contract })}
        noValidate
        disableInvalidFormNotification
      >
        <Box sx={{ display: 'grid', gap: 1.5 }} onFocus={preloadCaseDialogs} onPointerEnter={preloadCaseDialogs}>
          <SelectInput source="outcome" label="contract.resolution.outcome" choices={OUTCOME_CHOICES} emptyText="contract.resolution.chooseOutcome" />
          <TextInput source="reason" label="contract.resolution.reason" />
          <CheckboxInput source="isBuyerPaymentDataIncorrect" label="contract.resolution.buyerDataIncorrect" />
          <CheckboxInput source="isSellerPaymentDataIncorrect" label="contract.resolution.sellerDataIncorrect" />
          <Box>
            <Button type="submit" disabled={resolve.isPending}>
              {translate('contract.resolution.submit')}
            </Button>
          </Box>
        </Box>
      </Form>
      {confirming && (
        <ResolutionConfirm
          contract={confirming.contract}
          values={confirming.values}
          busy={resolve.isPending}
          needsApproval={needsApproval}
          notice={
            fourEyes && confirming.values.outcome ? (
              <NoticePreview
                contractId={contract.id}
                facts={{ ...consequenceOf(confirming.contract, confirming.values.outcome), reason: confirming.values.reason.trim() }}
                addition={addition}
                onAddition={setAddition}
              />
            ) : null
          }
          onCancel={() => !resolve.isPending && setConfirming(null)}
          onConfirm={() => {
            if (sending.current || additionProblem(addition, translate)) return;
            sending.current = true;
            resolve.mutate(confirming.values, { onSettled: () => (sending.current = false) });
          }}
        />
      )}
    </SectionCard>
  );
}
