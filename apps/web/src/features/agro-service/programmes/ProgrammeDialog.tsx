import type { PlatformClient } from '@agrimap/sdk';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select, type SelectProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type CrudForm, field, withId } from '@/components/crud';
import { SearchSelect } from '@/components/search-select';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import type { CropOption } from '../api';
import { cropChoices } from '../form';
import { cropVarietiesQuery, type Programme, plotOptionsQuery } from './api';
import { programmeMessages as m } from './messages';

const { columns: c, dialog: d } = m;

interface ProgrammeForm {
  name: string;
  plotId?: number | null;
  cropId: number;
  varietyId?: number | null;
  sowingDate: Dayjs;
  remark?: string;
}

/** The crop picker: choosing another crop clears the variety. */
function CropPicker(props: SelectProps<number>) {
  const form = Form.useFormInstance<ProgrammeForm>();
  return (
    <Select<number>
      {...props}
      onChange={(value, option) => {
        props.onChange?.(value, option);
        form.setFieldValue('varietyId', null);
      }}
    />
  );
}

interface VarietySelectProps {
  id?: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
}

/** The variety picker, rendered again as soon as the crop changes. */
function VarietyField(props: VarietySelectProps) {
  return (
    <Form.Item noStyle shouldUpdate={(a, b) => a.cropId !== b.cropId}>
      {(form) => <VarietySelect {...props} cropId={form.getFieldValue('cropId') as number | undefined} />}
    </Form.Item>
  );
}

/** The variety picker: the varieties of the chosen crop. */
function VarietySelect({ id, value, onChange, cropId }: VarietySelectProps & { cropId?: number }) {
  const client = useApi();
  const q = useQuery({ ...cropVarietiesQuery(client, cropId ?? 0), enabled: Boolean(cropId) });
  return (
    <Select
      id={id}
      allowClear
      disabled={!cropId}
      placeholder={cropId ? d.varietyPlaceholder : d.varietyFirst}
      loading={q.isFetching}
      value={value ?? undefined}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      options={(q.data?.records ?? []).map((v) => ({
        value: v.id,
        label: `${v.name}（${v.registrationNo}）`,
      }))}
    />
  );
}

/** 新增种植方案 / 编辑种植方案: name, plot, crop, variety, sowing date, remark. */
export const programmeForm = (
  client: PlatformClient,
  crops: readonly CropOption[],
  openDetail: (id: number) => void,
): CrudForm<ProgrammeForm, Programme, { id: number }> => ({
  name: 'programme-dialog',
  titles: { create: d.create, edit: d.edit },
  width: 640,
  fields: (programme) => [
    field('name', c.name, <Input maxLength={50} showCount />, { requiredText: d.nameRequired }),
    field(
      'plotId',
      c.plot,
      // A plot of 地块列表, searched by name.
      <SearchSelect
        allowClear
        query={(keyword) => plotOptionsQuery(client, keyword)}
        toOptions={(data) =>
          data.records.map((p) => ({
            value: p.id,
            label: `${p.name}（${p.ownerName}，${p.areaMu} 亩）`,
          }))
        }
        current={
          programme?.plotId && programme.plotName
            ? { value: programme.plotId, label: programme.plotName }
            : null
        }
        placeholder={d.plotPlaceholder}
      />,
    ),
    field('cropId', c.crop, <CropPicker placeholder={d.cropPlaceholder} options={cropChoices(crops)} />, {
      required: d.cropRequired,
      extra: programme ? undefined : d.calendarTip,
    }),
    field('varietyId', c.variety, <VarietyField />),
    field('sowingDate', c.sowingDate, <DatePicker style={{ width: 200 }} />, {
      required: d.sowingRequired,
      extra: programme ? d.sowingChangedTip : undefined,
    }),
    field('remark', c.remark, <Input.TextArea maxLength={200} showCount rows={2} />),
  ],
  toValues: (programme) => ({
    name: programme.name,
    plotId: programme.plotId,
    cropId: programme.cropId,
    varietyId: programme.varietyId,
    sowingDate: dayjs(programme.sowingDate),
    remark: programme.remark,
  }),
  defaults: { plotId: null, varietyId: null, remark: '' },
  trim: true,
  blank: { plotId: null, varietyId: null, remark: '' },
  save: {
    run: ({ sowingDate, ...v }, programme) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/programme/save', {
        body: { ...withId(programme, v), sowingDate: sowingDate.format('YYYY-MM-DD') },
      }),
    meta: { successText: d.success, errorText: d.failure, what: 'agroProgrammeSave' },
  },
  // A new programme opens on its generated calendar.
  onSaved: (saved, programme) => {
    if (!programme) openDetail(saved.id);
  },
});
