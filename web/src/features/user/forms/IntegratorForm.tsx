import { useMutation } from '@apollo/client/react';
import { Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { graphql } from '../../../__generated__/gql.ts';
import type { IntegratorScope } from '../../../__generated__/graphql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { FormField } from '../../../components/FormField.tsx';
import { alertPayload, fieldErrors } from '../../../components/userErrors.ts';
import { validateLazily } from '../../../components/validateLazily.ts';
import { UserAccessIntegratorsQuery } from '../integratorsQuery.ts';
import type { IntegratorValues } from './integrator.validation.ts';
import { EMPTY_INTEGRATOR, SCOPE_OPTIONS } from './integrator.values.ts';
import type { UserAccessRole } from './UserAccessForm.tsx';

export const CreateIntegratorMutation = graphql(`
  mutation CreateIntegrator($input: CreateIntegratorInput!) {
    createIntegrator(input: $input) {
      message
      integrator {
        ...IntegratorRow
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const validateIntegrator = validateLazily<IntegratorValues>(() =>
  import('./integrator.validation.ts').then((module) => module.integratorSchema),
);

/** Integrators never get the IT role (the server refuses it too): managing accounts stays with people. */
const integratorRoles = (roles: readonly UserAccessRole[]) => roles.filter((r) => r.value !== 'IT');

/**
 * Creates an integrator: a name, the provider's client id it calls with, a role and a scope. The
 * server's message is the success alert; a refusal's messages go beside their fields and to the
 * danger alert. The list of integrators is asked again after a creation.
 */
export function IntegratorForm({ roles, loading = false }: { roles: readonly UserAccessRole[]; loading?: boolean }) {
  const alerts = useAlerts();
  const [createIntegrator] = useMutation(CreateIntegratorMutation, {
    refetchQueries: [UserAccessIntegratorsQuery],
    awaitRefetchQueries: true,
  });

  const formik = useFormik<IntegratorValues>({
    initialValues: EMPTY_INTEGRATOR,
    validate: validateIntegrator,
    validateOnBlur: false,
    onSubmit: async (values, { setErrors, resetForm }) => {
      try {
        const { data } = await createIntegrator({
          variables: {
            input: {
              name: values.name.trim(),
              clientId: values.clientId.trim(),
              roleId: Number(values.roleId),
              scope: values.scope as IntegratorScope,
            },
          },
        });
        const payload = data?.createIntegrator;
        if (!payload) return;
        if (alertPayload(alerts, payload)) resetForm();
        else setErrors(fieldErrors(payload.userErrors, values));
      } catch (error) {
        alerts.danger(error instanceof Error ? error.message : String(error));
      }
    },
  });

  const attempted = formik.submitCount > 0;
  const errorOf = (field: keyof IntegratorValues) => (attempted ? formik.errors[field] : undefined);

  return (
    <Stack asChild gap="4" maxWidth="md">
      <form noValidate onSubmit={formik.handleSubmit} aria-label="New integrator" aria-busy={loading}>
        <FormField label="Name" error={errorOf('name')}>
          <Input name="name" value={formik.values.name} onChange={formik.handleChange} autoComplete="off" />
        </FormField>
        <FormField
          label="Client id"
          error={errorOf('clientId')}
          helperText="The client id the OpenID provider issued to the integrator: the subject of its tokens."
        >
          <Input name="clientId" value={formik.values.clientId} onChange={formik.handleChange} autoComplete="off" />
        </FormField>
        <FormField label="Role" error={errorOf('roleId')} disabled={loading}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="roleId"
              placeholder={loading ? 'Loading roles…' : 'Select a role'}
              value={formik.values.roleId}
              onChange={formik.handleChange}
            >
              {integratorRoles(roles).map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.value}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Scope" error={errorOf('scope')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="scope"
              placeholder="Select a scope"
              value={formik.values.scope}
              onChange={formik.handleChange}
            >
              {SCOPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <HStack>
          <Button type="submit" colorPalette="blue" loading={formik.isSubmitting} loadingText="Creating">
            Create integrator
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
