import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { EntityDialog } from '@/components/entity-dialog';
import { CoordinateInput, RegionCascader, type RegionValue } from '@/components/form';
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
  region: { qhdm: c.qhdm, qhmc: c.qhmc },
  address: c.address,
  lon: c.lon === null ? '' : String(c.lon),
  lat: c.lat === null ? '' : String(c.lat),
  crops: c.crops,
  areaMu: c.areaMu,
  level: c.level,
  source: c.source,
  ownerId: c.ownerId,
  status: c.status,
  remark: c.remark,
});

/** 新增 / 编辑 客户. A duplicate phone is refused by the server (the dialog keeps what was typed). */
export function CustomerDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const mode = id === undefined ? 'create' : 'edit';
  return (
    <EntityDialog<CustomerForm, CustomerDetail, number>
      mode={mode}
      id={id}
      name="customer-dialog"
      title={mode === 'create' ? d.create : d.edit}
      load={(customerId) =>
        apiFetch(client, 'shop', 'get', '/api/v1/web/crm/customer/detail', {
          params: { query: { id: customerId } },
        })
      }
      toValues={toValues}
      initialValues={{ crops: [], level: 2, source: 1, status: 1, ownerId: null, areaMu: 0 }}
      save={(v) => {
        const point = v.lon?.trim() && v.lat?.trim();
        return apiFetch(client, 'shop', 'post', '/api/v1/web/crm/customer/save', {
          body: {
            ...(id !== undefined ? { id } : {}),
            name: v.name.trim(),
            type: v.type as number,
            contactName: v.contactName.trim(),
            phone: v.phone.trim(),
            qhdm: v.region?.qhdm ?? '',
            address: (v.address ?? '').trim(),
            lon: point ? Number(v.lon) : null,
            lat: point ? Number(v.lat) : null,
            crops: v.crops ?? [],
            areaMu: v.areaMu ?? 0,
            level: v.level,
            source: v.source,
            ownerId: v.ownerId ?? null,
            status: v.status as 0 | 1,
            remark: (v.remark ?? '').trim(),
          },
        });
      }}
      saveMeta={{ successText: d.success, errorText: d.failure, what: 'customerSave' }}
      onClose={({ saved }) => {
        if (saved)
          for (const queryKey of [CUSTOMER_LIST_KEY, CUSTOMER_POINTS_KEY, CUSTOMER_DETAIL_KEY])
            void queryClient.invalidateQueries({ queryKey });
        onClose();
      }}
      formProps={{ layout: 'vertical' }}
    >
      {({ entity }) => (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label={d.name}
              name="name"
              rules={[{ required: true, whitespace: true, message: d.nameRequired }]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={d.type} name="type" rules={[{ required: true, message: d.typeRequired }]}>
              <Select options={options(m.types)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label={d.contact}
              name="contactName"
              rules={[{ required: true, whitespace: true, message: d.contactRequired }]}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label={d.phone}
              name="phone"
              rules={[
                { required: true, message: d.phoneRequired },
                { pattern: /^1[3-9]\d{9}$/, message: d.phoneInvalid },
              ]}
            >
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label={d.region}
              name="region"
              rules={[
                {
                  validator: async (_r, v: RegionValue | undefined) => {
                    if (!v?.qhdm) throw new Error(d.regionRequired);
                  },
                },
              ]}
            >
              <RegionCascader depth="village" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={d.address} name="address">
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          {COORDINATES.map((c) => (
            <Col span={6} key={c.name}>
              <Form.Item label={c.label} name={c.name} rules={[withinRange(c.min, c.max, c.invalid)]}>
                <CoordinateInput />
              </Form.Item>
            </Col>
          ))}
          <Col span={12}>
            <Form.Item label={d.crops} name="crops">
              <Select
                mode="tags"
                tokenSeparators={[',', '，', '、']}
                placeholder={d.cropsPlaceholder}
                open={false}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label={d.area} name="areaMu">
              <InputNumber min={0} max={10000000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label={d.level} name="level">
              <Select options={options(m.levels)} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label={d.source} name="source">
              <Select options={options(m.sources)} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label={d.status} name="status">
              <Select options={options(m.statuses)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={d.owner} name="ownerId">
              <OwnerSelect currentName={entity?.ownerName} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={d.remark} name="remark">
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </EntityDialog>
  );
}
