import { Form, Input, Radio } from 'antd';
import type { CrudTreeTarget } from '@/components/crud';
import { EntityDialog } from '@/components/entity-dialog';
import { ImageUpload } from '@/components/form';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import type { Category } from './CategoriesPage';
import { categoryMessages as m } from './messages';

interface CategoryForm {
  name: string;
  icon: string | null;
  status: 0 | 1;
}

/** 新增 / 新增下级 / 编辑 of a catalogue category: name, icon, shown or hidden. */
export function CategoryDialog({
  target,
  onClose,
}: {
  /** 编辑 of `row`, or 新增 under `parent` (or at the top). */
  target: CrudTreeTarget<Category>;
  onClose: (saved: boolean) => void;
}) {
  const client = useApi();
  const { row: editing, parent } = target;
  return (
    <EntityDialog<CategoryForm, Category, number>
      mode={editing ? 'edit' : 'create'}
      name="category-dialog"
      title={editing ? m.dialog.edit : parent ? m.dialog.createChild(parent.name) : m.dialog.create}
      width={560}
      initialValues={
        editing
          ? { name: editing.name, icon: editing.icon, status: (editing.status ?? 1) as 0 | 1 }
          : { icon: null, status: 1 }
      }
      save={(values) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/sp/product/category/save', {
          body: {
            ...(editing ? { id: editing.id } : {}),
            parentId: editing ? editing.parentId : (parent?.id ?? 0),
            name: values.name.trim(),
            icon: values.icon ?? null,
            status: values.status,
          },
        })
      }
      saveMeta={{ successText: m.dialog.success, errorText: m.dialog.failure, what: 'productCategorySave' }}
      onClose={({ saved }) => onClose(saved)}
    >
      {() => (
        <>
          <Form.Item
            label={m.columns.name}
            name="name"
            rules={[{ required: true, whitespace: true, message: m.dialog.nameRequired }]}
          >
            <Input maxLength={20} showCount />
          </Form.Item>
          <Form.Item label={m.columns.icon} name="icon">
            <ImageUpload alt={m.columns.icon} />
          </Form.Item>
          <Form.Item label={m.columns.status} name="status">
            <Radio.Group
              options={[
                { value: 1, label: m.shown },
                { value: 0, label: m.hidden },
              ]}
            />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
