import { useCallback, useRef, useState } from 'react';
import type { IpcResult } from '../../../../shared/ipc/result.ts';
import { outcomeOf, type Failure } from './failure.ts';

export interface ActionState<T> {
  pending: boolean;
  data: T | undefined;
  failure: Failure | undefined;
}

/** One button's request: whether it runs, what it answered last, and its failure, kept for the field beside it. */
export function useAction<A extends unknown[], T>(request: (...args: A) => Promise<IpcResult<T>>) {
  const latest = useRef(request);
  latest.current = request;
  const [state, setState] = useState<ActionState<T>>({ pending: false, data: undefined, failure: undefined });
  const run = useCallback(async (...args: A): Promise<T | undefined> => {
    setState((previous) => ({ ...previous, pending: true, failure: undefined }));
    const outcome = await outcomeOf(latest.current(...args));
    if (outcome.ok) setState({ pending: false, data: outcome.data, failure: undefined });
    else setState({ pending: false, data: undefined, failure: outcome.failure });
    return outcome.ok ? outcome.data : undefined;
  }, []);
  const fail = useCallback((failure: Failure) => setState({ pending: false, data: undefined, failure }), []);
  return { ...state, run, fail };
}
