import type { PlatformClient } from '@agrimap/sdk';
import { Form, Input } from 'antd';
import { field, type RecordForm, RecordFormDialog } from '@/components/crud';
import { FileField } from '@/components/form-fields/FileField';
import type { UploadedFile } from '@/components/form-fields/UploadField';
import { richTextLengthRule, richTextRequiredRule } from '@/components/rich-text/limits';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { CropSelect } from '../CropSelect';
import { SCHEME_DETAIL_KEY, SCHEME_LIST_KEY, type SchemeDetail } from './api';
import { schemeMessages as m } from './messages';
import { type ChosenSku, SkuMultiSelect, skuOptionLabel } from './SkuMultiSelect';

export interface SchemeForm {
  title: string;
  cropId?: number;
  stage: string;
  problem: string;
  measures: string;
  skus: ChosenSku[];
  attachments: UploadedFile[];
}

/** Attachments: documents and pictures, at most 5 files of 5 MB (the server's limit). */
export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png';

/** What the save sends for the form's values. */
export function toSaveBody(v: SchemeForm, id?: number) {
  return {
    ...(id ? { id } : {}),
    title: v.title.trim(),
    cropId: v.cropId as number,
    stage: v.stage.trim(),
    problem: v.problem.trim(),
    measures: v.measures,
    specIds: v.skus.map((s) => s.specId),
    attachments: v.attachments.map((a) => ({
      fileId: a.fileId,
      name: a.name,
      ...(a.size !== undefined ? { size: a.size } : {}),
    })),
  };
}

const f = m.dialog.fields;
const required = m.dialog.required;

/** The form of 新增 / 编辑农技方案. */
const schemeForm = (client: PlatformClient): RecordForm<SchemeForm, SchemeDetail> => ({
  name: 'scheme-dialog',
  titles: { create: m.dialog.create, edit: m.dialog.edit },
  width: 900,
  labelWidth: '90px',
  fields: [
    field('title', f.title, <Input maxLength={100} showCount />, { requiredText: required.title }),
    field('cropId', f.crop, <CropSelect style={{ width: 240 }} errorText={m.toast.cropsFailure} />, {
      required: required.crop,
    }),
    field(
      'stage',
      f.stage,
      <Input maxLength={50} style={{ width: 240 }} placeholder={m.dialog.stagePlaceholder} />,
      {
        requiredText: required.stage,
      },
    ),
    field(
      'problem',
      f.problem,
      <Input maxLength={100} style={{ width: 360 }} placeholder={m.dialog.problemPlaceholder} />,
      { requiredText: required.problem },
    ),
  ],
  body: () => (
    <>
      <Form.Item
        label={f.measures}
        name="measures"
        required
        rules={[richTextRequiredRule(required.measures), richTextLengthRule]}
      >
        <RichTextEditor label={m.dialog.measuresLabel} />
      </Form.Item>
      <Form.Item
        label={f.skus}
        name="skus"
        rules={[
          {
            validator: (_r, v: ChosenSku[] | undefined) =>
              (v ?? []).length > 20 ? Promise.reject(new Error(m.dialog.tooManySkus)) : Promise.resolve(),
          },
        ]}
      >
        <SkuMultiSelect />
      </Form.Item>
      <Form.Item label={f.attachments} name="attachments">
        <FileField accept={ATTACHMENT_ACCEPT} fileSize={5} sizeUnit="MB" limit={5} />
      </Form.Item>
    </>
  ),
  load: {
    run: (id) => apiFetch(client, 'base', 'get', '/api/v1/agro/scheme/detail', { params: { query: { id } } }),
    failedText: m.dialog.loadFailure,
  },
  toValues: (s) => ({
    title: s.title,
    cropId: s.cropId,
    stage: s.stage,
    problem: s.problem,
    measures: s.measures,
    skus: s.skus.map((k) => ({ specId: k.specId, label: skuOptionLabel(k) })),
    attachments: s.attachments.map((a) => ({
      fileId: a.fileId,
      name: a.name,
      ...(a.size !== undefined ? { size: a.size } : {}),
    })),
  }),
  defaults: { measures: '', skus: [], attachments: [] },
  save: {
    run: (v, entity) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/scheme/save', { body: toSaveBody(v, entity?.id) }),
    meta: { errorText: m.dialog.saveFailure, successText: m.dialog.saved, what: 'agroSchemeSave' },
  },
  invalidates: [SCHEME_LIST_KEY, SCHEME_DETAIL_KEY],
});

/**
 * 新增 / 编辑农技方案: name, crop, growth stage, problem, measures (rich text), recommended SKUs
 * (searched in the catalogue) and attachments. New schemes are drafts; only drafts and withdrawn
 * schemes are edited. Default export: loaded lazily with the editor.
 */
export default function SchemeDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const client = useApi();
  return <RecordFormDialog form={schemeForm(client)} id={id} onClose={onClose} />;
}
