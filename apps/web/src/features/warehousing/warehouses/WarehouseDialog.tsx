import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { field } from '@/components/crud';
import { EntityDialog } from '@/components/entity-dialog';
import { CoordinateInput, RegionCascader, type RegionValue, UserSelect } from '@/components/form';
import { cell, FieldGrid, regionRequiredRule } from '@/components/form-fields/FieldGrid';
import { placeValues, pointOf } from '@/components/form-fields/place';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { WAREHOUSE_LIST_KEY, type WarehouseDetail, warehouseDetail } from '../api';
import { warehousingMessages } from '../messages';

const m = warehousingMessages.warehouse;
const d = m.dialog;

interface ZoneForm {
  code: string;
  name: string;
  locations?: { code: string; capacity: number }[];
}

export interface WarehouseForm {
  name: string;
  code: string;
  type: number;
  region?: RegionValue;
  address: string;
  lon?: string;
  lat?: string;
  managerId?: number;
  capacity: number;
  status: 0 | 1;
  remark?: string;
  zones?: ZoneForm[];
}

/** The form's values for a warehouse. */
export function warehouseFormValues(w: WarehouseDetail): WarehouseForm {
  return {
    name: w.name,
    code: w.code,
    type: w.type,
    ...placeValues(w),
    managerId: w.managerId,
    capacity: w.capacity,
    status: w.status as 0 | 1,
    remark: w.remark ?? '',
    zones: w.zones.map((z) => ({ code: z.code, name: z.name, locations: z.locations })),
  };
}

/** The save body of validated values. */
export function toSaveBody(values: WarehouseForm, id?: number) {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    code: values.code.trim(),
    type: values.type,
    qhdm: values.region?.qhdm ?? '',
    qhmc: values.region?.qhmc ?? '',
    address: values.address.trim(),
    ...pointOf(values),
    managerId: values.managerId ?? 0,
    capacity: values.capacity,
    status: values.status,
    remark: values.remark?.trim() || null,
    zones: (values.zones ?? []).map((z) => ({
      code: z.code.trim(),
      name: z.name.trim(),
      locations: (z.locations ?? []).map((l) => ({ code: l.code.trim(), capacity: l.capacity ?? 0 })),
    })),
  };
}

const CODE = /^[A-Za-z0-9-]+$/;

/** 经度 and 纬度: both or neither, each within China's extent. */
const POINT = [
  { name: 'lon', other: 'lat', label: d.lon, min: 73, max: 136, invalid: d.lonInvalid },
  { name: 'lat', other: 'lon', label: d.lat, min: 3, max: 54, invalid: d.latInvalid },
] as const;

export interface WarehouseDialogProps {
  mode: 'create' | 'edit' | 'details';
  id?: number;
  onClose: () => void;
}

/** 新增 / 编辑 / 详情 of a warehouse: fields, map point, manager, and its zones and locations. */
export function WarehouseDialog({ mode, id, onClose }: WarehouseDialogProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  return (
    <EntityDialog<WarehouseForm, WarehouseDetail, number>
      mode={mode}
      id={id}
      name="warehouse-dialog"
      className="warehouse-dialog"
      width={920}
      title={mode === 'create' ? d.create : mode === 'edit' ? d.edit : d.details}
      load={(key) => warehouseDetail(client, key)}
      loadMeta={{ errorText: d.loadFailure, what: 'warehouseDetail' }}
      toValues={warehouseFormValues}
      initialValues={{ type: 1, status: 1, capacity: 0, zones: [] }}
      save={(values) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/wms/warehouse/save', { body: toSaveBody(values, id) })
      }
      saveMeta={{ successText: d.saveSuccess, errorText: d.saveFailure, what: 'warehouseSave' }}
      formProps={{ layout: 'vertical', labelCol: {} }}
      onClose={({ saved }) => {
        if (saved) void queryClient.invalidateQueries({ queryKey: WAREHOUSE_LIST_KEY });
        onClose();
      }}
    >
      {({ entity, readOnly, form }) => (
        <>
          <FieldGrid
            cells={[
              cell(
                8,
                field('name', m.columns.name, <Input maxLength={50} />, { requiredText: d.nameRequired }),
              ),
              cell(
                8,
                field('code', m.columns.code, <Input maxLength={30} />, {
                  required: d.codeRequired,
                  rules: [{ pattern: /^[A-Za-z0-9-]{2,30}$/, message: d.codePattern }],
                }),
              ),
              cell(
                8,
                field(
                  'type',
                  m.columns.type,
                  <Select
                    options={Object.entries(m.types).map(([value, label]) => ({
                      value: Number(value),
                      label,
                    }))}
                  />,
                  { required: d.typeRequired },
                ),
              ),
              {
                span: 8,
                key: 'region',
                node: (
                  <Form.Item
                    label={m.columns.region}
                    name="region"
                    rules={[regionRequiredRule(d.regionRequired)]}
                    required
                  >
                    <RegionCascader />
                  </Form.Item>
                ),
              },
              cell(
                16,
                field('address', m.columns.address, <Input maxLength={200} />, {
                  requiredText: d.addressRequired,
                }),
              ),
              ...POINT.map((p) => ({
                span: 8,
                key: p.name,
                node: (
                  <Form.Item
                    label={p.label}
                    name={p.name}
                    dependencies={[p.other]}
                    rules={[
                      {
                        validator: async (_r, v: string | undefined) => {
                          const other = form.getFieldValue(p.other) as string | undefined;
                          if (!v && !other) return;
                          if (!v || !other) throw new Error(d.pointBoth);
                          const n = Number(v);
                          if (!(n >= p.min && n <= p.max)) throw new Error(p.invalid);
                        },
                      },
                    ]}
                  >
                    <CoordinateInput />
                  </Form.Item>
                ),
              })),
              cell(
                8,
                field(
                  'managerId',
                  m.columns.manager,
                  <UserSelect
                    currentName={entity?.managerName}
                    disabled={readOnly}
                    withPhone
                    what="manager options"
                    placeholder={d.managerPlaceholder}
                  />,
                  { required: d.managerRequired },
                ),
              ),
              cell(
                8,
                field(
                  'capacity',
                  m.columns.capacity,
                  <InputNumber min={0} max={100_000_000} precision={0} style={{ width: '100%' }} />,
                  { required: d.capacityRequired },
                ),
              ),
              cell(
                8,
                field(
                  'status',
                  m.columns.status,
                  <Radio.Group
                    options={[
                      { value: 1, label: m.status.on },
                      { value: 0, label: m.status.off },
                    ]}
                  />,
                ),
              ),
              cell(8, field('remark', d.remark, <Input maxLength={200} />)),
            ]}
          />
          <ZonesEditor readOnly={readOnly} />
        </>
      )}
    </EntityDialog>
  );
}

