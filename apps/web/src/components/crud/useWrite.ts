import { type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallMeta } from '@/lib/query';

/** A write of a screen beside 新增 / 编辑 / 删除 (审核, 提交, 作废, 同意 …). */
export interface WriteOptions<V> {
  run: (variables: V) => Promise<unknown>;
  /** Its toasts (`successText`, `errorText`) and console label. */
  meta: CallMeta;
  /** The calls refreshed after a success (the list's `apiKey`, the lists it changes …). */
  invalidates: readonly QueryKey[];
  /** After the refresh has been asked for (e.g. close the dialog). */
  onSuccess?: () => void;
}

/**
 * One write as a mutation with its toasts that refreshes `invalidates` after a success (not after a
 * failure: nothing changed). Call it once per action, e.g.
 * `submit: useWrite({ run: ({ doc }) => docAction(client, doc.id, 'submit'), meta, invalidates })`.
 */
export function useWrite<V>(options: WriteOptions<V>): UseMutationResult<unknown, Error, V> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.run,
    meta: options.meta,
    onSuccess: () => {
      for (const queryKey of options.invalidates) void queryClient.invalidateQueries({ queryKey });
      options.onSuccess?.();
    },
  });
}
