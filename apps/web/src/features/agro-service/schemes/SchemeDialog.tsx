import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { EntityDialog } from '@/components/entity-dialog';
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

/**
 * 新增 / 编辑农技方案: name, crop, growth stage, problem, measures (rich text), recommended SKUs
 * (searched in the catalogue) and attachments. New schemes are drafts; only drafts and withdrawn
 * schemes are edited. Default export: loaded lazily with the editor.
 */
export default function SchemeDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  return (
    <EntityDialog<SchemeForm, SchemeDetail, number>
      mode={id ? 'edit' : 'create'}
      id={id}
      name="scheme-dialog"
      title={id ? m.dialog.edit : m.dialog.create}
      width={900}
      load={(schemeId) =>
        apiFetch(client, 'base', 'get', '/api/v1/agro/scheme/detail', { params: { query: { id: schemeId } } })
      }
      loadFailedText={m.dialog.loadFailure}
      toValues={(s) => ({
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
      })}
      initialValues={{ measures: '', skus: [], attachments: [] }}
      formProps={{ labelCol: { flex: '90px' } }}
      save={(v, entity) =>
        apiFetch(client, 'base', 'post', '/api/v1/agro/scheme/save', { body: toSaveBody(v, entity?.id) })
      }
      saveMeta={{ errorText: m.dialog.saveFailure, successText: m.dialog.saved, what: 'agroSchemeSave' }}
      onClose={({ saved }) => {
        if (saved) {
          void queryClient.invalidateQueries({ queryKey: SCHEME_LIST_KEY });
          void queryClient.invalidateQueries({ queryKey: SCHEME_DETAIL_KEY });
        }
        onClose();
      }}
    >
      {() => (
        <>
          <Form.Item
            label={m.dialog.fields.title}
            name="title"
            rules={[{ required: true, whitespace: true, message: m.dialog.required.title }]}
          >
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item
            label={m.dialog.fields.crop}
            name="cropId"
            rules={[{ required: true, message: m.dialog.required.crop }]}
          >
            <CropSelect style={{ width: 240 }} errorText={m.toast.cropsFailure} />
          </Form.Item>
          <Form.Item
            label={m.dialog.fields.stage}
            name="stage"
            rules={[{ required: true, whitespace: true, message: m.dialog.required.stage }]}
          >
            <Input maxLength={50} style={{ width: 240 }} placeholder={m.dialog.stagePlaceholder} />
          </Form.Item>
          <Form.Item
            label={m.dialog.fields.problem}
            name="problem"
            rules={[{ required: true, whitespace: true, message: m.dialog.required.problem }]}
          >
            <Input maxLength={100} style={{ width: 360 }} placeholder={m.dialog.problemPlaceholder} />
          </Form.Item>
          <Form.Item
            label={m.dialog.fields.measures}
            name="measures"
            required
            rules={[richTextRequiredRule(m.dialog.required.measures), richTextLengthRule]}
          >
            <RichTextEditor label={m.dialog.measuresLabel} />
          </Form.Item>
          <Form.Item
            label={m.dialog.fields.skus}
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
          <Form.Item label={m.dialog.fields.attachments} name="attachments">
            <FileField accept={ATTACHMENT_ACCEPT} fileSize={5} sizeUnit="MB" limit={5} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
