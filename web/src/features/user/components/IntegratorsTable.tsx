import { useMutation } from '@apollo/client/react';
import { Badge, Button, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import type { IntegratorRowFragment } from '../../../__generated__/graphql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { alertPayload } from '../../../components/userErrors.ts';
import { scopeLabel } from '../forms/integrator.values.ts';

export const RevokeIntegratorMutation = graphql(`
  mutation RevokeIntegrator($id: ID!) {
    revokeIntegrator(id: $id) {
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

const day = (instant: string) => instant.slice(0, 10);

/**
 * The integrators, each with its client id, role, scope and status, and a Revoke button for the
 * active ones; Revoke asks first, since a revoked integrator cannot be brought back.
 */
export function IntegratorsTable({
  integrators,
  loading = false,
}: {
  integrators: readonly IntegratorRowFragment[];
  loading?: boolean;
}) {
  const alerts = useAlerts();
  const [revokeIntegrator, { loading: revoking }] = useMutation(RevokeIntegratorMutation);
  const [toRevoke, setToRevoke] = useState<IntegratorRowFragment | null>(null);

  async function confirmRevoke() {
    if (!toRevoke) return;
    try {
      const { data } = await revokeIntegrator({ variables: { id: toRevoke.id } });
      if (data?.revokeIntegrator) alertPayload(alerts, data.revokeIntegrator);
    } catch (error) {
      alerts.danger(error instanceof Error ? error.message : String(error));
    } finally {
      setToRevoke(null);
    }
  }

  if (!loading && integrators.length === 0) return <Text>No integrators yet.</Text>;

  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" aria-label="Integrators" aria-busy={loading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Client id</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader>Scope</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {integrators.map((integrator) => (
              <Table.Row key={integrator.id}>
                <Table.Cell>{integrator.name}</Table.Cell>
                <Table.Cell fontFamily="mono">{integrator.clientId}</Table.Cell>
                <Table.Cell>{integrator.role.value}</Table.Cell>
                <Table.Cell>{scopeLabel(integrator.scope)}</Table.Cell>
                <Table.Cell>
                  {integrator.revokedAt ? (
                    <Badge colorPalette="red">Revoked {day(integrator.revokedAt)}</Badge>
                  ) : (
                    <Badge colorPalette="green">Active</Badge>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {integrator.revokedAt ? null : (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Revoke ${integrator.name}`}
                      onClick={() => setToRevoke(integrator)}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <ConfirmDialog
        open={toRevoke !== null}
        title="Revoke integrator"
        confirmLabel="Revoke"
        danger
        busy={revoking}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setToRevoke(null)}
      >
        <Text>
          Revoke <strong>{toRevoke?.name}</strong> ({toRevoke?.clientId})? Its tokens are refused from its next request
          on. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
