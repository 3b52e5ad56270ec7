import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import { FormField } from '../../../components/FormField.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { alertText, errorText, fieldErrors } from './userErrors.ts';
import { toCollectionInput, type CollectionValues } from './collection.values.ts';

export const CollectionFormLookupsQuery = graphql(`
  query CollectionFormLookups {
    licenceSchemes {
      id
      value
    }
    researchTemplates {
      id
      templateName
    }
  }
`);

export const CollectionForm_collection = graphql(`
  fragment CollectionForm_collection on ResearchCollection {
    id
    collectionTitle
    licenceSchemeId
    researchTemplateId
    targetCompleteDate
    status
    licenceSchemeName
    templateName
    lockedBatchCount
    totalBatchCount
  }
`);

export const CreateResearchCollectionMutation = graphql(`
  mutation CreateResearchCollection($input: ResearchCollectionInput!) {
    createResearchCollection(input: $input) {
      message
      researchCollection {
        ...CollectionForm_collection
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateResearchCollectionMutation = graphql(`
  mutation UpdateResearchCollection($id: ID!, $input: ResearchCollectionInput!) {
    updateResearchCollection(id: $id, input: $input) {
      message
      researchCollection {
        ...CollectionForm_collection
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

const LIST = '/research-collection';

type CollectionFormProps = {
  /** The collection being edited; none on create. */
  collectionId?: string;
  initialValues: CollectionValues;
};

/**
 * Create / Edit collection (spec section 2): title, licence scheme, research template, research
 * target date and status. No client-side checks (spec section 5): Save sends what is there, the
 * server's refusal is shown beside its field and as the danger alert; its success message is the
 * success alert on the list. Cancel goes back to the list.
 */
export function CollectionForm({ collectionId, initialValues }: CollectionFormProps) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const lookups = useQuery(CollectionFormLookupsQuery);
  const [create] = useMutation(CreateResearchCollectionMutation);
  const [update] = useMutation(UpdateResearchCollectionMutation);

  const formik = useFormik<CollectionValues>({
    initialValues,
    onSubmit: async (values, { setErrors }) => {
      const input = toCollectionInput(values);
      try {
        const payload = collectionId
          ? (await update({ variables: { id: collectionId, input } })).data?.updateResearchCollection
          : (await create({ variables: { input } })).data?.createResearchCollection;
        if (!payload) return;
        if (payload.userErrors.length > 0) {
          setErrors(fieldErrors(payload.userErrors, values));
          alerts.danger(alertText(payload.userErrors));
          return;
        }
        if (payload.message) alerts.success(payload.message);
        navigate(LIST);
      } catch (error) {
        alerts.danger(errorText(error));
      }
    },
  });

  const loadingLookups = lookups.loading && !lookups.data;
  const schemes = lookups.data?.licenceSchemes ?? [];
  const templates = lookups.data?.researchTemplates ?? [];
  const { values, errors, handleChange } = formik;

  return (
    <Stack asChild gap="5" maxWidth="xl">
      <form
        noValidate
        onSubmit={formik.handleSubmit}
        aria-label={collectionId ? 'Edit research collection' : 'Create research collection'}
      >
        {lookups.error ? (
          <LoadError message={lookups.error.message} onRetry={() => void lookups.refetch().catch(() => undefined)} />
        ) : null}

        <FormField label="Research Collection Title" error={errors.collectionTitle}>
          <Input name="collectionTitle" value={values.collectionTitle} onChange={handleChange} bg="bg" />
        </FormField>

        <FormField label="Licence Scheme" error={errors.licenceSchemeId} disabled={loadingLookups}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="licenceSchemeId"
              value={values.licenceSchemeId}
              onChange={handleChange}
              placeholder={loadingLookups ? 'Loading licence schemes…' : 'Select a licence scheme'}
              bg="bg"
            >
              {schemes.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.value}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>

        <FormField label="Research Template" error={errors.researchTemplateId} disabled={loadingLookups}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="researchTemplateId"
              value={values.researchTemplateId}
              onChange={handleChange}
              placeholder={loadingLookups ? 'Loading research templates…' : 'Select a research template'}
              bg="bg"
            >
              {templates.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.templateName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>

        <FormField label="Research Target Date" error={errors.targetCompleteDate}>
          <Input
            type="date"
            name="targetCompleteDate"
            value={values.targetCompleteDate}
            onChange={handleChange}
            bg="bg"
            maxWidth="xs"
          />
        </FormField>

        <FormField label="Status" error={errors.status}>
          <NativeSelect.Root maxWidth="xs">
            <NativeSelect.Field
              name="status"
              value={values.status}
              onChange={handleChange}
              placeholder="Select status"
              bg="bg"
            >
              <option value="show">Show</option>
              <option value="hide">Hide</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>

        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={formik.isSubmitting} loadingText="Saving">
            Save
          </Button>
          <Button variant="outline" onClick={() => navigate(LIST)} disabled={formik.isSubmitting}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
