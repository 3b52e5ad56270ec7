import type { Webhook as WebhookRecord } from '@rt/api/contract';
import type { Resolvers, Webhook } from '../../__generated__/resolvers-types.ts';
import { attemptWrite } from '../../graphql/user-errors.ts';

/** A webhook as the schema names it; the API's event names are the enum's. */
const toWebhook = (record: WebhookRecord): Webhook => ({
  id: String(record.id),
  url: record.url,
  events: record.events,
  createdAt: record.created_at,
});

export const webhookResolvers: Resolvers = {
  Query: {
    webhooks: async (_root, _args, { dataSources }) => (await dataSources.webhooks.list()).map(toWebhook),
  },
  Mutation: {
    createWebhook: async (_root, { input }, { dataSources }) => {
      const { message, data, userErrors } = await attemptWrite(() => dataSources.webhooks.create(input));
      return data
        ? { message, webhook: toWebhook(data), secret: data.secret, userErrors }
        : { message, webhook: null, secret: null, userErrors };
    },
    deleteWebhook: async (_root, { id }, { dataSources }) => {
      const { message, data, userErrors } = await attemptWrite(() => dataSources.webhooks.remove(id));
      return { message, deletedWebhookId: data ? String(data.id) : null, userErrors };
    },
  },
};
