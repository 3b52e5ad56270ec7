import { GraphQLError } from 'graphql';
import type { CreateRecordInput, SaveConflict, SaveRecordInput } from '../../__generated__/resolvers-types.ts';
import { jsonNumber } from '../../datasources/record-id.ts';
import { toSnakeCaseFields } from '../../graphql/snake-case.ts';

/**
 * The research form's inputs as the records API's bodies (ADR 009), through one mapping: camelCase
 * keys to snake_case, the schema's `links` to the API's `biblio_usage`, the action in lower case.
 * Nothing is checked or defaulted here; the API decides.
 */
export function saveRecordBody({ id: _id, action, links, biblios, usages, ...rest }: SaveRecordInput) {
  return {
    ...(toSnakeCaseFields(rest) as object),
    ...items(biblios, usages),
    action: action.toLowerCase(),
    biblio_usage: toSnakeCaseFields(links),
  };
}

export function createRecordBody({ links, biblios, usages, batchId, ...rest }: CreateRecordInput) {
  return {
    ...(toSnakeCaseFields(rest) as object),
    ...items(biblios, usages),
    batch_id: jsonNumber(batchId),
    biblio_usage: toSnakeCaseFields(links),
  };
}

/** The biblios and usages with their ids (GraphQL IDs, so text) as the numbers the API takes. */
function items(
  biblios?: ReadonlyArray<{ id?: string | null }> | null,
  usages?: ReadonlyArray<{ id?: string | null }> | null,
) {
  const withNumberIds = (list: ReadonlyArray<{ id?: string | null }>) =>
    list.map((item) => ({
      ...(toSnakeCaseFields(item) as object),
      ...(item.id == null ? {} : { id: jsonNumber(item.id) }),
    }));
  return {
    ...(biblios == null ? {} : { biblios: withNumberIds(biblios) }),
    ...(usages == null ? {} : { usages: withNumberIds(usages) }),
  };
}

type ConflictDetails = { version: number; updated_by: { id: number; display_name: string } | null; updated_at: string };

/** A save against an older version (the API's 409 with its details) as the payload's `conflict`. */
export function saveConflict(error: unknown): SaveConflict | undefined {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'CONFLICT') return undefined;
  const details = error.extensions.details as ConflictDetails | undefined;
  if (!details) return undefined;
  return {
    message: error.message,
    version: details.version,
    changedBy: details.updated_by?.display_name ?? null,
    changedAt: details.updated_at,
  };
}
