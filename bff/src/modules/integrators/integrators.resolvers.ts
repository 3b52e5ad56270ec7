import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { attemptWrite } from '../../graphql/user-errors.ts';
import { logEvent } from '../../log.ts';
import type { BffContext } from '../../context.ts';
import { toIntegrator, type IntegratorRecord } from './integrators.mappers.ts';

/**
 * The payload of a change to an integrator. A changed or revoked integrator's remembered caller is
 * forgotten here and on every replica, so its next request through any BFF asks the API afresh:
 * a revoked token is refused at once, not after the caller cache's few seconds.
 */
async function payload(
  { callers, caller }: BffContext,
  action: string,
  write: () => Promise<{ message: string; data: IntegratorRecord }>,
) {
  const { message, data, userErrors } = await attemptWrite(write, { notFound: 'id' });
  if (!data) return { message: null, integrator: null, userErrors };
  callers.forgetUser(data.id);
  const by = await caller();
  logEvent('info', `integrator ${action}`, { who: by.email, user_id: by.id, integrator_id: data.id });
  return { message, integrator: toIntegrator(data), userErrors };
}

export const integratorResolvers: Resolvers = {
  Query: {
    integrators: async (_root, _args, { dataSources }) => (await dataSources.integrators.list()).map(toIntegrator),
  },
  Mutation: {
    createIntegrator: (_root, { input }, context) =>
      payload(context, 'created', () => context.dataSources.integrators.create(input)),
    updateIntegrator: (_root, { input }, context) =>
      payload(context, 'changed', () => context.dataSources.integrators.update(input)),
    revokeIntegrator: (_root, { id }, context) =>
      payload(context, 'revoked', () => context.dataSources.integrators.revoke(id)),
  },
};
