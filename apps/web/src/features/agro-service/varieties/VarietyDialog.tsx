import { Form, Input, InputNumber, Select } from 'antd';
import { RowDialog } from '@/components/entity-dialog';
import { SearchSelect } from '@/components/search-select';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { type CropOption, VARIETY_LIST_KEY } from '../api';
import { supplierOptionsQuery, type Variety } from './api';
import { varietyMessages as m } from './messages';

interface VarietyForm {
  cropId: number;
  name: string;
  supplierId?: number | null;
  registrationNo: string;
  maturityDays: number;
  yieldPerMu: number;
  densityPerMu: number;
  traits?: string;
}

/** 国审稻20210001 / 湘审玉2019003 (审定) or GPD油菜(2018)430012 (登记). */
export const REGISTRATION_NO =
  /^([\u4e00-\u9fa5]审[\u4e00-\u9fa5]{1,2}\d{7,8}|GPD[\u4e00-\u9fa5]{1,6}[(（]\d{4}[)）]\d{6})$/;

const intRule = (min: number, max: number, message: string) => ({
  type: 'integer' as const,
  min,
  max,
  message,
});

/** 新增品种 / 编辑品种: crop, supplier, registration number, maturity days, yield, density, traits. */
export function VarietyDialog({
  variety,
  crops,
  defaultCropId,
  onClose,
}: {
  variety?: Variety;
  crops: CropOption[];
  defaultCropId?: number;
  onClose: () => void;
}) {
  const client = useApi();
  return (
    <RowDialog<VarietyForm, Variety>
      row={variety}
      name="variety-dialog"
      titles={{ create: m.dialog.create, edit: m.dialog.edit }}
      width={680}
      toValues={(variety) => ({
        cropId: variety.cropId,
        name: variety.name,
        supplierId: variety.supplierId,
        registrationNo: variety.registrationNo,
        maturityDays: variety.maturityDays,
        yieldPerMu: variety.yieldPerMu,
        densityPerMu: variety.densityPerMu,
        traits: variety.traits,
      })}
      defaults={{ ...(defaultCropId ? { cropId: defaultCropId } : {}), supplierId: null, traits: '' }}
      save={(values) =>
        apiFetch(client, 'base', 'post', '/api/v1/agro/variety/save', {
          body: {
            ...(variety ? { id: variety.id } : {}),
            cropId: values.cropId,
            name: values.name.trim(),
            supplierId: values.supplierId ?? null,
            registrationNo: values.registrationNo.trim(),
            maturityDays: values.maturityDays,
            yieldPerMu: values.yieldPerMu,
            densityPerMu: values.densityPerMu,
            traits: values.traits?.trim() ?? '',
          },
        })
      }
      saveMeta={{ successText: m.dialog.success, errorText: m.dialog.failure, what: 'agroVarietySave' }}
      invalidates={[VARIETY_LIST_KEY]}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item
            label={m.columns.crop}
            name="cropId"
            rules={[{ required: true, message: m.dialog.cropRequired }]}
          >
            <Select
              placeholder={m.dialog.cropPlaceholder}
              options={crops.map((c) => ({ value: c.id, label: `${c.name}（${c.family}）` }))}
            />
          </Form.Item>
          <Form.Item
            label={m.columns.name}
            name="name"
            rules={[{ required: true, whitespace: true, message: m.dialog.nameRequired }]}
          >
            <Input maxLength={30} showCount />
          </Form.Item>
          <Form.Item
            label={m.columns.registrationNo}
            name="registrationNo"
            rules={[
              { required: true, whitespace: true, message: m.dialog.registrationRequired },
              { pattern: REGISTRATION_NO, message: m.dialog.registrationFormat },
            ]}
          >
            <Input maxLength={40} placeholder="国审稻20210001" />
          </Form.Item>
          <Form.Item label={m.columns.supplier} name="supplierId" tooltip={m.dialog.supplierTip}>
            {/* An approved supplier of the supply catalogue, searched by name. */}
            <SearchSelect
              allowClear
              query={(keyword) => supplierOptionsQuery(client, keyword)}
              toOptions={(data) => data.records.map((s) => ({ value: s.id, label: s.name }))}
              current={
                variety?.supplierId && variety.supplierName
                  ? { value: variety.supplierId, label: variety.supplierName }
                  : null
              }
              placeholder={m.suppliers.placeholder}
            />
          </Form.Item>
          <Form.Item
            label={m.columns.maturityDays}
            name="maturityDays"
            rules={[
              { required: true, message: m.dialog.maturityRequired },
              intRule(1, 1000, m.dialog.maturityRange),
            ]}
          >
            <InputNumber precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            label={m.columns.yieldPerMu}
            name="yieldPerMu"
            rules={[
              { required: true, message: m.dialog.yieldRequired },
              intRule(1, 100_000, m.dialog.yieldRange),
            ]}
          >
            <InputNumber precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            label={m.columns.densityPerMu}
            name="densityPerMu"
            rules={[
              { required: true, message: m.dialog.densityRequired },
              intRule(1, 10_000_000, m.dialog.densityRange),
            ]}
          >
            <InputNumber precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={m.columns.traits} name="traits">
            <Input.TextArea maxLength={500} showCount rows={3} />
          </Form.Item>
        </>
      )}
    </RowDialog>
  );
}
