import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { DialogField } from '@/components/entity-dialog/DialogFields';
import { EntityDialog } from '@/components/entity-dialog/EntityDialog';
import type { CallMeta } from '@/lib/query';
import type { FormDeclaration } from './CrudFormDialog';

/**
 * The 新增 / 编辑 dialog of one record opened by its id (or with the record in hand) rather than from
 * a `useCrud` screen's row: 方案, 视频, 资讯, 通知公告, 价格. Declared as data like a `CrudForm`.
 */
export interface RecordForm<V extends object, E extends { id: number }> extends FormDeclaration<V, E> {
  /** The label column's width (default the dialog's 100 px), e.g. `90px`. */
  labelWidth?: string;
  /** Labels above the fields (default beside them). */
  layout?: 'vertical';
  /** The plain fields, shown first. */
  fields?: readonly DialogField[];
  /** What the plain fields cannot declare, shown after them; given the record edited and the form. */
  body?: (context: { entity: E | undefined; form: FormInstance<V> }) => ReactNode;
  /** 编辑 reads the record by its id first (spinner, or `failedText` (default 加载失败) with 重试). */
  load?: { run: (id: number) => Promise<E>; failedText?: string };
  /** Told of every change the user makes (e.g. a publish mode that changes the success toast). */
  onValuesChange?: (changed: Partial<V>) => void;
  /** Saves (`entity` undefined when creating). */
  save: { run: (values: V, entity: E | undefined) => Promise<unknown>; meta: CallMeta };
  /** The calls refreshed after a successful save. */
  invalidates: readonly QueryKey[];
}

/**
 * A `RecordForm` in an `EntityDialog`: 编辑 with `id` (read through `load`) or `record` (the row
 * itself), else 新增 from `defaults`; a save refreshes `invalidates`, then `onClose`.
 */
export function RecordFormDialog<V extends object, E extends { id: number }>(props: {
  form: RecordForm<V, E>;
  id?: number;
  record?: E;
  onClose: () => void;
}) {
  const { form, id, record, onClose } = props;
  const queryClient = useQueryClient();
  const editing = id !== undefined || record !== undefined;
  return (
    <EntityDialog<V, E, number>
      mode={editing ? 'edit' : 'create'}
      id={id}
      name={form.name}
      title={editing ? form.titles.edit : form.titles.create}
      width={form.width}
      {...(form.load ? { load: form.load.run, loadFailedText: form.load.failedText } : {})}
      toValues={form.toValues}
      initialValues={record ? form.toValues(record) : form.defaults}
      formProps={{
        ...(form.labelWidth ? { labelCol: { flex: form.labelWidth } } : {}),
        ...(form.layout ? { layout: form.layout } : {}),
        ...(form.onValuesChange ? { onValuesChange: form.onValuesChange } : {}),
      }}
      fields={form.fields}
      save={(values, entity) => form.save.run(values, entity ?? record)}
      saveMeta={form.save.meta}
      onClose={({ saved }) => {
        if (saved) for (const queryKey of form.invalidates) void queryClient.invalidateQueries({ queryKey });
        onClose();
      }}
    >
      {form.body
        ? ({ entity, form: instance }) => form.body?.({ entity: entity ?? record, form: instance })
        : undefined}
    </EntityDialog>
  );
}
