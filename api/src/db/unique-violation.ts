/**
 * For a write whose uniqueness the API checks first: if another save won the race, the database's
 * unique index refuses the row, and the caller gets the same message as from the check.
 * Usage: `await insert.execute().catch(onUniqueViolation('index_name', () => badRequest(...)))`.
 */
export function onUniqueViolation(constraint: string, toError: () => Error) {
  return (error: unknown): never => {
    const pg = error as { code?: string; constraint?: string };
    if (pg?.code === '23505' && pg.constraint === constraint) throw toError();
    throw error;
  };
}
