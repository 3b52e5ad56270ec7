import { GraphQLError } from 'graphql';
import type {
  BulkEditQueryInput,
  BulkLinkInput,
  BulkRecordVersionInput,
  BulkUpdateFieldInput,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import { jsonNumber } from '../../datasources/record-id.ts';
import { attemptWrite } from '../../graphql/user-errors.ts';
import { toQueryBody } from '../bulk-edit/bulk-edit.mappers.ts';
import type { UpdateJobBody } from './bulk-update.api.ts';
import {
  fromBulkUpdateResource,
  toBulkUpdateResource,
  toJobStatus,
  toRefusalReason,
  toUndoRefusalReason,
} from './bulk-update.mappers.ts';

/** The API's names of the input's fields, as the input names them. */
const BULK_UPDATE_ARGUMENTS = {
  argumentOf: {
    selected_ids: 'selectedIds',
    batch_id: 'batchId',
    dry_run: 'dryRun',
    versions: 'versions',
    query: 'query',
    link: 'link',
    bulk_change_id: 'bulkChangeId',
  },
};

/**
 * A call the API stopped midway (a 500 that says how many records it applied): the chunks before
 * it stay, so the screen is told how far it got rather than only that it failed.
 */
function failureOf(error: unknown) {
  if (!(error instanceof GraphQLError) || typeof error.extensions.applied !== 'number') return null;
  const failedFromId = error.extensions.failedFromId;
  return {
    message: error.message,
    applied: error.extensions.applied,
    failedFromId: typeof failedFromId === 'number' || typeof failedFromId === 'string' ? failedFromId : null,
  };
}

/** The link as the API reads it: exactly one of {work} or {recipient}; both or neither is for the API to refuse. */
function linkBody(link: BulkLinkInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(link).filter(([, value]) => value !== null && value !== undefined));
}

/** What a real run and a dry run share: the input of either in the API's names. */
type UpdateInput = {
  selectedIds: string[];
  fields: BulkUpdateFieldInput[];
  link?: BulkLinkInput | null;
  batchId?: string | null;
  versions?: BulkRecordVersionInput[] | null;
  query?: BulkEditQueryInput | null;
};

function updateBody(input: UpdateInput): UpdateJobBody {
  return {
    selected_ids: input.selectedIds.map(jsonNumber),
    // A link alone sets no other field: the API takes no list rather than an empty one.
    update_fields:
      input.fields.length === 0 && input.link
        ? null
        : input.fields.map((f) => ({
            resource: fromBulkUpdateResource(f.resource),
            field: f.field,
            // Absent and null are one here: the field is cleared.
            value: f.value ?? null,
          })),
    ...(input.link ? { link: linkBody(input.link) } : {}),
    batch_id: jsonNumber(input.batchId ?? null),
    ...(input.versions ? { versions: Object.fromEntries(input.versions.map((v) => [v.id, v.version])) } : {}),
    // The query as the query call takes it (its scope travels as batch_id, or not at all).
    ...(input.query ? { query: toQueryBody(input.query, {}).query } : {}),
  };
}

/** 'update_fields.0.value' is the input's 'fields.0.value'. */
const inputFieldsNamed = <E extends { field?: string | null }>(userErrors: E[]) =>
  userErrors.map((e) => ({ ...e, field: e.field?.replace(/^updateFields(?=\.|$)/, 'fields') ?? null }));

export const bulkUpdateResolvers: Resolvers = {
  Query: {
    bulkChangesToday: (_root, _args, { dataSources }) => dataSources.bulkUpdate.changesToday(),
    bulkUpdateJob: (_root, { id }, { dataSources }) => dataSources.bulkUpdate.job(id),
    myBulkUpdateJobs: (_root, _args, { dataSources }) => dataSources.bulkUpdate.myJobs(),
  },
  Mutation: {
    // The real run as a job of the API's queue (issue 29): it goes on when the tab is closed.
    startBulkUpdate: async (_root, { input }, { dataSources: { bulkUpdate } }) => {
      const { message, data, userErrors } = await attemptWrite(
        () => bulkUpdate.startJob(updateBody(input)),
        BULK_UPDATE_ARGUMENTS,
      );
      return { message, job: data, userErrors: inputFieldsNamed(userErrors) };
    },
    cancelBulkUpdateJob: async (_root, { id }, { dataSources: { bulkUpdate } }) => {
      // A job not the caller's, or none, is a NOT_FOUND on id.
      const { message, data, userErrors } = await attemptWrite(() => bulkUpdate.cancelJob(id));
      return { message, job: data, userErrors };
    },
    undoBulkChange: async (_root, { id }, { dataSources: { bulkUpdate } }) => {
      try {
        const { message, data, userErrors } = await attemptWrite(() => bulkUpdate.undo(id), {
          argumentOf: { bulk_change_id: 'id' },
        });
        return { message, result: data, failure: null, userErrors };
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        return { message: null, result: null, failure, userErrors: [] };
      }
    },
    bulkUpdateRecords: async (_root, { input }, { dataSources: { bulkUpdate } }) => {
      const body = {
        ...updateBody(input),
        dry_run: input.dryRun,
        // A later request of the same action adds its records to the bulk change the first one made.
        bulk_change_id: jsonNumber(input.bulkChangeId ?? null),
      };
      try {
        const { message, data, userErrors } = await attemptWrite(
          () => bulkUpdate.updateRecords(body),
          BULK_UPDATE_ARGUMENTS,
        );
        return {
          message,
          result: data,
          failure: null,
          userErrors: inputFieldsNamed(userErrors),
        };
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        return { message: null, result: null, failure, userErrors: [] };
      }
    },
  },
  BulkUpdateResult: {
    dryRun: (r) => r.dry_run,
    bulkChangeId: (r) => r.bulk_change_id,
  },
  BulkRecordChange: {
    version: (r) => r.version ?? null,
    ruleSets: (r) => r.rule_sets,
  },
  BulkRefusal: {
    reason: (r) => toRefusalReason(r.reason),
  },
  BulkUndoRefusal: {
    reason: (r) => toUndoRefusalReason(r.reason),
  },
  BulkUndoResult: {
    bulkChangeId: (r) => r.bulk_change_id,
  },
  BulkUpdateJob: {
    status: (j) => toJobStatus(j.status),
    bulkChangeId: (j) => j.bulk_change_id ?? null,
    cancelRequested: (j) => j.cancel_requested,
    createdAt: (j) => j.created_at,
    finishedAt: (j) => j.finished_at ?? null,
  },
  BulkChange: {
    userId: (c) => c.user_id,
    createdAt: (c) => c.created_at,
    batchId: (c) => c.batch_id,
    undoneAt: (c) => c.undone_at,
  },
  BulkChangeField: {
    resource: (f) => toBulkUpdateResource(f.resource),
  },
  BulkFieldChange: {
    resource: (c) => toBulkUpdateResource(c.resource),
    itemId: (c) => c.item_id ?? null,
  },
  BulkRuleSet: {
    resource: (s) => toBulkUpdateResource(s.resource),
    itemId: (s) => s.item_id ?? null,
  },
};
