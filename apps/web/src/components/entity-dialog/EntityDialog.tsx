import { type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, type FormInstance, type FormProps, Modal, Spin } from 'antd';
import type { ReactNode } from 'react';
import { errorTextOf } from '@/lib/errors';
import type { CallMeta } from '@/lib/query';
import { type DialogField, DialogFields } from './DialogFields';
import { entityDialogMessages as m } from './messages';

/** 详情 (read-only, no footer), 新增 or 编辑 (确定 / 取消). */
export type EntityDialogMode = 'details' | 'create' | 'edit';

/** What the dialog's body is given. */
export interface EntityDialogContext<V, E> {
  mode: EntityDialogMode;
  /** The loaded entity (undefined when creating). */
  entity: E | undefined;
  /** True in 详情: the form is disabled. */
  readOnly: boolean;
  form: FormInstance<V>;
}

export interface EntityDialogProps<V extends object, E = V, K = string> {
  mode: EntityDialogMode;
  /** Names the form (field ids) and the dialog's class. */
  name: string;
  /** The entity to show or edit. */
  id?: K;
  /** Reads the entity when the dialog opens (details / edit); fresh on every open. */
  load?: (id: K) => Promise<E>;
  /** Messages of the load (e.g. `{ errorText: { failure: '查询设备详情错误' } }`). */
  loadMeta?: CallMeta;
  /** The dialog's own text for a failed load when `loadMeta` shows none (default 加载失败). */
  loadFailedText?: string;
  /** The form's values for a loaded entity (default: the entity itself). */
  toValues?: (entity: E) => Partial<V>;
  /** The form's values when creating. */
  initialValues?: Partial<V>;
  /** Saves validated values (create / edit). A rejection keeps the dialog open with what was typed. */
  save?: (values: V, entity: E | undefined) => Promise<unknown>;
  /** Messages of the save (e.g. `{ successText: '编辑成功', errorText: '编辑失败', errorLevel: 'warning' }`). */
  saveMeta?: CallMeta;
  /** Default 详情 / 新增 / 编辑. */
  title?: ReactNode;
  /** Default 780 (SPEC §9). */
  width?: number;
  /** The confirm button's text (default 确定), e.g. 保存. */
  okText?: ReactNode;
  className?: string;
  /** Layout of the form (default horizontal, labels 100 px). */
  formProps?: Omit<FormProps<V>, 'form' | 'initialValues' | 'disabled' | 'name'>;
  /** Called once when the dialog closes: `saved` after a successful 确定. */
  onClose: (result: { saved: boolean }) => void;
  /** The plain fields, declared as data (shown before `children`). */
  fields?: readonly DialogField[];
  /** The body: fields (`Form.Item`s) and anything else, given the entity and the form. */
  children?: (context: EntityDialogContext<V, E>) => ReactNode;
}

/**
 * The details / create / edit modal of a back-office screen: loads the entity (spinner, or the
 * error with 重试), renders the form, validates and saves on 确定 (disabled while saving); a
 * failed save keeps the dialog open with the values typed, its message comes from `saveMeta`.
 * Esc, × and 取消 close it.
 */
export function EntityDialog<V extends object, E = V, K = string>(props: EntityDialogProps<V, E, K>) {
  const { mode, name, id, load, onClose } = props;
  const [form] = Form.useForm<V>();
  const needsLoad = mode !== 'create' && load !== undefined && id !== undefined;
  const loadKey: QueryKey = ['entity-dialog', name, id as unknown];
  const detail = useQuery({
    queryKey: loadKey,
    queryFn: () => (load as (id: K) => Promise<E>)(id as K),
    enabled: needsLoad,
    staleTime: 0,
    gcTime: 0,
    retryOnMount: false,
    meta: props.loadMeta,
  });
  const save = useMutation({
    mutationFn: (values: V) => props.save?.(values, detail.data) ?? Promise.resolve(),
    meta: props.saveMeta,
  });
  const readOnly = mode === 'details';
  const entity = needsLoad ? detail.data : undefined;
  const ready = !needsLoad || entity !== undefined;

  const confirm = async () => {
    if (!ready || save.isPending) return;
    let values: V;
    try {
      values = { ...(form.getFieldsValue(true) as V), ...(await form.validateFields()) };
    } catch {
      return; // the form shows the messages; nothing is sent
    }
    save.mutate(values, { onSuccess: () => onClose({ saved: true }) });
  };

  let body: ReactNode;
  if (ready) {
    const initial =
      entity !== undefined ? (props.toValues?.(entity) ?? (entity as Partial<V>)) : props.initialValues;
    body = (
      <Form<V>
        layout="horizontal"
        // The label column beside the field. Not in a vertical form: there the item's row is a column,
        // and a 100 px flex basis made each label 100 px tall, a gap above every field (客户, 仓库).
        {...(props.formProps?.layout === 'vertical'
          ? {}
          : { labelCol: { flex: '100px' }, wrapperCol: { flex: 'auto' } })}
        // A label longer than its column (审定（登记）编号, 种植密度（株/亩）) wraps instead of being cut.
        labelWrap
        requiredMark={!readOnly}
        {...props.formProps}
        form={form}
        name={name}
        disabled={readOnly}
        initialValues={initial as FormProps<V>['initialValues']}
        onFinish={() => void confirm()}
      >
        {props.fields ? <DialogFields fields={props.fields} /> : null}
        {props.children?.({ mode, entity, readOnly, form })}
        {/* Enter in a field submits (implicit submission needs a submit button). */}
        {readOnly ? null : <button type="submit" hidden aria-hidden tabIndex={-1} />}
      </Form>
    );
  } else if (detail.isError) {
    body = (
      <Alert
        className="entity-dialog-error"
        type="error"
        showIcon
        title={errorTextOf(props.loadMeta?.errorText, detail.error) ?? props.loadFailedText ?? m.loadFailed}
        action={
          <Button size="small" onClick={() => void detail.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="entity-dialog-loading" style={{ padding: '48px 0', textAlign: 'center' }}>
        <Spin />
        <div style={{ marginTop: 8, color: '#646a73' }}>{m.loading}</div>
      </div>
    );
  }

  return (
    <Modal
      open
      className={`entity-dialog ${props.className ?? ''}`.trim()}
      title={props.title ?? m.title[mode]}
      width={props.width ?? 780}
      keyboard
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={() => onClose({ saved: false })}
      footer={
        readOnly
          ? null
          : [
              <Button key="cancel" onClick={() => onClose({ saved: false })}>
                {m.cancel}
              </Button>,
              <Button
                key="confirm"
                type="primary"
                loading={save.isPending}
                disabled={!ready || save.isPending}
                onClick={() => void confirm()}
              >
                {props.okText ?? m.confirm}
              </Button>,
            ]
      }
    >
      {body}
    </Modal>
  );
}
