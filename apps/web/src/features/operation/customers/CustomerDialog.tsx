import type { PlatformClient } from '@agrimap/sdk';
import { Input, InputNumber, Select } from 'antd';
import { field, type RecordForm, RecordFormDialog } from '@/components/crud';
import { CoordinateInput, RegionCascader, type RegionValue } from '@/components/form';
import { cell, FieldGrid, regionRequiredRule } from '@/components/form-fields/FieldGrid';
import { placeValues, pointOf } from '@/components/form-fields/place';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { CUSTOMER_DETAIL_KEY, CUSTOMER_LIST_KEY, CUSTOMER_POINTS_KEY, type CustomerDetail } from './api';
import { customerMessages as m } from './messages';
import { OwnerSelect } from './OwnerSelect';

interface CustomerForm {
  name: string;
  type?: number;
  contactName: string;
  phone: string;
  region?: RegionValue;
  address?: string;
  lon?: string;
  lat?: string;
  crops: string[];
  areaMu?: number | null;
  level: number;
  source: number;
  ownerId: number | null;
  status: number;
  remark?: string;
}

const d = m.dialog;
const options = (map: Record<number, string>) =>
  Object.entries(map).map(([value, label]) => ({ value: Number(value), label }));

/** A coordinate left empty, or a number within [min, max]. */
const withinRange = (min: number, max: number, message: string) => ({
  validator: async (_r: unknown, v: string | undefined) => {
    if (v && !(Number(v) >= min && Number(v) <= max)) throw new Error(message);
  },
});

/** 经度 and 纬度: optional, within China's extent. */
const COORDINATES = [
  { name: 'lon', label: d.lon, min: 73, max: 136, invalid: d.lonInvalid },
  { name: 'lat', label: d.lat, min: 3, max: 54, invalid: d.latInvalid },
] as const;

const toValues = (c: CustomerDetail): CustomerForm => ({
  name: c.name,
  type: c.type,
  contactName: c.contactName,
  phone: c.phone,
  ...placeValues(c),
  crops: c.crops,
  areaMu: c.areaMu,
  level: c.level,
  source: c.source,
  ownerId: c.ownerId,
  status: c.status,
  remark: c.remark,
});

/** The form of 新增 / 编辑 客户 (vertical, two columns). */
const customerForm = (client: PlatformClient): RecordForm<CustomerForm, CustomerDetail> => ({
  name: 'customer-dialog',
  titles: { create: d.create, edit: d.edit },
  layout: 'vertical',
  load: {
    run: (id) =>
      apiFetch(client, 'shop', 'get', '/api/v1/web/crm/customer/detail', { params: { query: { id } } }),
  },
  toValues,
  defaults: { crops: [], level: 2, source: 1, status: 1, ownerId: null, areaMu: 0 },
  save: {
    run: (v, entity) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/crm/customer/save', {
        body: {
          ...(entity ? { id: entity.id } : {}),
          name: v.name.trim(),
          type: v.type as number,
          contactName: v.contactName.trim(),
          phone: v.phone.trim(),
          qhdm: v.region?.qhdm ?? '',
          address: (v.address ?? '').trim(),
          ...pointOf(v),
          crops: v.crops ?? [],
          areaMu: v.areaMu ?? 0,
          level: v.level,
          source: v.source,
          ownerId: v.ownerId ?? null,
          status: v.status as 0 | 1,
          remark: (v.remark ?? '').trim(),
        },
      }),
    meta: { successText: d.success, errorText: d.failure, what: 'customerSave' },
  },
  invalidates: [CUSTOMER_LIST_KEY, CUSTOMER_POINTS_KEY, CUSTOMER_DETAIL_KEY],
  body: ({ entity }) => (
    <FieldGrid
      cells={[
        cell(12, field('name', d.name, <Input maxLength={50} />, { requiredText: d.nameRequired })),
        cell(12, field('type', d.type, <Select options={options(m.types)} />, { required: d.typeRequired })),
        cell(
          12,
          field('contactName', d.contact, <Input maxLength={20} />, { requiredText: d.contactRequired }),
        ),
        cell(
          12,
          field('phone', d.phone, <Input maxLength={11} inputMode="numeric" />, {
            required: d.phoneRequired,
            rules: [{ pattern: /^1[3-9]\d{9}$/, message: d.phoneInvalid }],
          }),
        ),
        cell(
          12,
          field('region', d.region, <RegionCascader depth="village" />, {
            rules: [regionRequiredRule(d.regionRequired)],
          }),
        ),
        cell(12, field('address', d.address, <Input maxLength={200} />)),
        ...COORDINATES.map((c) =>
          cell(
            6,
            field(c.name, c.label, <CoordinateInput />, { rules: [withinRange(c.min, c.max, c.invalid)] }),
          ),
        ),
        cell(
          12,
          field(
            'crops',
            d.crops,
            <Select
              mode="tags"
              tokenSeparators={[',', '，', '、']}
              placeholder={d.cropsPlaceholder}
              open={false}
            />,
          ),
        ),
        cell(
          6,
          field(
            'areaMu',
            d.area,
            <InputNumber min={0} max={10000000} precision={2} style={{ width: '100%' }} />,
          ),
        ),
        cell(6, field('level', d.level, <Select options={options(m.levels)} />)),
        cell(6, field('source', d.source, <Select options={options(m.sources)} />)),
        cell(6, field('status', d.status, <Select options={options(m.statuses)} />)),
        cell(12, field('ownerId', d.owner, <OwnerSelect currentName={entity?.ownerName} />)),
        cell(24, field('remark', d.remark, <Input.TextArea maxLength={200} rows={2} />)),
      ]}
    />
  ),
});

/** 新增 / 编辑 客户. A duplicate phone is refused by the server (the dialog keeps what was typed). */
export function CustomerDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const client = useApi();
  return <RecordFormDialog form={customerForm(client)} id={id} onClose={onClose} />;
}
