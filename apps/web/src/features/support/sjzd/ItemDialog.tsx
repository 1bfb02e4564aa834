import { Form, Input, InputNumber, Radio } from 'antd';
import { EntityDialog, type EntityDialogMode } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import type { DicItem } from './api';
import { sjzdMessages as m } from './messages';

interface ItemForm {
  code: string;
  name: string;
  key?: string;
  value?: string;
  sort?: number | null;
  status: 0 | 1;
}

const t = m.items;
const c = t.columns;
const notBlank = { pattern: /\S/, message: t.blank };

/** 新增 / 编辑 an item of a category (编码 unique within the category, checked by the server). */
export function ItemDialog({
  mode,
  dicNumber,
  pid = 0,
  item,
  names = t,
  onClose,
}: {
  mode: Extract<EntityDialogMode, 'create' | 'edit'>;
  dicNumber: string;
  /** The parent item (新增下级 of a tree); 0 = top level. */
  pid?: number;
  item?: DicItem;
  /** Titles and texts (the agri-input dictionary gives its own). */
  names?: { dialogCreate: string; dialogEdit: string; saveSuccess: string; saveFailure: string };
  onClose: (saved: boolean) => void;
}) {
  const client = useApi();
  return (
    <EntityDialog<ItemForm, DicItem, number>
      mode={mode}
      name="dic-item-dialog"
      title={mode === 'create' ? names.dialogCreate : names.dialogEdit}
      initialValues={
        item
          ? {
              code: item.code,
              name: item.name,
              key: item.key,
              value: item.value,
              sort: item.sort,
              status: item.status,
            }
          : { status: 1 }
      }
      save={async (values) => {
        const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
        const fields = {
          code: values.code.trim(),
          name: values.name.trim(),
          ...(text(values.key) ? { key: text(values.key) } : {}),
          ...(text(values.value) ? { value: text(values.value) } : {}),
          ...(typeof values.sort === 'number' ? { sort: values.sort } : {}),
          status: values.status,
        };
        if (mode === 'create')
          await apiFetch(client, 'system', 'post', '/api/v1/dic/item/add', {
            body: { dicNumber, pid, ...fields },
          });
        else
          await apiFetch(client, 'system', 'post', '/api/v1/dic/item/update', {
            body: { id: (item as DicItem).id, ...fields },
          });
      }}
      saveMeta={{
        successText: names.saveSuccess,
        errorText: names.saveFailure,
        errorLevel: 'warning',
        what: 'dicItem',
      }}
      onClose={({ saved }) => onClose(saved)}
    >
      {() => (
        <>
          <Form.Item
            label={c.code}
            name="code"
            rules={[
              { required: true, whitespace: true, message: t.codeRequired },
              { pattern: /^[A-Za-z0-9_.-]+$/, message: t.codePattern },
            ]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            label={c.name}
            name="name"
            rules={[{ required: true, whitespace: true, message: t.nameRequired }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={c.key} name="key" extra={t.keyHint} rules={[notBlank]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={c.value} name="value" extra={t.valueHint} rules={[notBlank]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={c.sort} name="sort" extra={mode === 'create' ? t.sortHint : undefined}>
            <InputNumber min={0} max={99999} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label={c.status} name="status">
            <Radio.Group
              options={[
                { value: 1, label: t.enabled },
                { value: 0, label: t.disabled },
              ]}
            />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
