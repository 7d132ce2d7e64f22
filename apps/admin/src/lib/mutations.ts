// One shape for the signed-in app's mutation hooks: the call, and the cache update the hook always
// runs after it. The hooks take no caller options, so no screen can replace the update; a screen's
// own `onSuccess` (on `mutate`) runs after it.

import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** What a mutation does to the cache: after a success, a failure, or either. */
export interface CacheUpdate<TData, TVariables> {
  onSuccess?: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown;
  onError?: (queryClient: QueryClient, error: Error, variables: TVariables) => unknown;
  onSettled?: (queryClient: QueryClient, variables: TVariables) => unknown;
}

/** `call` as a mutation that runs `update` on the query cache. */
export function useApiMutation<TData, TVariables = void>(
  call: (variables: TVariables) => Promise<TData>,
  update: CacheUpdate<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, onSettled } = update;
  return useMutation<TData, Error, TVariables>({
    mutationFn: call,
    onSuccess: (data, variables) => onSuccess?.(queryClient, data, variables),
    onError: (error, variables) => onError?.(queryClient, error, variables),
    onSettled: (_data, _error, variables) => onSettled?.(queryClient, variables),
  });
}

/** Refetches every query under each of `keys` (and waits for them). */
export async function refetch(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Puts the answer under `key`, then refetches the lists it moves in (under `lists`). */
export async function storeAndRefetch(
  queryClient: QueryClient,
  key: QueryKey,
  data: unknown,
  ...lists: QueryKey[]
): Promise<void> {
  queryClient.setQueryData(key, data);
  await refetch(queryClient, ...lists);
}
