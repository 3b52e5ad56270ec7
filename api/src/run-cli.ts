/**
 * Runs a command-line entry point: its answer is the exit code; a failure prints its message alone
 * (no stack trace for a person at a terminal) and exits with `failureCode`.
 */
export function runCli(main: () => Promise<number>, failureCode = 1): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = failureCode;
    },
  );
}
