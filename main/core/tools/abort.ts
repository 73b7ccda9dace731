/** The reason a call's signal carries when its own time limit ran out. */
export class CallTimeout extends Error {
  override name = 'CallTimeout';
}

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
export function raceAbort<T>(promise: Promise<T> | T, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // Nobody waits for the promise any more; its own failure must not surface as unhandled.
    Promise.resolve(promise).catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(promise).then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** A controller that aborts with its parent; `arm` starts a time limit. */
export function childController(parent: AbortSignal) {
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent.reason);
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener('abort', onParentAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  return {
    signal: controller.signal,
    arm(ms: number) {
      timer = setTimeout(() => controller.abort(new CallTimeout(`timed out after ${ms} ms`)), ms);
    },
    dispose() {
      clearTimeout(timer);
      parent.removeEventListener('abort', onParentAbort);
    },
  };
}
