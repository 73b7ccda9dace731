import { hostname } from 'node:os';
import { newId } from './ids.ts';
import type { Store } from './store.ts';

export const appStoppedNote = 'Deft stopped while this call was in progress; it did not finish.';

/** Records that this process writes to the store, so another Deft starting meanwhile leaves its calls alone. */
export function registerRun(store: Store): string {
  const id = newId();
  store.statement('INSERT INTO runs (id, pid, host, started_at) VALUES (?, ?, ?, ?)').run(id, process.pid, hostname(), Date.now());
  return id;
}

export function endRun(store: Store, runId: string): void {
  store.statement('DELETE FROM runs WHERE id = ?').run(runId);
}

/**
 * Calls left `pending` or `running` by a run that is over (closed, killed, or its machine
 * restarted) end `cancelled` with a note, so their sessions can continue. Returns how many.
 */
export function recoverInterruptedCalls(store: Store): number {
  const runs = store.statement<{ id: string; pid: number; host: string }>('SELECT id, pid, host FROM runs').all();
  const now = Date.now();
  return store.db.transaction(() => {
    for (const run of runs) if (!isAlive(run)) endRun(store, run.id);
    return store
      .statement(
        `UPDATE parts SET state = 'cancelled', note = ?, ended_at = ?, updated_at = ?
         WHERE state IN ('pending', 'running') AND (run_id IS NULL OR run_id NOT IN (SELECT id FROM runs))`,
      )
      .run(appStoppedNote, now, now).changes;
  })();
}

/** A run on another machine cannot be checked; it counts as over, so nothing stays open forever. */
function isAlive(run: { pid: number; host: string }): boolean {
  if (run.host !== hostname()) return false;
  try {
    process.kill(run.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
