import type { RecordsApi } from '../../datasources/records-api.ts';
import { recordId } from '../../datasources/record-id.ts';
import type { CreateIntegratorInput, UpdateIntegratorInput } from '../../__generated__/resolvers-types.ts';
import { storedScope, type IntegratorRecord } from './integrators.mappers.ts';

/** Integrators in the records API (IT, User Access). */
export class IntegratorsApi {
  constructor(private readonly api: RecordsApi) {}

  readonly list = () => this.api.get<IntegratorRecord[]>('integrator');

  create(input: CreateIntegratorInput) {
    return this.api.send<IntegratorRecord>('post', 'integrator', {
      name: input.name,
      client_id: input.clientId,
      role_id: input.roleId,
      scope: storedScope(input.scope),
    });
  }

  update({ id, name, roleId, scope }: UpdateIntegratorInput) {
    return this.api.send<IntegratorRecord>('put', `integrator/${recordId(id)}`, {
      name,
      role_id: roleId,
      scope: scope ? storedScope(scope) : scope,
    });
  }

  revoke(id: string) {
    return this.api.send<IntegratorRecord>('post', `integrator/${recordId(id)}/revoke`);
  }
}
