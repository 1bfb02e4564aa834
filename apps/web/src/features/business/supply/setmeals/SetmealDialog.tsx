import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { formatCents } from '@/components/crud';
import { useApi } from '@/lib/api';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { apiFetch } from '@/lib/query';
import { CatalogEntityDialog } from '../catalog/CatalogEntityDialog';
import type { CatalogDialogProps } from '../catalog/CatalogList';
import {
  FormListTable,
  listNumberColumn,
  NameField,
  priceRules,
  StatusAndDescription,
} from '../catalog/fields';
import {
  SETMEAL_LIST_KEY,
  type SetmealDetail,
  type SpecOption,
  setmealDetail,
  specOptionsQuery,
} from './api';
import { setmealMessages as m } from './messages';

interface ItemRow {
  skuSpecId?: number;
  quantity?: number;
}
interface SetmealForm {
  name: string;
  price: string;
  status: 0 | 1;
  description?: string;
  items: ItemRow[];
}

interface Known {
  label: string;
  priceCents: number;
  disabled: boolean;
}

/** How a spec is named in the picker and the items: `名称 规格（¥价格/单位）`. */
const specLabel = (s: { skuName: string; spec: string; priceCents: number; unit: string }) =>
  `${s.skuName} ${s.spec}（${formatCents(s.priceCents)}/${s.unit}）`;

/** A spec picker searching by item name, spec or barcode. */
function SpecSelect({
  value,
  onChange,
  known,
  remember,
  id,
  ...rest
}: {
  value?: number;
  onChange?: (v: number) => void;
  known: ReadonlyMap<number, Known>;
  remember: (options: readonly SpecOption[]) => void;
  id?: string;
  'aria-label'?: string;
}) {
  const client = useApi();
  const [keyword, setKeyword] = useState('');
  const options = useQuery({ ...specOptionsQuery(client, keyword), enabled: keyword.trim() !== '' });
  const list = options.data?.list ?? [];
  const current = value !== undefined ? known.get(value) : undefined;
  return (
    <Select<number>
      id={id}
      aria-label={rest['aria-label']}
      showSearch
      filterOption={false}
      value={value}
      placeholder={m.items.specPlaceholder}
      onSearch={setKeyword}
      notFoundContent={null}
      style={{ width: '100%' }}
      onChange={(v) => {
        remember(list);
        onChange?.(v);
      }}
      options={[
        ...(current && value !== undefined && !list.some((o) => o.id === value)
          ? [{ value, label: current.label }]
          : []),
        ...list.map((o) => ({
          value: o.id,
          label: `${specLabel(o)}${o.status === 0 || o.skuStatus === 0 ? ` ${m.items.disabled}` : ''}`,
        })),
      ]}
    />
  );
}

