import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EntityDialog, type EntityDialogContext, type EntityDialogProps } from './EntityDialog';

export interface RowDialogProps<V extends object, R extends { id: number }>
  extends Omit<
    EntityDialogProps<V, R, number>,
    | 'mode'
    | 'id'
    | 'load'
    | 'loadMeta'
    | 'loadFailedText'
    | 'toValues'
    | 'initialValues'
    | 'save'
    | 'title'
    | 'children'
  > {
  /** The list's row to edit; none: 新增. */
  row?: R;
  /** The titles of 新增 and 编辑 (e.g. 新增作物 / 编辑作物). */
  titles: { create: ReactNode; edit: ReactNode };
  /** The form's values for the row being edited. */
  toValues: (row: R) => Partial<V>;
  /** The form's values of a new one. */
  defaults?: Partial<V>;
  /** Saves; `row` is the one edited (undefined when creating). */
  save: (values: V, row: R | undefined) => Promise<unknown>;
  /** The calls refreshed after a save (e.g. the list's `apiKey`). */
  invalidates: readonly QueryKey[];
  children?: (context: EntityDialogContext<V, R>) => ReactNode;
}

/**
 * The create / edit dialog of a list whose rows carry every field the form needs (no detail
 * call): 新增 without `row`, 编辑 with it; a save refreshes `invalidates`, then closes.
 */
export function RowDialog<V extends object, R extends { id: number }>({
  row,
  titles,
  toValues,
  defaults,
  save,
  invalidates,
  onClose,
  ...dialog
}: RowDialogProps<V, R>) {
  const queryClient = useQueryClient();
  return (
    <EntityDialog<V, R, number>
      {...dialog}
      mode={row ? 'edit' : 'create'}
      title={row ? titles.edit : titles.create}
      initialValues={row ? toValues(row) : defaults}
      save={(values) => save(values, row)}
      onClose={(result) => {
        if (result.saved)
          for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
        onClose(result);
      }}
    />
  );
}
