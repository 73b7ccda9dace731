/**
 * Ends a process group started with `detached: true`: SIGTERM to the whole group, SIGKILL to
 * whatever is left after `graceMs`. Resolves once the signals are sent.
 */
export async function killProcessGroup(pid: number, graceMs = 2000): Promise<void> {
  if (!signalGroup(pid, 'SIGTERM')) return;
  await new Promise((resolve) => setTimeout(resolve, graceMs).unref());
  signalGroup(pid, 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, signal);
    return true;
  } catch {
    return false;
  }
}
