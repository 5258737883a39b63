import { useId, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useNotify, useTranslate, type ValidateForm } from 'ra-core';
import type { Contract } from '../../api/types';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { apiErrorOf } from '../../data/unwrap';
import { RESOLUTION_OPTIONS, staleKeys } from '../../domain/disputes';
import { Button } from '../../ui/Button';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { SelectInput } from '../../ui/SelectInput';
import { TextInput } from '../../ui/TextInput';
import { useErrorKey } from '../../ui/errorKey';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { Section } from './Facts';
import { ResolutionConfirm } from './ResolutionConfirm';
import { emptyResolutionForm, formToResolution, validateResolution, type ResolutionFormValues } from './resolutionForm';
import { outcomeKey } from './vocabulary';

const OUTCOME_CHOICES = RESOLUTION_OPTIONS.map((outcome) => ({ id: outcome, name: outcomeKey(outcome) }));

/**
 * The resolution (POST /v1/pwt/contract/{id}/dispute). Submitting the form only opens the
 * confirmation, computed from the contract as loaded; "resolve" there sends once (the button is
 * busy meanwhile). A success shows the outcome (the contract after it) and refreshes the queue;
 * a 409 DISPUTE_ALREADY_RESOLVED shows its text and reloads the case.
 */
export function ResolutionPanel({ contract }: { contract: Contract }) {
  const translate = useTranslate();
  const headingId = useId();
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

  const resolve = useMutation({
    mutationFn: (values: ResolutionFormValues) => dataProvider.resolveContractDispute(formToResolution(contract.id, values)),
    onSuccess: (after) => {
      queryClient.setQueryData(staleKeys.contract(contract.id), after);
      notify('contract.resolution.resolved', { type: 'success' });
    },
    onMutate: () => setFailure(null),
    onError: (error) => {
      notifyFailure(error);
      setFailure(errorKey(apiErrorOf(error).error));
      if (apiErrorOf(error).error === 'DISPUTE_ALREADY_RESOLVED') void queryClient.invalidateQueries({ queryKey: staleKeys.contract(contract.id) });
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
    <Section title={translate('contract.resolution.heading')} id={headingId}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {translate(failure)}
        </Alert>
      )}
      <Form
        defaultValues={emptyResolutionForm()}
        validate={validateResolution as unknown as ValidateForm}
        onSubmit={(values: object) => setConfirming({ values: values as ResolutionFormValues, contract })}
        noValidate
        disableInvalidFormNotification
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <SelectInput source="outcome" label="contract.resolution.outcome" choices={OUTCOME_CHOICES} emptyText="contract.resolution.chooseOutcome" />
          <TextInput source="reason" label="contract.resolution.reason" maxLength={1000} />
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
          onCancel={() => !resolve.isPending && setConfirming(null)}
          onConfirm={() => {
            if (sending.current) return;
            sending.current = true;
            resolve.mutate(confirming.values, { onSettled: () => (sending.current = false) });
          }}
        />
      )}
    </Section>
  );
}
