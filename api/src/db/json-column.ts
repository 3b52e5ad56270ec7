/** A jsonb column's value: PostgreSQL's driver answers it read, PGlite's may answer its text. */
export const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
