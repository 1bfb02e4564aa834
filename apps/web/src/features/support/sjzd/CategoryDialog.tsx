import { Input } from 'antd';
import { field } from '@/components/crud';
import { EntityDialog, type EntityDialogMode } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import type { DicCategory } from './api';
import { sjzdMessages as m } from './messages';

interface CategoryForm {
  dicNumber: string;
  dicName: string;
  remark?: string;
}

const c = m.categories;

/** 新增 / 编辑 a dictionary category (its number is fixed once created). */
export function CategoryDialog({
  mode,
  category,
  onClose,
}: {
  mode: Extract<EntityDialogMode, 'create' | 'edit'>;
  category?: DicCategory;
  onClose: (saved: DicCategory | undefined) => void;
}) {
  const client = useApi();
  let saved: DicCategory | undefined;
  return (
    <EntityDialog<CategoryForm, DicCategory, number>
      mode={mode}
      name="dic-category-dialog"
      title={mode === 'create' ? c.dialogCreate : c.dialogEdit}
      initialValues={
        category
          ? { dicNumber: category.dicNumber, dicName: category.dicName, remark: category.remark ?? '' }
          : {}
      }
      save={async (values) => {
        const body = { dicName: values.dicName.trim(), remark: values.remark?.trim() ?? '' };
        saved =
          mode === 'create'
            ? await apiFetch(client, 'system', 'post', '/api/v1/dic/category/add', {
                body: { dicNumber: values.dicNumber.trim(), ...body },
              })
            : await apiFetch(client, 'system', 'post', '/api/v1/dic/category/update', {
                body: { id: (category as DicCategory).id, ...body },
              });
      }}
      saveMeta={{
        successText: c.saveSuccess,
        errorText: c.saveFailure,
        errorLevel: 'warning',
        what: 'dicCategory',
      }}
      onClose={({ saved: ok }) => onClose(ok ? saved : undefined)}
      fields={[
        field('dicNumber', c.number, <Input maxLength={64} disabled={mode === 'edit'} />, {
          requiredText: c.numberRequired,
          rules: [{ pattern: /^[A-Za-z0-9_-]{1,64}$/, message: c.numberPattern }],
        }),
        field('dicName', c.name, <Input maxLength={50} />, { requiredText: c.nameRequired }),
        field('remark', c.remark, <Input.TextArea maxLength={200} rows={3} showCount />),
      ]}
    />
  );
}
