import type { PlatformClient } from '@agrimap/sdk';
import { Input, InputNumber, Select } from 'antd';
import { type CrudForm, field, withId } from '@/components/crud';
import { SearchSelect } from '@/components/search-select';
import { apiFetch } from '@/lib/query';
import type { CropOption } from '../api';
import { cropChoices, intRule } from '../form';
import { supplierOptionsQuery, type Variety } from './api';
import { varietyMessages as m } from './messages';

type VarietyForm = Pick<
  Variety,
  'cropId' | 'name' | 'registrationNo' | 'maturityDays' | 'yieldPerMu' | 'densityPerMu'
> & { supplierId?: number | null; traits?: string };

/** 国审稻20210001 / 湘审玉2019003 (审定) or GPD油菜(2018)430012 (登记). */
export const REGISTRATION_NO =
  /^([\u4e00-\u9fa5]审[\u4e00-\u9fa5]{1,2}\d{7,8}|GPD[\u4e00-\u9fa5]{1,6}[(（]\d{4}[)）]\d{6})$/;

const { columns: c, dialog: d } = m;
const count = <InputNumber precision={0} style={{ width: 200 }} />;

/** 新增品种 / 编辑品种: crop, supplier, registration number, maturity days, yield, density, traits. */
export const varietyForm = (
  client: PlatformClient,
  crops: readonly CropOption[],
  defaultCropId: number | undefined,
): CrudForm<VarietyForm, Variety> => ({
  name: 'variety-dialog',
  titles: { create: d.create, edit: d.edit },
  width: 680,
  fields: (variety) => [
    field('cropId', c.crop, <Select placeholder={d.cropPlaceholder} options={cropChoices(crops)} />, {
      required: d.cropRequired,
    }),
    field('name', c.name, <Input maxLength={30} showCount />, { requiredText: d.nameRequired }),
    field('registrationNo', c.registrationNo, <Input maxLength={40} placeholder="国审稻20210001" />, {
      requiredText: d.registrationRequired,
      rules: [{ pattern: REGISTRATION_NO, message: d.registrationFormat }],
    }),
    field(
      'supplierId',
      c.supplier,
      // An approved supplier of the supply catalogue, searched by name.
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
      />,
      { tooltip: d.supplierTip },
    ),
    field('maturityDays', c.maturityDays, count, {
      required: d.maturityRequired,
      rules: [intRule(1, 1000, d.maturityRange)],
    }),
    field('yieldPerMu', c.yieldPerMu, count, {
      required: d.yieldRequired,
      rules: [intRule(1, 100_000, d.yieldRange)],
    }),
    field('densityPerMu', c.densityPerMu, count, {
      required: d.densityRequired,
      rules: [intRule(1, 10_000_000, d.densityRange)],
    }),
    field('traits', c.traits, <Input.TextArea maxLength={500} showCount rows={3} />),
  ],
  toValues: ({
    cropId,
    name,
    supplierId,
    registrationNo,
    maturityDays,
    yieldPerMu,
    densityPerMu,
    traits,
  }) => ({
    ...{ cropId, name, supplierId, registrationNo, maturityDays, yieldPerMu, densityPerMu, traits },
  }),
  defaults: { ...(defaultCropId ? { cropId: defaultCropId } : {}), supplierId: null, traits: '' },
  trim: true,
  blank: { supplierId: null, traits: '' },
  save: {
    run: (v, variety) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/variety/save', { body: withId(variety, v) }),
    meta: { successText: d.success, errorText: d.failure, what: 'agroVarietySave' },
  },
});
