import { useMutation } from '@apollo/client/react';
import { Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BATCH_PERIODS } from '@rt/domain';
import { useFormik } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { batchListUrl } from '../previousUrl.ts';
import { toBatchInput, type BatchValues } from './batch.values.ts';
import { SaveCancelButtons } from './SaveCancelButtons.tsx';
import { alertPayload, fieldErrors } from '../../../components/userErrors.ts';
import { errorText } from './errorText.ts';

export const CreateBatchMutation = graphql(`
  mutation CreateBatch($input: BatchInput!) {
    createBatch(input: $input) {
      message
      batch {
        ...BatchTable_batch
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateBatchMutation = graphql(`
  mutation UpdateBatch($id: ID!, $input: BatchInput!) {
    updateBatch(id: $id, input: $input) {
      message
      batch {
        ...BatchTable_batch
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

type BatchFormProps = {
  researchCollectionId: string;
  /** The batch being edited (its id and title); none on create. */
  batch?: { id: string; title: string };
  initialValues: BatchValues;
};

/**
 * Create / Edit batch (spec section 2): period (Quarter by default), period number, dates, an
 * optional target date and the status, unset on create. On the edit screen, choosing Locked asks
 * first; confirming sets Locked in the form, and Save stores it. Save and Cancel both return to the
 * batch list (the page it was on). No client-side checks: the server's message is shown.
 */
export function BatchForm({ researchCollectionId, batch, initialValues }: BatchFormProps) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [create] = useMutation(CreateBatchMutation);
  const [update] = useMutation(UpdateBatchMutation);
  const [confirmingLock, setConfirmingLock] = useState(false);
  const backToList = () => navigate(batchListUrl(researchCollectionId));

  const formik = useFormik<BatchValues>({
    initialValues,
    onSubmit: async (values, { setErrors }) => {
      const input = toBatchInput(values, researchCollectionId);
      try {
        const payload = batch
          ? (await update({ variables: { id: batch.id, input } })).data?.updateBatch
          : (await create({ variables: { input } })).data?.createBatch;
        if (!payload) return;
        if (payload.userErrors.length > 0) setErrors(fieldErrors(payload.userErrors, values));
        if (alertPayload(alerts, payload)) backToList();
      } catch (error) {
        alerts.danger(errorText(error));
      }
    },
  });
  const { values, errors, handleChange } = formik;

  function changeStatus(event: ChangeEvent<HTMLSelectElement>) {
    if (batch && event.currentTarget.value === 'locked' && values.status !== 'locked') {
      // The select keeps showing the current status until the lock is confirmed.
      setConfirmingLock(true);
      return;
    }
    handleChange(event);
  }

  return (
    <Stack asChild gap="5" maxWidth="2xl">
      <form noValidate onSubmit={formik.handleSubmit} aria-label={batch ? 'Edit batch' : 'Create batch'}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Period" error={errors.period}>
            <NativeSelect.Root>
              <NativeSelect.Field name="period" value={values.period} onChange={handleChange} bg="bg">
                {BATCH_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>

          <FormField label="Period Number" error={errors.periodNumber}>
            <Input name="periodNumber" value={values.periodNumber} onChange={handleChange} bg="bg" />
          </FormField>

          <FormField label="Date From" error={errors.dateFrom}>
            <Input type="date" name="dateFrom" value={values.dateFrom} onChange={handleChange} bg="bg" />
          </FormField>

          <FormField label="Date To" error={errors.dateTo}>
            <Input type="date" name="dateTo" value={values.dateTo} onChange={handleChange} bg="bg" />
          </FormField>

          <FormField label="Target Complete Date" helperText="Optional" error={errors.targetCompleteDate}>
            <Input
              type="date"
              name="targetCompleteDate"
              value={values.targetCompleteDate}
              onChange={handleChange}
              bg="bg"
            />
          </FormField>

          <FormField label="Status" error={errors.status}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="status"
                value={values.status}
                onChange={changeStatus}
                placeholder="Select status"
                bg="bg"
              >
                <option value="unlocked">Unlocked</option>
                <option value="locked">Locked</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>

        <SaveCancelButtons submitting={formik.isSubmitting} onCancel={backToList} />

        <ConfirmDialog
          open={confirmingLock}
          title="Lock batch"
          confirmLabel="Confirm"
          onConfirm={() => {
            void formik.setFieldValue('status', 'locked');
            setConfirmingLock(false);
          }}
          onCancel={() => setConfirmingLock(false)}
        >
          <Stack gap="2">
            <Text>
              This action will lock the batch <strong>{batch?.title}</strong>: its records can no longer be assigned or
              researched until it is unlocked.
            </Text>
            <Text color="fg.muted">The batch is locked when you save.</Text>
          </Stack>
        </ConfirmDialog>
      </form>
    </Stack>
  );
}
