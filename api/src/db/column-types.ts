import type { ColumnType } from 'kysely';

/**
 * What a column holds as this API reads and writes it, where the database's own type says less:
 * kysely-codegen names these in the generated row types (generate-types.ts, docs/decisions/047).
 */

/** A date as 'yyyy-MM-dd' text on read and write (TYPE_PARSERS in connect.ts). */
export type DateText = string;

/** An instant as ISO-8601 text on read (TYPE_PARSERS in connect.ts); any text PostgreSQL reads on write. */
export type Instant = string;

/** A JSON column: parsed on read, written as JSON text (pg would send an array as a PostgreSQL array). */
export type JsonText = ColumnType<unknown, string, string>;

/** An audit row is written once and never changed. */
export type AuditJson = ColumnType<unknown, string | null, never>;

export type AuditAction = 'create' | 'update' | 'delete';

/** The part of a record a template field belongs to. */
export type TemplateFieldResource = 'document_detail' | 'biblio' | 'usage';
