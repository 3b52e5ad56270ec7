import { useMutation } from '@apollo/client/react';
import { Input, NumberInput, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import { FormField } from '../../../components/FormField.tsx';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { AouCombobox } from '../components/AouCombobox.tsx';
import type { LocationType } from '../components/LocationTable.tsx';
import { toLocationInput, type LocationValues } from './location.values.ts';
import { SaveCancelButtons } from './SaveCancelButtons.tsx';
import { alertPayload, fieldErrors } from '../../../components/userErrors.ts';
import { errorText } from './errorText.ts';

export const UpdateLocationMutation = graphql(`
  mutation UpdateLocation($id: ID!, $input: LocationInput!) {
    updateLocation(id: $id, input: $input) {
      message
      location {
        ...LocationTable_location
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

type LocationFormProps = {
  locationId: string;
  /** Institute when the stored institute is set, otherwise school (spec section 2). */
  type: LocationType;
  initialValues: LocationValues;
  aouList: readonly { id: number; value: string }[];
  /** The location list, where Save and Cancel return. */
  listUrl: string;
};

/**
 * Edit location (spec section 2). Institute form: Institute, Department Id, Location Name, the AOU
 * dropdown and Machine Id; school form: Department Id, Location Name, School Type, Sector, State,
 * Machine Id. Save returns to the location list with the server's message as the success alert.
 */
export function LocationForm({ locationId, type, initialValues, aouList, listUrl }: LocationFormProps) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [update] = useMutation(UpdateLocationMutation);
  const aouIds = useMemo(() => new Set(aouList.map((a) => a.id)), [aouList]);

  const formik = useFormik<LocationValues>({
    initialValues,
    onSubmit: async (values, { setErrors }) => {
      try {
        const { data } = await update({ variables: { id: locationId, input: toLocationInput(values, type, aouIds) } });
        const payload = data?.updateLocation;
        if (!payload) return;
        if (payload.userErrors.length > 0) {
          // The dropdown's AOU answers to aouId or aou, whichever the form sent.
          const errors = payload.userErrors.map((e) => (e.field === 'aouId' ? { ...e, field: 'aou' } : e));
          setErrors(fieldErrors(errors, values));
        }
        if (alertPayload(alerts, payload)) navigate(listUrl);
      } catch (error) {
        alerts.danger(errorText(error));
      }
    },
  });
  const { values, errors, handleChange } = formik;
  const text = (name: keyof LocationValues, label: string) => (
    <FormField label={label} error={errors[name]}>
      <Input name={name} value={values[name]} onChange={handleChange} bg="bg" />
    </FormField>
  );
  const machineId = (
    <FormField label="Machine Id" error={errors.machineId}>
      {/* A number (spec section 2): the control takes digits only; the records API refuses any other value. */}
      <NumberInput.Root
        name="machineId"
        value={values.machineId}
        onValueChange={(details) => void formik.setFieldValue('machineId', details.value)}
        min={0}
        formatOptions={{ useGrouping: false }}
        bg="bg"
      >
        <NumberInput.Input />
      </NumberInput.Root>
    </FormField>
  );

  return (
    <Stack asChild gap="5" maxWidth="2xl">
      <form
        noValidate
        onSubmit={formik.handleSubmit}
        aria-label={type === 'INSTITUTE' ? 'Edit institute location' : 'Edit school location'}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {type === 'INSTITUTE' ? (
            <>
              {text('institute', 'Institute')}
              {text('departmentId', 'Department Id')}
              {text('locationName', 'Location Name')}
              <FormField label="AOU" error={errors.aou}>
                <AouCombobox
                  entries={aouList}
                  value={values.aou}
                  onChange={(aou) => void formik.setFieldValue('aou', aou)}
                  invalid={Boolean(errors.aou)}
                />
              </FormField>
              {machineId}
            </>
          ) : (
            <>
              {text('departmentId', 'Department Id')}
              {text('locationName', 'Location Name')}
              {text('schoolType', 'School Type')}
              {text('sector', 'Sector')}
              {text('state', 'State')}
              {machineId}
            </>
          )}
        </SimpleGrid>

        <SaveCancelButtons submitting={formik.isSubmitting} onCancel={() => navigate(listUrl)} />
      </form>
    </Stack>
  );
}
