import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { alertPayload, fieldErrors } from '../../../components/userErrors.ts';
import { validateLazily } from '../../../components/validateLazily.ts';
import type { UserAccessValues } from './userAccess.validation.ts';
import { EMPTY_USER_ACCESS, SAVE_NEEDS_BOTH } from './userAccess.values.ts';

export const AssignRoleMutation = graphql(`
  mutation AssignRole($userId: ID!, $roleId: Int!) {
    assignRole(userId: $userId, roleId: $roleId) {
      message
      user {
        id
        roleId
        role {
          id
          value
        }
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export type UserAccessUser = {
  id: string;
  email: string;
  displayName: string;
  role?: { id: number; value: string } | null;
};
export type UserAccessRole = { id: number; value: string };

type UserAccessFormProps = {
  users: readonly UserAccessUser[];
  roles: readonly UserAccessRole[];
  /** The lists are still loading: the selects wait. */
  loading?: boolean;
};

const validateUserAccess = validateLazily<UserAccessValues>(() =>
  import('./userAccess.validation.ts').then((module) => module.userAccessSchema),
);

/**
 * Gives a user an access role (spec section 2, User Access): a user (by e-mail) and a role, Save
 * and Cancel. Saving without both shows the spec's danger alert; the server's message is the
 * success alert, and its failure message (a userError or the error) the danger alert.
 */
export function UserAccessForm({ users, roles, loading = false }: UserAccessFormProps) {
  const alerts = useAlerts();
  const [assignRole] = useMutation(AssignRoleMutation);

  const formik = useFormik<UserAccessValues>({
    initialValues: EMPTY_USER_ACCESS,
    validate: validateUserAccess,
    validateOnBlur: false,
    onSubmit: async (values, { setErrors }) => {
      try {
        const { data } = await assignRole({ variables: { userId: values.userId, roleId: Number(values.roleId) } });
        const payload = data?.assignRole;
        if (payload && !alertPayload(alerts, payload)) setErrors(fieldErrors(payload.userErrors, values));
      } catch (error) {
        // Spec section 8: user-access failures show the server message only.
        alerts.danger(error instanceof Error ? error.message : String(error));
      }
    },
  });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) alerts.danger(SAVE_NEEDS_BOTH);
    // Counts the attempt and marks the fields; runs onSubmit only when both are chosen.
    await formik.submitForm();
  }

  const user = users.find((u) => u.id === formik.values.userId);
  const attempted = formik.submitCount > 0;
  const userError = attempted ? formik.errors.userId : undefined;
  const roleError = attempted ? formik.errors.roleId : undefined;

  return (
    <Stack asChild gap="5" maxWidth="md">
      <form noValidate onSubmit={save} onReset={() => formik.resetForm()} aria-busy={loading} aria-label="User access">
        <Field.Root invalid={Boolean(userError)} disabled={loading}>
          <Field.Label>User email</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="userId"
              placeholder={loading ? 'Loading users…' : 'Select a user'}
              value={formik.values.userId}
              onChange={formik.handleChange}
            >
              {users.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.email}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {userError ? <Field.ErrorText>{userError}</Field.ErrorText> : null}
        </Field.Root>

        <Text aria-live="polite" minHeight="6" data-testid="current-assignment">
          {user ? `${user.displayName} is currently assigned to ${user.role?.value ?? 'no role'}` : ''}
        </Text>

        <Field.Root invalid={Boolean(roleError)} disabled={loading}>
          <Field.Label>Access role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="roleId"
              placeholder={loading ? 'Loading roles…' : 'Select a role'}
              value={formik.values.roleId}
              onChange={formik.handleChange}
            >
              {roles.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.value}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {roleError ? <Field.ErrorText>{roleError}</Field.ErrorText> : null}
        </Field.Root>

        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={formik.isSubmitting} loadingText="Saving">
            Save
          </Button>
          <Button type="reset" variant="outline" disabled={formik.isSubmitting}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