/** 新增套餐 / 编辑套餐: items with quantities, the package price, the items' total and the saving. */
export function SetmealDialog({ mode, id, onClose }: CatalogDialogProps) {
  const client = useApi();
  const [known, setKnown] = useState<ReadonlyMap<number, Known>>(new Map());
  const remember = (options: readonly SpecOption[]) =>
    setKnown((prev) => {
      const next = new Map(prev);
      for (const o of options)
        next.set(o.id, {
          label: specLabel(o),
          priceCents: o.priceCents,
          disabled: o.status === 0 || o.skuStatus === 0,
        });
      return next;
    });
  return (
    <CatalogEntityDialog<SetmealForm, SetmealDetail>
      name="setmeal"
      m={m.dialog}
      mode={mode}
      id={id}
      width={900}
      listKey={SETMEAL_LIST_KEY}
      load={async (mealId) => {
        const detail = await setmealDetail(client, mealId);
        setKnown(
          new Map(
            detail.items.map((i) => [
              i.skuSpecId,
              {
                label: specLabel(i),
                priceCents: i.priceCents,
                disabled: i.disabled,
              },
            ]),
          ),
        );
        return detail;
      }}
      toValues={(d) => ({
        name: d.name,
        price: fenToYuan(d.priceCents, { grouping: false }),
        status: d.status,
        description: d.description,
        items: d.items.map((i) => ({ skuSpecId: i.skuSpecId, quantity: i.quantity })),
      })}
      initialValues={{ status: 1, items: [{ quantity: 1 }], description: '' }}
      save={(values, entity) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/sp/setmeal/save', {
          body: {
            ...(entity ? { id: entity.id } : {}),
            name: values.name.trim(),
            // Validated by the form (priceInvalid) before it is sent.
            priceCents: yuanToFen(values.price) as number,
            status: values.status,
            description: values.description?.trim() ?? '',
            items: values.items.map((i) => ({ skuSpecId: i.skuSpecId as number, quantity: i.quantity ?? 1 })),
          },
        })
      }
      onClose={onClose}
    >
      {(f) => (
        <>
          <NameField label={m.columns.name} message={m.rules.nameRequired} maxLength={50} />
          <Form.List
            name="items"
            rules={[
              {
                validator: async (_r, rows: ItemRow[]) => {
                  if (!rows?.length) throw new Error(m.rules.itemsRequired);
                  const ids = rows.map((r) => r.skuSpecId).filter((x) => x !== undefined);
                  if (new Set(ids).size !== ids.length) throw new Error(m.rules.duplicate);
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label={m.items.title}>
                <FormListTable
                  className="setmeal-items"
                  fields={fields}
                  columns={[
                    {
                      title: m.items.spec,
                      key: 'spec',
                      render: (_v, r) => (
                        <Form.Item
                          name={[r.name, 'skuSpecId']}
                          style={{ margin: 0 }}
                          rules={[{ required: true, message: m.rules.specRequired }]}
                        >
                          <SpecSelect
                            aria-label={`${m.items.spec}${r.name + 1}`}
                            known={known}
                            remember={remember}
                          />
                        </Form.Item>
                      ),
                    },
                    listNumberColumn({
                      field: 'quantity',
                      title: m.items.quantity,
                      width: 110,
                      min: 1,
                      max: 9999,
                    }),
                    {
                      title: m.items.subtotal,
                      key: 'subtotal',
                      width: 150,
                      render: (_v, r) => (
                        <Form.Item noStyle shouldUpdate>
                          {() => {
                            const row = f.getFieldValue(['items', r.name]) as ItemRow | undefined;
                            const k = row?.skuSpecId !== undefined ? known.get(row.skuSpecId) : undefined;
                            if (!k) return '—';
                            return (
                              <Space size={4}>
                                {formatCents(k.priceCents * (row?.quantity ?? 1))}
                                {k.disabled ? <Tag color="red">{m.items.disabled}</Tag> : null}
                              </Space>
                            );
                          }}
                        </Form.Item>
                      ),
                    },
                    {
                      title: '',
                      key: 'remove',
                      width: 50,
                      render: (_v, r) => (
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${m.items.remove}${r.name + 1}`}
                          onClick={() => remove(r.name)}
                        />
                      ),
                    },
                  ]}
                />
                <Button style={{ marginTop: 8 }} icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                  {m.items.add}
                </Button>
                <Form.ErrorList errors={errors} />
              </Form.Item>
            )}
          </Form.List>
          <Form.Item label={m.columns.price} name="price" rules={priceRules(m.rules)}>
            <Input inputMode="decimal" prefix="¥" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => {
              const rows = (f.getFieldValue('items') ?? []) as ItemRow[];
              const total = rows.reduce((sum, r) => {
                const k = r.skuSpecId !== undefined ? known.get(r.skuSpecId) : undefined;
                return sum + (k ? k.priceCents * (r.quantity ?? 1) : 0);
              }, 0);
              const price = yuanToFen(f.getFieldValue('price') as string | undefined);
              return (
                <Descriptions size="small" column={2} className="setmeal-sums" style={{ marginBottom: 16 }}>
                  <Descriptions.Item label={m.items.total}>{formatCents(total)}</Descriptions.Item>
                  <Descriptions.Item label={m.items.saving}>
                    {price === undefined ? '—' : formatCents(total - price)}
                  </Descriptions.Item>
                </Descriptions>
              );
            }}
          </Form.Item>
          <StatusAndDescription m={m} descriptionMaxLength={500} descriptionRows={2} />
        </>
      )}
    </CatalogEntityDialog>
  );
}
