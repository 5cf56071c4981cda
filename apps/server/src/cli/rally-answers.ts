/**
 * Whether a Rally server answers on this machine's port. Commands that open the embedded database
 * ask first: it allows one process at a time, so a running Rally has it to itself.
 */
export async function rallyAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}
