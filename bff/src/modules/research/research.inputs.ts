import { GraphQLError } from 'graphql';
import type { CreateDocumentInput, SaveConflict, SaveDocumentInput } from '../../__generated__/resolvers-types.ts';
import { toSnakeCaseFields } from '../../graphql/snake-case.ts';

/**
 * The research form's inputs as the records API's bodies (ADR 009), through one mapping: camelCase
 * keys to snake_case, the schema's `links` to the API's `biblio_usage`, the action in lower case.
 * Nothing is checked or defaulted here; the API decides.
 */
export function saveDocumentBody({ id: _id, action, links, ...rest }: SaveDocumentInput) {
  return {
    ...(toSnakeCaseFields(rest) as object),
    action: action.toLowerCase(),
    biblio_usage: toSnakeCaseFields(links),
  };
}

export function createDocumentBody({ links, ...rest }: CreateDocumentInput) {
  return { ...(toSnakeCaseFields(rest) as object), biblio_usage: toSnakeCaseFields(links) };
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
