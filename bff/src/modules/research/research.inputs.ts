import { GraphQLError } from 'graphql';
import type {
  CreateDocumentInput,
  SaveConflict,
  SaveDocumentInput,
  UserError,
} from '../../__generated__/resolvers-types.ts';
import { camelCase, toSnakeCaseFields } from '../../graphql/snake-case.ts';

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

/** The API's name of a form field as the input names it: 'biblio_usage.2' → 'links.2', 'biblios.0.edition_id' → 'biblios.0.editionId'. */
export function inputField(apiField: string, argumentOf: Record<string, string> = {}): string {
  return argumentOf[apiField] ?? camelCase(apiField.replace(/^biblio_usage(?=\.|$)/, 'links'));
}

/** Refusals told to the researcher in the payload: a wrong value, a missing item, no right to change the record, a locked batch. */
const USER_ERROR_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT']);

/**
 * A save's or delete's refusal as userErrors (the form shows it and keeps the researcher's edits).
 * A stale version's 409 carries details and is the payload's `conflict` instead (saveConflict).
 */
export function researchUserError(error: unknown, argumentOf: Record<string, string> = {}): UserError | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const code = String(error.extensions.code);
  if (!USER_ERROR_CODES.has(code) || (code === 'CONFLICT' && error.extensions.details)) return undefined;
  const field = typeof error.extensions.field === 'string' ? inputField(error.extensions.field, argumentOf) : null;
  return { field: field ?? (code === 'NOT_FOUND' ? (argumentOf.id ?? 'id') : null), code, message: error.message };
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
