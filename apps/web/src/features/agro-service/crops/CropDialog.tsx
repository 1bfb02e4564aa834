import { AutoComplete, Form, Input, InputNumber, Select } from 'antd';
import { RowDialog } from '@/components/entity-dialog';
import { ImageUpload } from '@/components/form';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { CROP_KEYS } from '../api';
import type { Crop } from './api';
import { cropMessages as m } from './messages';

interface CropForm {
  name: string;
  family: string;
  category?: string;
  image: string | null;
  maturityDays: number;
  description?: string;
  sort: number;
}

/** Families of the crops grown in Hunan, offered while typing (any other may be typed). */
const FAMILIES = [
  '禾本科',
  '十字花科',
  '豆科',
  '茄科',
  '芸香科',
  '山茶科',
  '葫芦科',
  '旋花科',
  '蔷薇科',
  '百合科',
];

/** 新增作物 / 编辑作物: name, family, category, image, days to maturity, sort, description. */
export function CropDialog({ crop, onClose }: { crop?: Crop; onClose: () => void }) {
  const client = useApi();
  return (
    <RowDialog<CropForm, Crop>
      row={crop}
      name="crop-dialog"
      titles={{ create: m.dialog.create, edit: m.dialog.edit }}
      width={640}
      toValues={(crop) => ({
        name: crop.name,
        family: crop.family,
        category: crop.category || undefined,
        image: crop.image,
        maturityDays: crop.maturityDays,
        description: crop.description,
        sort: crop.sort,
      })}
      defaults={{ image: null, sort: 0, description: '' }}
      save={(values) =>
        apiFetch(client, 'base', 'post', '/api/v1/agro/crop/save', {
          body: {
            ...(crop ? { id: crop.id } : {}),
            name: values.name.trim(),
            family: values.family.trim(),
            category: values.category ?? '',
            image: values.image ?? null,
            maturityDays: values.maturityDays,
            description: values.description?.trim() ?? '',
            sort: values.sort ?? 0,
          },
        })
      }
      saveMeta={{ successText: m.dialog.success, errorText: m.dialog.failure, what: 'agroCropSave' }}
      invalidates={CROP_KEYS}
      onClose={onClose}
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
          <Form.Item
            label={m.columns.family}
            name="family"
            rules={[{ required: true, whitespace: true, message: m.dialog.familyRequired }]}
          >
            <AutoComplete
              options={FAMILIES.map((f) => ({ value: f }))}
              placeholder={m.dialog.familyPlaceholder}
              maxLength={20}
              filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            />
          </Form.Item>
          <Form.Item label={m.columns.category} name="category">
            <Select
              allowClear
              placeholder={m.dialog.categoryPlaceholder}
              options={m.categories.map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
          <Form.Item label={m.columns.image} name="image">
            <ImageUpload alt={m.columns.image} />
          </Form.Item>
          <Form.Item
            label={m.columns.maturityDays}
            name="maturityDays"
            tooltip={m.dialog.maturityTip}
            rules={[
              { required: true, message: m.dialog.maturityRequired },
              { type: 'integer', min: 1, max: 1000, message: m.dialog.maturityRange },
            ]}
          >
            <InputNumber precision={0} suffix="天" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label={m.columns.sort} name="sort">
            <InputNumber min={0} max={9999} precision={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label={m.columns.description} name="description">
            <Input.TextArea maxLength={200} showCount rows={3} />
          </Form.Item>
        </>
      )}
    </RowDialog>
  );
}