/** Codes used twice among the zones, or among all the locations. */
function duplicateCode(codes: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const c of codes) {
    if (!c) continue;
    if (seen.has(c)) return c;
    seen.add(c);
  }
  return undefined;
}

function ZonesEditor({ readOnly }: { readOnly: boolean }) {
  return (
    <Form.List
      name="zones"
      rules={[
        {
          validator: async (_r, zones: ZoneForm[] | undefined) => {
            const z = duplicateCode((zones ?? []).map((x) => x?.code?.trim() ?? ''));
            if (z) throw new Error(d.codeDuplicate(z));
            const l = duplicateCode(
              (zones ?? []).flatMap((x) => (x?.locations ?? []).map((y) => y?.code?.trim() ?? '')),
            );
            if (l) throw new Error(d.codeDuplicate(l));
          },
        },
      ]}
    >
      {(zones, { add, remove }, { errors }) => (
        <Card size="small" title={d.zones} className="warehouse-zones">
          {zones.map((zone, zi) => (
            <Card
              key={zone.key}
              size="small"
              type="inner"
              style={{ marginBottom: 8 }}
              title={
                <Space>
                  <Form.Item
                    name={[zone.name, 'code']}
                    noStyle
                    rules={[
                      { required: true, message: d.zoneCodeRequired },
                      { pattern: CODE, message: d.codePattern },
                    ]}
                  >
                    <Input
                      aria-label={`${d.zoneCode}${zi + 1}`}
                      placeholder={d.zoneCode}
                      style={{ width: 120 }}
                      maxLength={20}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[zone.name, 'name']}
                    noStyle
                    rules={[{ required: true, message: d.zoneNameRequired }]}
                  >
                    <Input
                      aria-label={`${d.zoneName}${zi + 1}`}
                      placeholder={d.zoneName}
                      style={{ width: 160 }}
                      maxLength={30}
                    />
                  </Form.Item>
                </Space>
              }
              extra={
                readOnly ? null : (
                  <Button type="link" danger size="small" onClick={() => remove(zone.name)}>
                    {d.removeZone}
                  </Button>
                )
              }
            >
              <Form.List name={[zone.name, 'locations']}>
                {(locations, loc) => (
                  <Space wrap>
                    {locations.map((l, li) => (
                      <Space.Compact key={l.key}>
                        <Form.Item
                          name={[l.name, 'code']}
                          noStyle
                          rules={[
                            { required: true, message: d.locationCodeRequired },
                            { pattern: CODE, message: d.codePattern },
                          ]}
                        >
                          <Input
                            aria-label={`${d.locationCode}${zi + 1}-${li + 1}`}
                            placeholder={d.locationCode}
                            style={{ width: 120 }}
                            maxLength={30}
                          />
                        </Form.Item>
                        <Form.Item name={[l.name, 'capacity']} noStyle>
                          <InputNumber
                            aria-label={`${d.locationCapacity}${zi + 1}-${li + 1}`}
                            placeholder={d.locationCapacity}
                            min={0}
                            precision={0}
                            style={{ width: 100 }}
                          />
                        </Form.Item>
                        {readOnly ? null : (
                          <Button
                            aria-label={`${d.removeLocation}${zi + 1}-${li + 1}`}
                            onClick={() => loc.remove(l.name)}
                          >
                            ×
                          </Button>
                        )}
                      </Space.Compact>
                    ))}
                    {readOnly ? null : (
                      <Button size="small" type="dashed" onClick={() => loc.add({ code: '', capacity: 100 })}>
                        {d.addLocation}
                      </Button>
                    )}
                  </Space>
                )}
              </Form.List>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          {readOnly ? null : (
            <Button type="dashed" block onClick={() => add({ code: '', name: '', locations: [] })}>
              {d.addZone}
            </Button>
          )}
        </Card>
      )}
    </Form.List>
  );
}
