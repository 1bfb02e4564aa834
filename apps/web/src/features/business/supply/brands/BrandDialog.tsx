import { Form, Input, InputNumber, Radio } from 'antd';
import { RowDialog } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { ImageUpload } from '../shared/ImageUpload';
import { supplyMessages as s } from '../shared/messages';
import { BRAND_LIST_KEY, type Brand } from './api';
import { brandMessages as m } from './messages';

interface BrandForm {
  name: string;
  logo: string | null;
  sort: number;
  status: 0 | 1;
  description?: string;
}

/** 新增品牌 / 编辑品牌: name, logo, sort, status, description. */
export function BrandDialog({ brand, onClose }: { brand?: Brand; onClose: () => void }) {
  const client = useApi();
  return (
    <RowDialog<BrandForm, Brand>
      row={brand}
      name="brand-dialog"
      titles={{ create: m.dialog.create, edit: m.dialog.edit }}
      width={620}
      toValues={(brand) => ({
        name: brand.name,
        logo: brand.logo,
        sort: brand.sort,
        status: brand.status,
        description: brand.description,
      })}
      defaults={{ logo: null, sort: 0, status: 1, description: '' }}
      save={(values) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/sp/brand/save', {
          body: {
            ...(brand ? { id: brand.id } : {}),
            name: values.name.trim(),
            logo: values.logo ?? null,
            sort: values.sort,
            status: values.status,
            description: values.description?.trim() ?? '',
          },
        })
      }
      saveMeta={{ successText: m.dialog.success, errorText: m.dialog.failure, what: 'brandSave' }}
      invalidates={[BRAND_LIST_KEY]}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item
            label={m.columns.name}
            name="name"
            rules={[{ required: true, whitespace: true, message: m.dialog.nameRequired }]}
          >
            <Input maxLength={30} showCount />
          </Form.Item>
          <Form.Item label={m.columns.logo} name="logo">
            <ImageUpload alt={m.columns.logo} />
          </Form.Item>
          <Form.Item
            label={m.columns.sort}
            name="sort"
            rules={[{ required: true, message: m.dialog.sortRequired }]}
          >
            <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label={m.columns.status} name="status">
            <Radio.Group
              options={[
                { value: 1, label: s.statusOn },
                { value: 0, label: s.statusOff },
              ]}
            />
          </Form.Item>
          <Form.Item label={m.columns.description} name="description">
            <Input.TextArea maxLength={200} showCount rows={3} />
          </Form.Item>
        </>
      )}
    </RowDialog>
  );
}
