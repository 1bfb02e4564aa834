import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd/es/form';
import type { ReactNode } from 'react';
import { EntityDialog, type EntityDialogMode } from '@/components/entity-dialog';
import type { CatalogName } from './useCatalogCrud';

/** The strings of a catalogue entry's 新增 / 编辑 dialog. */
export interface CatalogDialogMessages {
  create: string;
  edit: string;
  success: string;
  failure: string;
  loadFailure: string;
}

/**
 * 新增 / 编辑 of a catalogue entry (单品, 套餐): `<name>-dialog` that loads the entry by `id`, saves
 * it with the entity's toasts (`<name>Detail`, `<name>Save`) and refreshes `listKey` after a save.
 */
export function CatalogEntityDialog<V extends object, D extends { id: number }>(props: {
  name: CatalogName;
  m: CatalogDialogMessages;
  mode: EntityDialogMode;
  id?: number;
  width: number;
  listKey: QueryKey;
  load: (id: number) => Promise<D>;
  toValues: (detail: D) => Partial<V>;
  initialValues: Partial<V>;
  save: (values: V, entity: D | undefined) => Promise<unknown>;
  onClose: () => void;
  children: (form: FormInstance<V>) => ReactNode;
}) {
  const { name, m, listKey, onClose, children } = props;
  const queryClient = useQueryClient();
  return (
    <EntityDialog<V, D, number>
      mode={props.mode}
      id={props.id}
      name={`${name}-dialog`}
      title={props.mode === 'create' ? m.create : m.edit}
      width={props.width}
      load={props.load}
      loadMeta={{ errorText: m.loadFailure, what: `${name}Detail` }}
      toValues={props.toValues}
      initialValues={props.initialValues}
      save={props.save}
      saveMeta={{ successText: m.success, errorText: m.failure, what: `${name}Save` }}
      onClose={({ saved }) => {
        if (saved) void queryClient.invalidateQueries({ queryKey: listKey });
        onClose();
      }}
    >
      {({ form }) => children(form as FormInstance<V>)}
    </EntityDialog>
  );
}
