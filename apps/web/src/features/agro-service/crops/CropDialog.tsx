import type { PlatformClient } from '@agrimap/sdk';
import { AutoComplete, Input, InputNumber, Select } from 'antd';
import { type CrudForm, field, withId } from '@/components/crud';
import { ImageUpload } from '@/components/form';
import { apiFetch } from '@/lib/query';
import type { Crop } from './api';
import { cropMessages as m } from './messages';

type CropForm = Pick<Crop, 'name' | 'family' | 'image' | 'maturityDays' | 'sort'> & {
  category?: string;
  description?: string;
};

const { columns: c, dialog: d } = m;
const fields = [
  field('name', c.name, <Input maxLength={20} showCount />, { requiredText: d.nameRequired }),
  field(
    'family',
    c.family,
    <AutoComplete
      options={m.families.map((f) => ({ value: f }))}
      placeholder={d.familyPlaceholder}
      maxLength={20}
      filterOption={(input, option) => String(option?.value ?? '').includes(input)}
    />,
    { requiredText: d.familyRequired },
  ),
  field(
    'category',
    c.category,
    <Select
      allowClear
      placeholder={d.categoryPlaceholder}
      options={m.categories.map((v) => ({ value: v, label: v }))}
    />,
  ),
  field('image', c.image, <ImageUpload alt={c.image} />),
  field('maturityDays', c.maturityDays, <InputNumber precision={0} suffix="天" style={{ width: 180 }} />, {
    tooltip: d.maturityTip,
    required: d.maturityRequired,
    rules: [{ type: 'integer', min: 1, max: 1000, message: d.maturityRange }],
  }),
  field('sort', c.sort, <InputNumber min={0} max={9999} precision={0} style={{ width: 180 }} />),
  field('description', c.description, <Input.TextArea maxLength={200} showCount rows={3} />),
];

/** 新增作物 / 编辑作物: name, family, category, image, days to maturity, sort, description. */
export const cropForm = (client: PlatformClient): CrudForm<CropForm, Crop> => ({
  name: 'crop-dialog',
  titles: { create: d.create, edit: d.edit },
  width: 640,
  fields,
  toValues: ({ name, family, category, image, maturityDays, description, sort }) => ({
    ...{ name, family, category: category || undefined, image, maturityDays, description, sort },
  }),
  defaults: { image: null, sort: 0, description: '' },
  trim: true,
  blank: { category: '', image: null, description: '', sort: 0 },
  save: {
    run: (v, crop) => apiFetch(client, 'base', 'post', '/api/v1/agro/crop/save', { body: withId(crop, v) }),
    meta: { successText: d.success, errorText: d.failure, what: 'agroCropSave' },
  },
});
