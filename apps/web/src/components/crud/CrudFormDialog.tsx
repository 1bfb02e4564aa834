import type { FormInstance } from 'antd';
import { type ReactNode, useRef } from 'react';
import { type DialogField, EntityDialog } from '@/components/entity-dialog';
import type { CallMeta } from '@/lib/query';
import type { Crud } from './useCrud';

/** What every 新增 / 编辑 dialog declared as data has (`CrudForm`, `RecordForm`). */
export interface FormDeclaration<V extends object, E extends { id: number }> {
  /** Names the form (field ids) and the dialog's class (e.g. `crop-dialog`). */
  name: string;
  /** The titles of 新增 and 编辑 (e.g. 新增作物 / 编辑作物). */
  titles: { create: ReactNode; edit: ReactNode };
  /** Default 780. */
  width?: number;
  /** The form's values for the record edited (for its loaded detail with `load`). */
  toValues: (entity: E) => Partial<V>;
  /** The form's values of a new one. */
  defaults?: Partial<V>;
}

/** The 新增 / 编辑 dialog of a list screen declared as data (`CrudList`'s `form`). */
export interface CrudForm<V extends object, Row extends { id: number }, Saved = unknown>
  extends FormDeclaration<V, Row> {
  /** The plain fields (`DialogField`s), or those of the row edited (undefined when creating). */
  fields: readonly DialogField[] | ((row: Row | undefined) => readonly DialogField[]);
  /** Every string value is sent trimmed. */
  trim?: boolean;
  /** What a field left empty (undefined / null) is sent as, e.g. `{ sort: 0, description: '' }`. */
  blank?: Partial<V>;
  /** 编辑 reads the row's detail first (spinner, or the error with 重试) instead of using the row. */
  load?: { run: (row: Row) => Promise<Row>; meta: CallMeta };
  /**
   * What the plain fields cannot declare (e.g. a `Form.List`), shown after them; given the row
   * edited (undefined when creating) and the form.
   */
  body?: (context: { row: Row | undefined; form: FormInstance<V> }) => ReactNode;
  /** Saves (`row` undefined when creating); `meta` may differ for 新增 and 编辑. */
  save: {
    run: (values: V, row: Row | undefined) => Promise<Saved>;
    meta: CallMeta | ((mode: 'create' | 'edit') => CallMeta);
  };
  /** Called after a successful save, once the dialog is closed, with what `save.run` resolved to. */
  onSaved?(saved: Saved, row: Row | undefined): void;
}

/**
 * One plain field of a form, e.g. `field('sort', c.sort, <InputNumber min={0} />)`, or with
 * `{ requiredText, required, rules, tooltip }`.
 */
export function field(
  name: string,
  label: ReactNode,
  control: ReactNode,
  more: Omit<DialogField, 'name' | 'label' | 'control'> = {},
): DialogField {
  return { name, label, control, ...more };
}

/** A save's body: the edited row's `id` (none when creating), then the values. */
export function withId<V extends object>(row: { id: number } | undefined, values: V): V & { id?: number } {
  return { ...(row ? { id: row.id } : {}), ...values };
}

/** The values as sent: strings trimmed (`trim`), empty fields given their `blank` value. */
function sent<V extends object>(form: { trim?: boolean; blank?: Partial<V> }, values: V): V {
  const out = { ...values } as Record<string, unknown>;
  for (const [key, value] of Object.entries(out))
    if (form.trim && typeof value === 'string') out[key] = value.trim();
  for (const [key, value] of Object.entries(form.blank ?? {})) out[key] ??= value;
  return out as V;
}

/**
 * The open `crud.dialog` as an `EntityDialog`: 新增 from `defaults`, 编辑 from the row (or its
 * loaded detail); a save refreshes the crud's `invalidates`, then closes. Nothing when closed.
 */
export function CrudFormDialog<V extends object, Row extends { id: number }, Saved = unknown>(props: {
  crud: Crud<Row>;
  form: CrudForm<V, Row, Saved>;
}) {
  const { crud, form } = props;
  const current = crud.dialog.current;
  if (!current) return null;
  return <OpenCrudForm crud={crud} form={form} row={current.row} />;
}

/** The dialog while open (`row` undefined when creating). */
function OpenCrudForm<V extends object, Row extends { id: number }, Saved>(props: {
  crud: Crud<Row>;
  form: CrudForm<V, Row, Saved>;
  row: Row | undefined;
}) {
  const { crud, form, row } = props;
  const saved = useRef<{ value: Saved }>(undefined);
  const { load, save } = form;
  const mode = row ? 'edit' : 'create';
  return (
    <EntityDialog<V, Row, number>
      mode={mode}
      name={form.name}
      title={form.titles[mode]}
      width={form.width}
      fields={typeof form.fields === 'function' ? form.fields(row) : form.fields}
      {...(load && row ? { id: row.id, load: () => load.run(row), loadMeta: load.meta } : {})}
      toValues={form.toValues}
      initialValues={row ? (load ? undefined : form.toValues(row)) : form.defaults}
      save={async (values) => {
        const value = await save.run(sent(form, values), row);
        saved.current = { value };
        return value;
      }}
      saveMeta={typeof save.meta === 'function' ? save.meta(mode) : save.meta}
      onClose={(result) => {
        if (result.saved) void crud.refresh();
        crud.dialog.close();
        if (result.saved && saved.current) form.onSaved?.(saved.current.value, row);
      }}
    >
      {form.body ? ({ form: instance }) => form.body?.({ row, form: instance }) : undefined}
    </EntityDialog>
  );
}
