import { Input, InputNumber, Radio } from 'antd';
import { statusChoices } from '@/components/crud';
import { type DialogField, RowDialog } from '@/components/entity-dialog';
import { ImageUpload } from '@/components/form';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { BRAND_LIST_KEY, type Brand } from './api';
import { brandMessages as m } from './messages';

type BrandForm = Pick<Brand, 'name' | 'logo' | 'sort' | 'status' | 'description'>;

const { columns: c, dialog: d } = m;
const fields: DialogField[] = [
  { name: 'name', label: c.name, requiredText: d.nameRequired, control: <Input maxLength={30} showCount /> },
  { name: 'logo', label: c.logo, control: <ImageUpload alt={c.logo} /> },
  {
    name: 'sort',
    label: c.sort,
    required: d.sortRequired,
    control: <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />,
  },
  { name: 'status', label: c.status, control: <Radio.Group options={[...statusChoices]} /> },
  {
    name: 'description',
    label: c.description,
    control: <Input.TextArea maxLength={200} showCount rows={3} />,
  },
];

/** 新增品牌 / 编辑品牌: name, logo, sort, status, description. */
export function BrandDialog({ brand, onClose }: { brand?: Brand; onClose: () => void }) {
  const client = useApi();
  return (
    <RowDialog<BrandForm, Brand>
      row={brand}
      name="brand-dialog"
      titles={{ create: d.create, edit: d.edit }}
      width={620}
      toValues={({ name, logo, sort, status, description }) => ({ name, logo, sort, status, description })}
      defaults={{ logo: null, sort: 0, status: 1, description: '' }}
      save={(v) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/sp/brand/save', {
          body: {
            ...(brand ? { id: brand.id } : {}),
            ...v,
            name: v.name.trim(),
            logo: v.logo ?? null,
            description: v.description?.trim() ?? '',
          },
        })
      }
      saveMeta={{ successText: d.success, errorText: d.failure, what: 'brandSave' }}
      invalidates={[BRAND_LIST_KEY]}
      onClose={onClose}
      fields={fields}
    />
  );
}
