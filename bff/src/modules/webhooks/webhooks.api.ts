import type { CreatedWebhook, Webhook } from '@rt/api/contract';
import { recordId } from '../../datasources/record-id.ts';
import type { RecordsApi } from '../../datasources/records-api.ts';
import type { CreateWebhookInput } from '../../__generated__/resolvers-types.ts';

/** The caller's webhooks in the records API, which checks who may have them (docs/decisions/078). */
export class WebhooksApi {
  constructor(private readonly api: RecordsApi) {}

  readonly list = () => this.api.get<Webhook[]>('webhooks');

  create = (input: CreateWebhookInput) =>
    this.api.send<CreatedWebhook>('post', 'webhooks', { url: input.url, events: input.events });

  remove = (id: string) => this.api.send<Webhook>('delete', `webhooks/${recordId(id)}`);
}
