import { isValidEan13, isValidRegistration, registrationRequired } from '@agrimap/rules';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from 'antd';
import {
  Alert,
  AutoComplete,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Tabs,
  TreeSelect,
} from 'antd';
import type { FormInstance } from 'antd/es/form';
import { useState } from 'react';
import { ImageUpload, StoredImage } from '@/components/form';
import { useApi } from '@/lib/api';
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
  agriTreeQuery,
  brandOptionsQuery,
  SKU_LIST_KEY,
  type SkuDetail,
  skuDetail,
  supplierOptionsQuery,
} from './api';
import { skuMessages as m } from './messages';
import {
  type BulkField,
  bulkSet,
  fromSpec,
  regenerate,
  type SpecAttr,
  type SpecRow,
  type TabKey,
  tabOf,
  toSpecInput,
} from './model';

interface SkuForm {
  name: string;
  categoryCode?: string;
  brandId?: number | null;
  supplierId?: number | null;
  manufacturer?: string;
  registrationNo?: string;
  status: 0 | 1;
  description?: string;
  specAttrs: SpecAttr[];
  specs: SpecRow[];
  images: string[];
}

const toValues = (s: SkuDetail): SkuForm => ({
  name: s.name,
  categoryCode: s.categoryCode,
  brandId: s.brandId,
  supplierId: s.supplierId,
  manufacturer: s.manufacturer,
  registrationNo: s.registrationNo ?? '',
  status: s.status,
  description: s.description,
  specAttrs: s.specAttrs,
  specs: s.specs.map(fromSpec),
  images: s.images,
});

const MONEY_RULES = priceRules(m.rules);

/** A select of the enabled brands or approved suppliers (by name), none allowed. */
function NamedSelect(props: SelectProps<number> & { records?: readonly { id: number; name: string }[] }) {
  const { records, ...rest } = props;
  return (
    <Select
      {...rest}
      allowClear
      showSearch
      optionFilterProp="label"
      options={records?.map((r) => ({ value: r.id, label: r.name }))}
    />
  );
}

/** Which tabs have a field in error (shown above the tabs and on their titles). */
function TabErrors({ form }: { form: FormInstance<SkuForm> }) {
  return (
    <Form.Item shouldUpdate noStyle>
      {() => {
        const tabs = new Set<TabKey>(
          form
            .getFieldsError()
            .filter((f) => f.errors.length > 0)
            .map((f) => tabOf(f.name)),
        );
        if (tabs.size === 0) return null;
        return (
          <Alert
            type="error"
            showIcon
            className="sku-tab-errors"
            style={{ marginBottom: 12 }}
            title={[...tabs].map((t) => m.tabIncomplete(m.tabs[t])).join('；')}
          />
        );
      }}
    </Form.Item>
  );
}

