import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { RowDialog } from '@/components/entity-dialog';
import { SearchSelect } from '@/components/search-select';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { type CropOption, PROGRAMME_KEYS } from '../api';
import { cropVarietiesQuery, type Programme, plotOptionsQuery } from './api';
import { programmeMessages as m } from './messages';

interface ProgrammeForm {
  name: string;
  plotId?: number | null;
  cropId: number;
  varietyId?: number | null;
  sowingDate: Dayjs;
  remark?: string;
}

/** The variety picker: the varieties of the chosen crop. */
function VarietySelect({
  id,
  value,
  onChange,
  cropId,
}: {
  id?: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
  cropId?: number;
}) {
  const client = useApi();
  const q = useQuery({ ...cropVarietiesQuery(client, cropId ?? 0), enabled: Boolean(cropId) });
  return (
    <Select
      id={id}
      allowClear
      disabled={!cropId}
      placeholder={cropId ? m.dialog.varietyPlaceholder : m.dialog.varietyFirst}
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
export function ProgrammeDialog({
  programme,
  crops,
  onClose,
}: {
  programme?: Programme;
  crops: CropOption[];
  onClose: (savedId?: number) => void;
}) {
  const client = useApi();
  const savedId = useRef<number>(undefined);
  return (
    <RowDialog<ProgrammeForm, Programme>
      row={programme}
      name="programme-dialog"
      titles={{ create: m.dialog.create, edit: m.dialog.edit }}
      width={640}
      toValues={(programme) => ({
        name: programme.name,
        plotId: programme.plotId,
        cropId: programme.cropId,
        varietyId: programme.varietyId,
        sowingDate: dayjs(programme.sowingDate),
        remark: programme.remark,
      })}
      defaults={{ plotId: null, varietyId: null, remark: '' }}
      save={async (values) => {
        const saved = await apiFetch(client, 'base', 'post', '/api/v1/agro/programme/save', {
          body: {
            ...(programme ? { id: programme.id } : {}),
            name: values.name.trim(),
            plotId: values.plotId ?? null,
            cropId: values.cropId,
            varietyId: values.varietyId ?? null,
            sowingDate: values.sowingDate.format('YYYY-MM-DD'),
            remark: values.remark?.trim() ?? '',
          },
        });
        savedId.current = saved.id;
        return saved;
      }}
      saveMeta={{ successText: m.dialog.success, errorText: m.dialog.failure, what: 'agroProgrammeSave' }}
      invalidates={PROGRAMME_KEYS}
      onClose={({ saved }) => onClose(saved ? savedId.current : undefined)}
    >
      {({ form }) => (
        <>
          <Form.Item
            label={m.columns.name}
            name="name"
            rules={[{ required: true, whitespace: true, message: m.dialog.nameRequired }]}
          >
            <Input maxLength={50} showCount />
          </Form.Item>
          <Form.Item label={m.columns.plot} name="plotId">
            {/* A plot of 地块列表, searched by name. */}
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
              placeholder={m.dialog.plotPlaceholder}
            />
          </Form.Item>
          <Form.Item
            label={m.columns.crop}
            name="cropId"
            rules={[{ required: true, message: m.dialog.cropRequired }]}
            extra={programme ? undefined : m.dialog.calendarTip}
          >
            <Select
              placeholder={m.dialog.cropPlaceholder}
              options={crops.map((c) => ({ value: c.id, label: `${c.name}（${c.family}）` }))}
              onChange={() => form.setFieldValue('varietyId', null)}
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.cropId !== b.cropId}>
            {() => (
              <Form.Item label={m.columns.variety} name="varietyId">
                <VarietySelect cropId={form.getFieldValue('cropId') as number | undefined} />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item
            label={m.columns.sowingDate}
            name="sowingDate"
            rules={[{ required: true, message: m.dialog.sowingRequired }]}
            extra={programme ? m.dialog.sowingChangedTip : undefined}
          >
            <DatePicker style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={m.columns.remark} name="remark">
            <Input.TextArea maxLength={200} showCount rows={2} />
          </Form.Item>
        </>
      )}
    </RowDialog>
  );
}
