import { AutoComplete, Input, InputNumber, Select } from 'antd';
import { type DialogField, RowDialog } from '@/components/entity-dialog';
import { ImageUpload } from '@/components/form';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { CROP_KEYS } from '../api';
import type { Crop } from './api';
import { cropMessages as m } from './messages';

type CropForm = Pick<Crop, 'name' | 'family' | 'image' | 'maturityDays' | 'sort'> & {
  category?: string;
  description?: string;
};

const { columns: c, dialog: d } = m;
const fields: DialogField[] = [
  { name: 'name', label: c.name, requiredText: d.nameRequired, control: <Input maxLength={20} showCount /> },
  {
    name: 'family',
    label: c.family,
    requiredText: d.familyRequired,
    control: (
      <AutoComplete
        options={m.families.map((f) => ({ value: f }))}
        placeholder={d.familyPlaceholder}
        maxLength={20}
        filterOption={(input, option) => String(option?.value ?? '').includes(input)}
      />
    ),
  },
  {
    name: 'category',
    label: c.category,
    control: (
      <Select
        allowClear
        placeholder={d.categoryPlaceholder}
        options={m.categories.map((v) => ({ value: v, label: v }))}
      />
    ),
  },
  { name: 'image', label: c.image, control: <ImageUpload alt={c.image} /> },
  {
    name: 'maturityDays',
    label: c.maturityDays,
    tooltip: d.maturityTip,
    required: d.maturityRequired,
    rules: [{ type: 'integer', min: 1, max: 1000, message: d.maturityRange }],
    control: <InputNumber precision={0} suffix="天" style={{ width: 180 }} />,
  },
  {
    name: 'sort',
    label: c.sort,
    control: <InputNumber min={0} max={9999} precision={0} style={{ width: 180 }} />,
  },
  {
    name: 'description',
    label: c.description,
    control: <Input.TextArea maxLength={200} showCount rows={3} />,
  },
];

/** 新增作物 / 编辑作物: name, family, category, image, days to maturity, sort, description. */
export function CropDialog({ crop, onClose }: { crop?: Crop; onClose: () => void }) {
  const client = useApi();
  return (
    <RowDialog<CropForm, Crop>
      row={crop}
      name="crop-dialog"
      titles={{ create: d.create, edit: d.edit }}
      width={640}
      toValues={({ name, family, category, image, maturityDays, description, sort }) => ({
        ...{ name, family, category: category || undefined, image, maturityDays, description, sort },
      })}
      defaults={{ image: null, sort: 0, description: '' }}
      save={(v) =>
        apiFetch(client, 'base', 'post', '/api/v1/agro/crop/save', {
          body: {
            ...(crop ? { id: crop.id } : {}),
            ...v,
            name: v.name.trim(),
            family: v.family.trim(),
            category: v.category ?? '',
            image: v.image ?? null,
            description: v.description?.trim() ?? '',
            sort: v.sort ?? 0,
          },
        })
      }
      saveMeta={{ successText: d.success, errorText: d.failure, what: 'agroCropSave' }}
      invalidates={CROP_KEYS}
      onClose={onClose}
      fields={fields}
    />
  );
}
