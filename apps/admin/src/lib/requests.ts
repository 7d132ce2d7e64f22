// The sign-in screens' requests without the query cache (issue 43): they run before the signed-in
// app (and TanStack Query) is loaded. `useAction` is a mutation's state, `useRead` one read kept
// for as long as its screen is open. The signed-in app keeps TanStack Query.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Action<TVariables, TData> {
  /** Runs the request; `onSuccess` gets its answer. A running action is not started again. */
  mutate: (variables: TVariables, options?: { onSuccess?: (data: TData) => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

type ActionState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

/** A request the user starts (a sign-in, a code): its state, and its answer to `onSuccess`. */
export function useAction<TVariables, TData>(
  run: (variables: TVariables) => Promise<TData>,
): Action<TVariables, TData> {
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const runRef = useRef(run);
  runRef.current = run;
  const mounted = useRef(true);
  const latest = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback<Action<TVariables, TData>['mutate']>((variables, options) => {
    const call = ++latest.current;
    setState({ status: 'pending' });
    runRef.current(variables).then(
      (data) => {
        if (call !== latest.current) return;
        if (mounted.current) setState({ status: 'success' });
        options?.onSuccess?.(data);
      },
      (error: unknown) => {
        if (call === latest.current && mounted.current) setState({ status: 'error', error });
      },
    );
  }, []);
  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);
  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
  };
}

export type Read<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: false; data: T; error: null }
  | { isPending: false; isError: true; data: undefined; error: unknown };

const PENDING = { isPending: true, isError: false, data: undefined, error: null } as const;

/**
 * One read for the screen (the invite, the enrolment's secret), asked again only when `key`
 * changes; nothing is asked while `key` is null. Leaving the screen cancels it.
 */
export function useRead<T>(key: string | null, read: (signal: AbortSignal) => Promise<T>): Read<T> {
  const [state, setState] = useState<{ key: string | null; read: Read<T> }>({
    key,
    read: PENDING,
  });
  const readRef = useRef(read);
  readRef.current = read;
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    readRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          setState({ key, read: { isPending: false, isError: false, data, error: null } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ key, read: { isPending: false, isError: true, data: undefined, error } });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state.key === key ? state.read : PENDING;
}
