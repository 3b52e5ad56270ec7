import { can, type Operation } from '@rt/domain';
import { defaultFieldResolver, GraphQLError, type GraphQLSchema } from 'graphql';
import type { Caller } from '../auth/identify-caller.ts';
import type { BffContext } from '../context.ts';
import { logEvent } from '../log.ts';

/** Open to anyone, signed in or not. */
export const PUBLIC = 'public';

/**
 * The operation (domain/src/permissions.ts) each root field performs. Every root field must be
 * here: the schema refuses to build otherwise, so a new field cannot slip out unguarded.
 */
export const ROOT_FIELD_OPERATIONS: Record<string, Operation | typeof PUBLIC> = {
  'Query.ping': PUBLIC,
  'Query.me': 'user:read-self',
  'Query.users': 'user:read',
  'Query.user': 'user:read',
  'Query.roles': 'role:read',
  'Query.integrators': 'integrator:read',
  'Mutation.createIntegrator': 'integrator:write',
  'Mutation.updateIntegrator': 'integrator:write',
  'Mutation.revokeIntegrator': 'integrator:write',
  'Query.webhooks': 'webhook:manage',
  'Mutation.createWebhook': 'webhook:manage',
  'Mutation.deleteWebhook': 'webhook:manage',
  'Query.researchCollections': 'collection:read',
  'Query.researchCollection': 'collection:read',
  'Query.batches': 'collection:read',
  'Query.batch': 'collection:read',
  'Query.location': 'location:read',
  'Query.lookup': 'lookup:read',
  'Query.licenceSchemes': 'lookup:read',
  'Query.researchTemplates': 'lookup:read',
  'Query.researchTemplate': 'lookup:read',
  'Query.aouList': 'location:read',
  'Query.queueSummary': 'queue:read',
  'Query.queue': 'queue:read',
  'Query.nextQueueRecordId': 'queue:read',
  'Query.document': 'record:read',
  'Query.documentHistory': 'record:read',
  'Query.record': 'record:read',
  'Query.recordHistory': 'record:read',
  'Query.recentRecords': 'record:find',
  'Query.findRecords': 'record:find',
  'Query.findRecordsTotal': 'record:find',
  'Query.documents': 'record:read',
  'Query.researchCollectionsConnection': 'collection:read',
  'Query.batchesConnection': 'collection:read',
  'Mutation.saveRecord': 'record:write',
  'Mutation.createRecord': 'record:create',
  'Mutation.deleteBiblio': 'record:write',
  'Mutation.deleteUsage': 'record:write',
  'Query.recordTags': 'record:read',
  'Mutation.saveTag': 'record:write',
  'Mutation.saveGroupTag': 'record:write',
  'Mutation.deleteTag': 'record:write',
  'Mutation.deleteGroupTag': 'record:write',
  'Query.work': 'rights:read',
  'Query.recipients': 'rights:read',
  'Query.workSearch': 'rights:read',
  'Query.citingRecords': 'record:find',
  'Query.researchCollectionSearch': 'collection:read',
  'Query.batchAssignments': 'assignment:read',
  'Query.assignableUsers': 'assignment:read',
  // A researcher's own metrics by default; the API refuses someone else's below role ids 2 and 4.
  'Query.processOverview': 'statistics:read',
  'Query.individualMetrics': 'statistics:read',
  'Query.processedRecordsSummary': 'statistics:read-any',
  'Query.statisticsResearchers': 'statistics:read-any',
  'Query.bulkEditRecords': 'bulk-edit:use',
  'Query.bulkEditRecordIds': 'bulk-edit:use',
  'Query.bulkEditSavedQueries': 'bulk-edit:use',
  'Query.bulkEditSavedQuery': 'bulk-edit:use',
  'Mutation.saveBulkEditQuery': 'bulk-edit:use',
  'Mutation.deleteBulkEditQuery': 'bulk-edit:use',
  // A placeholder of the base schema that answers nothing.
  'Mutation._empty': PUBLIC,
  'Mutation.assignRole': 'user:assign-role',
  'Mutation.createResearchCollection': 'collection:write',
  'Mutation.updateResearchCollection': 'collection:write',
  'Mutation.deleteResearchCollection': 'collection:write',
  'Mutation.createBatch': 'collection:write',
  'Mutation.updateBatch': 'collection:write',
  'Mutation.deleteBatch': 'collection:write',
  'Mutation.updateLocation': 'collection:write',
  'Mutation.assignUsersToBatches': 'assignment:write',
  'Mutation.removeBatchAssignment': 'assignment:write',
  'Mutation.checkSourceFileLink': 'record:create',
  'Mutation.bulkUpdateRecords': 'bulk-edit:use',
  'Query.bulkChangesToday': 'bulk-edit:use',
  'Mutation.undoBulkChange': 'bulk-edit:use',
  // A bulk update's real run as a job (issue 29); the API answers only the caller's own jobs.
  'Mutation.startBulkUpdate': 'bulk-edit:use',
  'Mutation.cancelBulkUpdateJob': 'bulk-edit:use',
  'Query.bulkUpdateJob': 'bulk-edit:use',
  'Query.myBulkUpdateJobs': 'bulk-edit:use',
};

/** The caller, if their role may perform the operation; FORBIDDEN (and a log line) otherwise. */
export async function authorize(context: BffContext, operation: Operation, what: string): Promise<Caller> {
  const caller = await context.caller();
  if (!can(caller.role?.value, operation)) {
    logEvent('warn', 'access refused', {
      who: caller.email,
      user_id: caller.id,
      role: caller.role?.value ?? null,
      operation,
      field: what,
      via: caller.via,
    });
    throw new GraphQLError('You do not have access to this', { extensions: { code: 'FORBIDDEN' } });
  }
  return caller;
}

/** Puts the check in front of every root resolver of Query and Mutation. */
export function guardRootFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const what = `${type.name}.${field.name}`;
      const access = ROOT_FIELD_OPERATIONS[what];
      if (!access) throw new Error(`${what} has no operation in bff/src/graphql/access.ts; add one before serving it`);
      if (access === PUBLIC) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = async (source, args, context: BffContext, info) => {
        await authorize(context, access, what);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
