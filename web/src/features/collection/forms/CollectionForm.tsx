import { useMutation, useQuery } from '@apollo/client/react';
import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import type { ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import { FormField } from '../../../components/FormField.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { SaveCancelButtons } from './SaveCancelButtons.tsx';
import { alertPayload, fieldErrors } from '../../../components/userErrors.ts';
import { errorText } from './errorText.ts';
import { toCollectionInput, type CollectionValues } from './collection.values.ts';
import { CollectionFormLookupsQuery } from './collectionFormLookups.ts';

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
        ...UserErrorFields
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
        ...UserErrorFields
      }
    }
  }
`);

const LIST = '/research-collection';

type LookupSelectProps = {
  label: string;
  name: keyof CollectionValues;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error?: string;
  /** While the lookups load, the field is disabled and the placeholder says so. */
  loading: boolean;
  placeholder: string;
  options: readonly { id: number; label: string }[];
};

/** A dropdown of one of the form's lookup lists (licence schemes, research templates), by id. */
function LookupSelect({ label, name, value, onChange, error, loading, placeholder, options }: LookupSelectProps) {
  return (
    <FormField label={label} error={error} disabled={loading}>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={onChange} placeholder={placeholder} bg="bg">
          {options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

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
        if (payload.userErrors.length > 0) setErrors(fieldErrors(payload.userErrors, values));
        if (alertPayload(alerts, payload)) navigate(LIST);
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

        <LookupSelect
          label="Licence Scheme"
          name="licenceSchemeId"
          value={values.licenceSchemeId}
          onChange={handleChange}
          error={errors.licenceSchemeId}
          loading={loadingLookups}
          placeholder={loadingLookups ? 'Loading licence schemes…' : 'Select a licence scheme'}
          options={schemes.map((scheme) => ({ id: scheme.id, label: scheme.value }))}
        />

        <LookupSelect
          label="Research Template"
          name="researchTemplateId"
          value={values.researchTemplateId}
          onChange={handleChange}
          error={errors.researchTemplateId}
          loading={loadingLookups}
          placeholder={loadingLookups ? 'Loading research templates…' : 'Select a research template'}
          options={templates.map((template) => ({ id: template.id, label: template.templateName }))}
        />

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

        <SaveCancelButtons submitting={formik.isSubmitting} onCancel={() => navigate(LIST)} />
      </form>
    </Stack>
  );
}
