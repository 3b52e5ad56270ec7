import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLFieldResolver } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { scalarResolvers } from './scalars.ts';
import { SCHEMA_DIR } from '../schema-dir.ts';
import { GRAPHQL_ENUM_VALUES, snakeCase } from '@rt/domain';
import { guardRootFields } from './access.ts';
import { userResolvers } from '../modules/user/user.resolvers.ts';
import { integratorResolvers } from '../modules/integrators/integrators.resolvers.ts';
import { collectionResolvers } from '../modules/collection/collection.resolvers.ts';
import { lookupResolvers } from '../modules/lookup/lookup.resolvers.ts';
import { researchResolvers } from '../modules/research/research.resolvers.ts';
import { queueResolvers } from '../modules/queue/queue.resolvers.ts';
import { rightsResolvers } from '../modules/rights/rights.resolvers.ts';
import { assignmentResolvers } from '../modules/assignment/assignment.resolvers.ts';
import { tagResolvers } from '../modules/tags/tags.resolvers.ts';
import { statisticsResolvers } from '../modules/statistics/statistics.resolvers.ts';
import { bulkUpdateResolvers } from '../modules/bulk-update/bulk-update.resolvers.ts';
import { bulkEditResolvers } from '../modules/bulk-edit/bulk-edit.resolvers.ts';
import { connectionResolvers } from '../modules/connections/connections.resolvers.ts';
import { webhookResolvers } from '../modules/webhooks/webhooks.resolvers.ts';

/** The contract: base.graphql first (it declares the roots), then each domain file that extends them. */
export function loadTypeDefs(): string[] {
  const files = readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => readFileSync(path.join(SCHEMA_DIR, f), 'utf8'));
}

const domainResolvers: Resolvers[] = [
  userResolvers,
  integratorResolvers,
  collectionResolvers,
  lookupResolvers,
  researchResolvers,
  queueResolvers,
  rightsResolvers,
  assignmentResolvers,
  tagResolvers,
  statisticsResolvers,
  bulkEditResolvers,
  bulkUpdateResolvers,
  connectionResolvers,
  webhookResolvers,
];

/** The executable schema, every root field behind its operation check (access.ts). */
export function buildSchema() {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    // An enum's names on the wire, the stored words in the resolvers (GRAPHQL_ENUM_VALUES).
    resolvers: [{ Query: { ping: () => 'pong' } }, scalarResolvers, GRAPHQL_ENUM_VALUES, ...domainResolvers] as never,
  });
  return guardRootFields(schema);
}

/** The snake_case twin of each of the schema's field names, worked out once: every field of every answer asks. */
const snakeCaseNames = new Map<string, string>();
function snakeCaseOf(fieldName: string): string {
  let name = snakeCaseNames.get(fieldName);
  if (name === undefined) snakeCaseNames.set(fieldName, (name = snakeCase(fieldName)));
  return name;
}

/**
 * The records API speaks snake_case and the schema camelCase: a field without its own resolver
 * reads the property of its own name, or else its snake_case twin (displayName ← display_name).
 */
export const snakeCaseFieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, _args, _ctx, info) => {
  if (source === null || typeof source !== 'object') return undefined;
  const record = source as Record<string, unknown>;
  const value = info.fieldName in record ? record[info.fieldName] : record[snakeCaseOf(info.fieldName)];
  return typeof value === 'function' ? (value as () => unknown).call(source) : value;
};
