import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Button, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { BATCH_PERIODS, BATCH_STATUSES, storedValue } from '@rt/domain';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { userErrorText } from '../../../components/userErrors.ts';
import { CollectionCombobox } from '../../../components/CollectionCombobox.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { validateLazily } from '../../../components/validateLazily.ts';
import { saveNewRecordStart, type NewRecordStart } from '../newRecordStart.ts';
import type { ManualEntryValues } from './manualEntry.validation.ts';
import { EMPTY_MANUAL_ENTRY, INVALID_FILE_LOCATION } from './manualEntry.values.ts';

export const ManualEntryCollectionQuery = graphql(`
  query ManualEntryCollection($id: ID!) {
    researchCollection(id: $id) {
      id
      collectionTitle
      licenceSchemeId
      researchTemplateId
      batches {
        id
        title
        period
        periodNumber
        status
      }
    }
  }
`);

export const CheckSourceFileLinkMutation = graphql(`
  mutation CheckSourceFileLink($sourceFileLink: String!) {
    checkSourceFileLink(sourceFileLink: $sourceFileLink) {
      sourceFile {
        filePath
        fileName
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** Where Submit goes: the research form's new-record variant (spec section 2). */
export const NEW_RECORD_PATH = '/research/new-record';

const validateManualEntry = validateLazily<ManualEntryValues>(() =>
  import('./manualEntry.validation.ts').then((module) => module.manualEntrySchema),
);

/**
 * Manual data entry (spec section 2): a research collection (searchable), one of its batches, an
 * optional source file link that the server checks, then Submit, which hands the batch and the
 * file to /research/new-record (local storage, spec section 9) and goes there.
 */
export function ManualEntryForm() {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [checkLink] = useMutation(CheckSourceFileLinkMutation);
  const typedLink = useRef('');

  const formik = useFormik<ManualEntryValues>({
    initialValues: EMPTY_MANUAL_ENTRY,
    validate: validateManualEntry,
    validateOnBlur: false,
    onSubmit: async (values, { setFieldError }) => {
      const collection = collectionResult.data?.researchCollection;
      const batch = collection?.batches.find((b) => b.id === values.batchId);
      if (!collection || !batch) return;

      let sourceFile: NewRecordStart['sourceFile'] = null;
      const link = values.sourceFileLink.trim();
      if (link !== '') {
        try {
          const { data } = await checkLink({ variables: { sourceFileLink: link } });
          const payload = data?.checkSourceFileLink;
          if (!payload?.sourceFile) {
            const message = userErrorText(payload?.userErrors ?? []) || INVALID_FILE_LOCATION;
            // A link changed while it was checked is not the one refused: its field stays clear.
            if (typedLink.current.trim() === link) setFieldError('sourceFileLink', message);
            alerts.danger(message);
            return;
          }
          sourceFile = payload.sourceFile;
        } catch (error) {
          // The server's message when it answered; the spec's fallback when it did not.
          alerts.danger(CombinedGraphQLErrors.is(error) ? error.message : INVALID_FILE_LOCATION);
          return;
        }
      }

      saveNewRecordStart({
        batch: {
          id: batch.id,
          title: batch.title,
          // Kept in the stored words (spec section 9's batchDetails), as the records API has them.
          period: storedValue(BATCH_PERIODS, batch.period),
          periodNumber: batch.periodNumber,
          status: storedValue(BATCH_STATUSES, batch.status),
          researchCollection: {
            id: collection.id,
            collectionTitle: collection.collectionTitle,
            licenceSchemeId: collection.licenceSchemeId,
            researchTemplateId: collection.researchTemplateId,
          },
        },
        sourceFile,
      });
      await navigate(NEW_RECORD_PATH);
    },
  });

  const collectionId = formik.values.collectionId;
  const collectionResult = useQuery(
    ManualEntryCollectionQuery,
    collectionId ? { variables: { id: collectionId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const batches = collectionResult.data?.researchCollection?.batches ?? [];

  const attempted = formik.submitCount > 0;
  const collectionError = attempted ? formik.errors.collectionId : undefined;
  const batchError = attempted ? formik.errors.batchId : undefined;
  const linkError = formik.errors.sourceFileLink;

  return (
    <Stack asChild gap="5" maxWidth="xl">
      <form noValidate onSubmit={formik.handleSubmit} aria-label="Manual data entry">
        <CollectionCombobox
          label="Research collection"
          errorText={collectionError}
          onChange={(collection) => {
            // One update: two setFieldValue calls would validate the second against the values of
            // the last render, so a refused Submit's 'Select a research collection.' would stay.
            void formik.setValues({ ...formik.values, collectionId: collection?.id ?? '', batchId: '' });
          }}
        />

        <FormField label="Batch" error={batchError} disabled={!collectionId}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="batchId"
              placeholder={
                !collectionId
                  ? 'Choose a collection first'
                  : collectionResult.loading && batches.length === 0
                    ? 'Loading batches…'
                    : 'Select a batch'
              }
              value={formik.values.batchId}
              onChange={formik.handleChange}
            >
              {batches.map((b) => (
                // A locked batch cannot be researched (spec section 4), so no record starts in one.
                <option key={b.id} value={b.id} disabled={b.status === 'LOCKED'}>
                  {b.title}
                  {b.status === 'LOCKED' ? ' (locked)' : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {collectionResult.error ? (
          <LoadError message={collectionResult.error.message} onRetry={() => void collectionResult.refetch()} />
        ) : null}

        <FormField
          label="Source file link (optional)"
          error={linkError}
          helperText="A file of the source file store, as a path within it."
        >
          <Input
            name="sourceFileLink"
            value={formik.values.sourceFileLink}
            onChange={(event) => {
              typedLink.current = event.target.value;
              formik.handleChange(event);
              formik.setFieldError('sourceFileLink', undefined);
            }}
            placeholder="sources/USYD-2026Q2/scan-0001.pdf"
            autoComplete="off"
          />
        </FormField>

        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={formik.isSubmitting}
          loadingText="Checking"
        >
          Submit
        </Button>
      </form>
    </Stack>
  );
}