function ImagesField({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  return (
    <Space wrap align="start">
      {value.map((img, i) => (
        <Space key={img} orientation="vertical" size={2} align="center">
          <StoredImage value={img} size={88} alt={`${m.columns.images}${i + 1}`} />
          <Button size="small" type="link" danger onClick={() => onChange?.(value.filter((x) => x !== img))}>
            {m.grid.removeImage}
          </Button>
        </Space>
      ))}
      {value.length < 10 ? (
        <ImageUpload
          key={value.length}
          alt={m.columns.images}
          onChange={(ref) => (ref ? onChange?.([...value, ref]) : undefined)}
        />
      ) : null}
    </Space>
  );
}

/** 新增单品 / 编辑单品: tabs 基本信息, 规格库存 (attributes → SKU grid, bulk set), 商品图片. */
export function SkuDialog({ mode, id, onClose }: CatalogDialogProps) {
  const client = useApi();
  const brands = useQuery(brandOptionsQuery(client));
  const suppliers = useQuery(supplierOptionsQuery(client));
  const tree = useQuery(agriTreeQuery(client));
  const [tab, setTab] = useState<TabKey>('basic');
  const [bulk, setBulk] = useState<Partial<Pick<SpecRow, BulkField>>>({});

  type TreeNode = { code: string; name: string; children?: TreeNode[] };
  const treeData = (nodes: readonly TreeNode[] = []): object[] =>
    nodes.map((n) => ({ value: n.code, title: n.name, children: treeData(n.children ?? []) }));

  return (
    <CatalogEntityDialog<SkuForm, SkuDetail>
      name="sku"
      m={m.dialog}
      mode={mode}
      id={id}
      width={1080}
      listKey={SKU_LIST_KEY}
      load={(skuId) => skuDetail(client, skuId)}
      toValues={toValues}
      initialValues={{
        status: 1,
        specAttrs: [{ name: '规格', values: [] }],
        specs: [],
        images: [],
        registrationNo: '',
      }}
      save={(values, entity) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/sp/sku/save', {
          body: {
            ...(entity ? { id: entity.id } : {}),
            name: values.name.trim(),
            categoryCode: values.categoryCode as string,
            brandId: values.brandId ?? null,
            supplierId: values.supplierId ?? null,
            manufacturer: values.manufacturer?.trim() ?? '',
            registrationNo: values.registrationNo?.trim() || null,
            specAttrs: values.specAttrs
              .filter((a) => a.name?.trim() && a.values?.length)
              .map((a) => ({ name: a.name.trim(), values: a.values })),
            images: values.images ?? [],
            description: values.description ?? '',
            status: values.status,
            specs: values.specs.map(toSpecInput),
          },
        })
      }
      onClose={onClose}
    >
      {(f) => {
        const regrid = () =>
          f.setFieldValue(
            'specs',
            regenerate(f.getFieldValue('specAttrs') ?? [], f.getFieldValue('specs') ?? []),
          );
        return (
          <>
            <TabErrors form={f} />
            <Tabs
              activeKey={tab}
              onChange={(k) => setTab(k as TabKey)}
              items={[
                {
                  key: 'basic',
                  label: m.tabs.basic,
                  forceRender: true,
                  children: (
                    <>
                      <NameField label={m.columns.name} message={m.rules.nameRequired} maxLength={60} />
                      <Form.Item
                        label={m.columns.category}
                        name="categoryCode"
                        rules={[{ required: true, message: m.rules.categoryRequired }]}
                      >
                        <TreeSelect
                          treeData={treeData(tree.data as TreeNode[] | undefined)}
                          treeDefaultExpandAll
                          showSearch
                          treeNodeFilterProp="title"
                        />
                      </Form.Item>
                      <Form.Item label={m.columns.brand} name="brandId">
                        <NamedSelect records={brands.data?.records} />
                      </Form.Item>
                      <Form.Item label={m.columns.supplier} name="supplierId">
                        <NamedSelect records={suppliers.data?.records} />
                      </Form.Item>
                      <Form.Item label={m.columns.manufacturer} name="manufacturer">
                        <Input maxLength={60} />
                      </Form.Item>
                      <Form.Item
                        label={m.columns.registrationNo}
                        name="registrationNo"
                        dependencies={['categoryCode']}
                        rules={[
                          {
                            validator: async (_r, v: string | undefined) => {
                              const code = (f.getFieldValue('categoryCode') as string | undefined) ?? '';
                              const no = v?.trim() ?? '';
                              if (!no) {
                                if (registrationRequired(code)) throw new Error(m.rules.registrationRequired);
                                return;
                              }
                              if (!isValidRegistration(no, code))
                                throw new Error(m.rules.registrationInvalid);
                            },
                          },
                        ]}
                      >
                        <Input maxLength={40} placeholder="PD20060033 / 鄂农肥（2019）准字 0421号" />
                      </Form.Item>
                      <StatusAndDescription m={m} descriptionMaxLength={2000} descriptionRows={3} />
                    </>
                  ),
                },
                {
                  key: 'specs',
                  label: m.tabs.specs,
                  forceRender: true,
                  children: (
                    <>
                      <Form.List name="specAttrs">
                        {(fields, { add, remove }) => (
                          <Space orientation="vertical" style={{ width: '100%' }}>
                            {fields.map((field, i) => (
                              <Space key={field.key} align="start" style={{ width: '100%' }}>
                                <Form.Item name={[field.name, 'name']} noStyle>
                                  <Input
                                    aria-label={`${m.grid.attrName}${i + 1}`}
                                    placeholder={m.grid.attrName}
                                    style={{ width: 140 }}
                                    onBlur={regrid}
                                  />
                                </Form.Item>
                                <Form.Item name={[field.name, 'values']} noStyle>
                                  <Select
                                    aria-label={`${m.grid.attrValues}${i + 1}`}
                                    mode="tags"
                                    open={false}
                                    suffixIcon={null}
                                    tokenSeparators={[',', '，']}
                                    placeholder={m.grid.attrValuesPlaceholder}
                                    style={{ width: 560 }}
                                    onChange={() => setTimeout(regrid)}
                                  />
                                </Form.Item>
                                <Button
                                  icon={<DeleteOutlined />}
                                  aria-label={m.grid.removeAttr}
                                  onClick={() => {
                                    remove(field.name);
                                    setTimeout(regrid);
                                  }}
                                />
                              </Space>
                            ))}
                            {fields.length < 3 ? (
                              <Button icon={<PlusOutlined />} onClick={() => add({ name: '', values: [] })}>
                                {m.grid.addAttr}
                              </Button>
                            ) : null}
                          </Space>
                        )}
                      </Form.List>
                      <Space wrap className="sku-bulk" style={{ margin: '12px 0' }}>
                        <span>{m.grid.bulk}：</span>
                        <AutoComplete
                          aria-label={`${m.grid.bulk}${m.grid.unit}`}
                          placeholder={m.grid.unit}
                          style={{ width: 90 }}
                          options={m.unitOptions.map((u) => ({ value: u }))}
                          value={bulk.unit}
                          onChange={(v) => setBulk((b) => ({ ...b, unit: v }))}
                        />
                        {(['price', 'marketPrice', 'costPrice'] as const).map((k) => (
                          <Input
                            key={k}
                            aria-label={`${m.grid.bulk}${m.grid[k]}`}
                            placeholder={m.grid[k]}
                            style={{ width: 120 }}
                            value={bulk[k]}
                            onChange={(e) => setBulk((b) => ({ ...b, [k]: e.target.value }))}
                          />
                        ))}
                        <InputNumber
                          aria-label={`${m.grid.bulk}${m.grid.warningStock}`}
                          placeholder={m.grid.warningStock}
                          min={0}
                          precision={0}
                          style={{ width: 120 }}
                          value={bulk.warningStock}
                          onChange={(v) => setBulk((b) => ({ ...b, warningStock: v ?? undefined }))}
                        />
                        <Button
                          onClick={() =>
                            f.setFieldValue('specs', bulkSet(f.getFieldValue('specs') ?? [], bulk))
                          }
                        >
                          {m.grid.bulkApply}
                        </Button>
                      </Space>
                      <Form.List
                        name="specs"
                        rules={[
                          {
                            validator: async (_r, rows: SpecRow[]) => {
                              if (!rows?.length) throw new Error(m.rules.specsRequired);
                            },
                          },
                        ]}
                      >
                        {(fields, _ops, { errors }) => (
                          <>
                            <FormListTable
                              className="sku-grid"
                              fields={fields}
                              emptyText={m.grid.empty}
                              columns={[
                                {
                                  title: m.grid.spec,
                                  key: 'spec',
                                  width: 140,
                                  render: (_v, r) => (
                                    <>
                                      {/* registered so that validated values carry them */}
                                      <Form.Item name={[r.name, 'id']} hidden noStyle />
                                      <Form.Item name={[r.name, 'spec']} hidden noStyle />
                                      <Form.Item name={[r.name, 'specValues']} hidden noStyle />
                                      <Form.Item noStyle shouldUpdate>
                                        {() => f.getFieldValue(['specs', r.name, 'spec'])}
                                      </Form.Item>
                                    </>
                                  ),
                                },
                                {
                                  title: m.grid.barcode,
                                  key: 'barcode',
                                  render: (_v, r) => (
                                    <Form.Item
                                      name={[r.name, 'barcode']}
                                      style={{ margin: 0 }}
                                      rules={[
                                        {
                                          validator: async (_x, v?: string) => {
                                            if (v?.trim() && !isValidEan13(v.trim()))
                                              throw new Error(m.rules.barcodeInvalid);
                                          },
                                        },
                                      ]}
                                    >
                                      <Input
                                        aria-label={`${m.grid.barcode}${r.name + 1}`}
                                        maxLength={13}
                                        inputMode="numeric"
                                      />
                                    </Form.Item>
                                  ),
                                },
                                {
                                  title: m.grid.unit,
                                  key: 'unit',
                                  width: 90,
                                  render: (_v, r) => (
                                    <Form.Item
                                      name={[r.name, 'unit']}
                                      style={{ margin: 0 }}
                                      rules={[
                                        { required: true, whitespace: true, message: m.rules.unitRequired },
                                      ]}
                                    >
                                      <AutoComplete
                                        aria-label={`${m.grid.unit}${r.name + 1}`}
                                        options={m.unitOptions.map((u) => ({ value: u }))}
                                      />
                                    </Form.Item>
                                  ),
                                },
                                ...(['price', 'marketPrice', 'costPrice'] as const).map((k) => ({
                                  title: m.grid[k],
                                  key: k,
                                  width: 120,
                                  render: (_v: unknown, r: { name: number }) => (
                                    <Form.Item name={[r.name, k]} style={{ margin: 0 }} rules={MONEY_RULES}>
                                      <Input aria-label={`${m.grid[k]}${r.name + 1}`} inputMode="decimal" />
                                    </Form.Item>
                                  ),
                                })),
                                listNumberColumn({
                                  field: 'warningStock',
                                  title: m.grid.warningStock,
                                  width: 110,
                                  min: 0,
                                  fill: true,
                                }),
                                {
                                  title: m.grid.status,
                                  key: 'status',
                                  width: 60,
                                  render: (_v, r) => (
                                    <Form.Item
                                      name={[r.name, 'status']}
                                      style={{ margin: 0 }}
                                      valuePropName="checked"
                                      getValueFromEvent={(e) => (e.target.checked ? 1 : 0)}
                                      getValueProps={(v) => ({ checked: v === 1 })}
                                    >
                                      <Checkbox aria-label={`${m.grid.status}${r.name + 1}`} />
                                    </Form.Item>
                                  ),
                                },
                              ]}
                            />
                            <Form.ErrorList errors={errors} />
                          </>
                        )}
                      </Form.List>
                    </>
                  ),
                },
                {
                  key: 'images',
                  label: m.tabs.images,
                  forceRender: true,
                  children: (
                    <Form.Item label={m.columns.images} name="images">
                      <ImagesField />
                    </Form.Item>
                  ),
                },
              ]}
            />
          </>
        );
      }}
    </CatalogEntityDialog>
  );
}
