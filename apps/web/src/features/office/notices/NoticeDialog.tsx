import { Form, Input, Radio, Switch } from 'antd';
import { useState } from 'react';
import { field, type RecordForm, RecordFormDialog } from '@/components/crud';
import { FileField } from '@/components/form-fields/FileField';
import type { UploadedFile } from '@/components/form-fields/UploadField';
import { ORG_TABS, OrgPickerField, type OrgValue } from '@/components/org-picker';
import { richTextLengthRule, richTextRequiredRule } from '@/components/rich-text/limits';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { NOTICE_LIST_KEY, NOTICE_MINE_KEY, type NoticeDetail } from './api';
import { noticeMessages as m } from './messages';

/**
 * Who a notice can be sent to: every tab of the org picker — departments (with their
 * sub-departments), functional groups (角色: their members), people (指定人员, or found through
 * their departments: 部门和人员) and positions (岗位: their holders); none chosen = 全体人员.
 */
const AUDIENCE_TABS = ORG_TABS;

interface NoticeForm {
  title: string;
  noticeType: 1 | 2;
  content: string;
  attachments: UploadedFile[];
  audience?: OrgValue;
  pinned: boolean;
  publish: boolean;
}

/**
 * 新增 / 编辑通知公告: 标题, 类型, rich-text 正文, 附件, 发送范围 (org picker: departments and people;
 * none = 全体人员), 置顶, 存为草稿 or 发布. Default export: loaded lazily with the editor. What was
 * typed stays in the dialog when saving fails.
 */
export default function NoticeDialog({
  id,
  canPublish,
  onClose,
}: {
  id?: number;
  canPublish: boolean;
  onClose: () => void;
}) {
  const client = useApi();
  const [publish, setPublish] = useState(false);
  /** A published notice stays published when edited: no 草稿 / 发布 choice then. */
  const [published, setPublished] = useState(false);
  const d = m.dialog;
  const noticeForm: RecordForm<NoticeForm, NoticeDetail> = {
    name: 'notice-dialog',
    titles: { create: d.create, edit: d.edit },
    width: 900,
    labelWidth: '90px',
    fields: [
      field('title', d.fields.title, <Input maxLength={100} showCount />, { requiredText: d.titleRequired }),
      field(
        'noticeType',
        d.fields.type,
        <Radio.Group
          options={[
            { value: 1, label: m.types[1] },
            { value: 2, label: m.types[2] },
          ]}
        />,
      ),
      field('content', d.fields.content, <RichTextEditor />, {
        rules: [richTextRequiredRule(d.contentRequired), richTextLengthRule],
      }),
      field('attachments', d.fields.attachments, <FileField limit={10} fileSize={5} />),
      field(
        'audience',
        d.fields.audience,
        <OrgPickerField tabs={AUDIENCE_TABS} placeholder={m.everyone} aria-label={d.fields.audience} />,
        { extra: d.audienceTip },
      ),
    ],
    load: {
      run: (id) => apiFetch(client, 'system', 'get', '/api/v1/notice/detail', { params: { query: { id } } }),
      failedText: d.loadFailure,
    },
    toValues: (n) => {
      setPublished(n.status === 1);
      return {
        title: n.title,
        noticeType: n.noticeType as 1 | 2,
        content: n.content,
        attachments: n.attachments.map((a) => ({ fileId: a.fileId, name: a.fileName })),
        audience: n.audience as OrgValue,
        pinned: n.pinned,
        publish: false,
      };
    },
    defaults: { noticeType: 1, content: '', attachments: [], pinned: false, publish: false },
    onValuesChange: (changed) => {
      if (changed.publish !== undefined) setPublish(changed.publish);
    },
    save: {
      run: (v, entity) =>
        apiFetch(client, 'system', 'post', '/api/v1/notice/save', {
          body: {
            ...(entity ? { id: entity.id } : {}),
            title: v.title.trim(),
            noticeType: v.noticeType,
            content: v.content,
            attachments: (v.attachments ?? []).map((a) => ({ fileId: a.fileId, fileName: a.name })),
            audience: (v.audience ?? {}) as Record<string, unknown>,
            pinned: v.pinned,
            ...(v.publish ? { publish: true } : {}),
          },
        }),
      meta: { errorText: d.saveFailure, successText: publish ? d.published : d.saved, what: 'noticeSave' },
    },
    invalidates: [NOTICE_LIST_KEY, NOTICE_MINE_KEY],
    body: () => (
      <>
        <Form.Item label={d.fields.pinned} name="pinned" valuePropName="checked">
          <Switch />
        </Form.Item>
        {canPublish && !published ? (
          <Form.Item label=" " colon={false} name="publish">
            <Radio.Group
              options={[
                { value: false, label: d.saveDraft },
                { value: true, label: d.saveAndPublish },
              ]}
            />
          </Form.Item>
        ) : null}
      </>
    ),
  };
  return <RecordFormDialog form={noticeForm} id={id} onClose={onClose} />;
}
