/** What went wrong with a call that failed outright (network, sign-in, server fault). */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
