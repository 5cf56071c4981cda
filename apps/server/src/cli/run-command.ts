/**
 * Runs a command-line tool's `main` and exits with its code; a failure prints its message alone (the
 * operator reads one line, not a stack) and exits 1.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (exitCode) => process.exit(exitCode),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
