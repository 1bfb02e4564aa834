import { validateLatitude, validateLongitude } from '@agrimap/geo';
import { isValidCreditCode } from '@agrimap/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, Space } from 'antd';
import type { RuleObject } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { field } from '@/components/crud';
import { DialogFields, EntityDialog, type EntityDialogMode } from '@/components/entity-dialog';
import { CoordinateInput, DictSelect, RegionCascader, type RegionValue } from '@/components/form';
import { placeValues, pointOf } from '@/components/form-fields/place';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { SUPPLIER_LIST_KEY, type Supplier, supplierDetail } from './api';
import { supplierMessages as m } from './messages';

interface SupplierForm {
  name: string;
  creditCode: string;
  enterpriseType: string;
  contactName: string;
  contactPhone: string;
  region?: RegionValue;
  address?: string;
  lon?: string;
  lat?: string;
  licenceNo?: string;
  licenceExpiry?: Dayjs | null;
}

const CREDIT_CODE_RULE: RuleObject = {
  validator: async (_rule, value: string | undefined) => {
    const code = (value ?? '').trim().toUpperCase();
    if (!code) return;
    if (code.length !== 18) throw new Error(m.dialog.creditCodeLength);
    if (!isValidCreditCode(code)) throw new Error(m.dialog.creditCodeInvalid);
  },
};

const toValues = (s: Supplier): SupplierForm => ({
  name: s.name,
  creditCode: s.creditCode,
  enterpriseType: s.enterpriseType,
  contactName: s.contactName,
  contactPhone: s.contactPhone,
  ...placeValues(s),
  licenceNo: s.licenceNo ?? '',
  licenceExpiry: s.licenceExpiry ? dayjs(s.licenceExpiry) : null,
});

export interface SupplierDialogProps {
  mode: EntityDialogMode;
  id?: number;
  onClose: () => void;
}

/** 新增 / 编辑 / 详情 of a supplier; the credit code is checked (GB 32100-2015) before saving. */
export function SupplierDialog({ mode, id, onClose }: SupplierDialogProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  return (
    <EntityDialog<SupplierForm, Supplier, number>
      mode={mode}
      id={id}
      name="supplier-dialog"
      title={mode === 'create' ? m.dialog.create : mode === 'edit' ? m.dialog.edit : m.dialog.details}
      load={(supplierId) => supplierDetail(client, supplierId)}
      loadMeta={{ errorText: m.dialog.loadFailure, what: 'supplierDetail' }}
      toValues={toValues}
      initialValues={{ enterpriseType: '2' }}
      width={820}
      formProps={{ layout: 'horizontal', labelCol: { flex: '150px' } }}
      save={(values, entity) => {
        const region = values.region as RegionValue;
        const body = {
          name: values.name.trim(),
          creditCode: values.creditCode.trim().toUpperCase(),
          enterpriseType: values.enterpriseType,
          contactName: values.contactName.trim(),
          contactPhone: values.contactPhone.trim(),
          qhdm: region.qhdm,
          qhmc: region.qhmc,
          address: values.address?.trim() ?? '',
          ...pointOf(values),
          licenceNo: values.licenceNo?.trim() || null,
          licenceExpiry: values.licenceExpiry ? values.licenceExpiry.format('YYYY-MM-DD') : null,
          ...(entity ? { id: entity.id } : {}),
        };
        return apiFetch(client, 'shop', 'post', '/api/v1/web/sp/supplier/save', { body });
      }}
      saveMeta={
        mode === 'create'
          ? { successText: m.dialog.createSuccess, errorText: m.dialog.createFailure, what: 'supplierSave' }
          : { successText: m.dialog.editSuccess, errorText: m.dialog.editFailure, what: 'supplierSave' }
      }
      onClose={({ saved }) => {
        if (saved) void queryClient.invalidateQueries({ queryKey: SUPPLIER_LIST_KEY });
        onClose();
      }}
    >
      {({ entity, form }) => (
        <>
          {entity?.status === 3 && entity.rejectReason ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={m.dialog.rejectedHint(entity.rejectReason)}
            />
          ) : null}
          <DialogFields
            fields={[
              field('name', m.columns.name, <Input maxLength={50} />, {
                requiredText: m.dialog.nameRequired,
              }),
              field(
                'creditCode',
                m.columns.creditCode,
                <Input maxLength={18} style={{ textTransform: 'uppercase' }} />,
                {
                  requiredText: m.dialog.creditCodeRequired,
                  rules: [CREDIT_CODE_RULE],
                },
              ),
              field('enterpriseType', m.columns.enterpriseType, <DictSelect category="qylx" />, {
                required: m.dialog.typeRequired,
              }),
              field('contactName', m.columns.contactName, <Input maxLength={20} />, {
                requiredText: m.dialog.contactRequired,
              }),
              field('contactPhone', m.columns.contactPhone, <Input maxLength={11} inputMode="tel" />, {
                required: m.dialog.phoneRequired,
                rules: [{ pattern: /^1[3-9]\d{9}$/, message: m.dialog.phoneInvalid }],
              }),
              field('region', m.columns.region, <RegionCascader />, { required: m.dialog.regionRequired }),
              field(
                'address',
                m.columns.address,
                <Input maxLength={100} placeholder={m.dialog.addressPlaceholder} />,
              ),
            ]}
          />
          <Form.Item label={`${m.columns.lon} / ${m.columns.lat}`} style={{ marginBottom: 0 }}>
            <Space.Compact block>
              <Form.Item
                name="lon"
                dependencies={['lat']}
                rules={[
                  {
                    validator: async (_r, v: string | undefined) => {
                      const other = form.getFieldValue('lat') as string | undefined;
                      if (!v && !other) return;
                      if (!v || !other) throw new Error(m.dialog.coordinatePair);
                      if (validateLongitude(v) !== null) throw new Error(m.dialog.longitudeInvalid);
                    },
                  },
                ]}
                style={{ flex: 1 }}
              >
                <CoordinateInput aria-label={m.columns.lon} placeholder={m.columns.lon} />
              </Form.Item>
              <Form.Item
                name="lat"
                dependencies={['lon']}
                rules={[
                  {
                    validator: async (_r, v: string | undefined) => {
                      if (!v) return;
                      if (validateLatitude(v) !== null) throw new Error(m.dialog.latitudeInvalid);
                    },
                  },
                ]}
                style={{ flex: 1 }}
              >
                <CoordinateInput aria-label={m.columns.lat} placeholder={m.columns.lat} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Form.Item label={m.columns.licenceNo} name="licenceNo">
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            label={m.columns.licenceExpiry}
            name="licenceExpiry"
            dependencies={['licenceNo']}
            rules={[
              {
                validator: async (_r, v: Dayjs | null | undefined) => {
                  const no = (form.getFieldValue('licenceNo') as string | undefined)?.trim();
                  if (no && !v) throw new Error(m.dialog.expiryRequired);
                },
              },
            ]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
