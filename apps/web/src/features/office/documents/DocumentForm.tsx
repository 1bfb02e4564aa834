import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Col,
  DatePicker,
  Divider,
  Drawer,
  Form,
  Input,
  Row,
  Select,
  Space,
  Spin,
  Tooltip,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { field } from '@/components/crud';
import { DialogFields } from '@/components/entity-dialog';
import { cell, FieldGrid } from '@/components/form-fields/FieldGrid';
import { FileField } from '@/components/form-fields/FileField';
import type { UploadedFile } from '@/components/form-fields/UploadField';
import { richTextLengthRule, richTextRequiredRule } from '@/components/rich-text/limits';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { useApi } from '@/lib/api';
import { errorTextOf } from '@/lib/errors';
import {
  DOC_NO,
  DOCUMENT_DETAIL_KEY,
  DOCUMENT_LIST_KEY,
  type DocumentDetail,
  documentEditQuery,
  nextDocNo,
  saveDocument,
} from './api';
import { documentMessages as m } from './messages';

const f = m.form;

interface DocumentFormValues {
  copyNo?: string;
  secrecy: 0 | 1 | 2 | 3;
  secrecyTerm?: string;
  urgency: 0 | 1 | 2;
  issuer: string;
  docNo: string;
  signer?: string;
  title: string;
  mainTo: string;
  body: string;
  attachments: UploadedFile[];
  attachmentNote?: string;
  writtenDate?: Dayjs | null;
  cc?: string;
  printOrg?: string;
  printDate?: Dayjs | null;
}

const ISSUER = '湖南省农业生产资料集团有限公司文件';
const PRINT_ORG = '湖南省农业生产资料集团有限公司办公室';
/** The default 机关代字 and the 发文字号 a new document starts from until the next 序号 is known. */
const ORG_CODE = '湘农资';
const NEW_DOC_NO = `${ORG_CODE}〔${dayjs().year()}〕`;

/** Text of an HTML body (an image counts as content). */

const toValues = (d: DocumentDetail): DocumentFormValues => ({
  copyNo: d.copyNo ?? '',
  secrecy: d.secrecy,
  secrecyTerm: d.secrecyTerm ?? '',
  urgency: d.urgency,
  issuer: d.issuer,
  docNo: d.docNo,
  signer: d.signer ?? '',
  title: d.title,
  mainTo: d.mainTo,
  body: d.body,
  attachments: d.attachments.map((a) => ({ fileId: a.fileId, name: a.fileName })),
  attachmentNote: d.attachmentNote ?? '',
  writtenDate: d.writtenDate ? dayjs(d.writtenDate) : null,
  cc: d.cc ?? '',
  printOrg: d.printOrg ?? '',
  printDate: d.printDate ? dayjs(d.printDate) : null,
});

const day = (v: Dayjs | null | undefined) => (v ? v.format('YYYY-MM-DD') : null);
const text = (v: string | undefined) => v?.trim() ?? '';

/**
 * 新建 / 编辑公文 in a wide drawer: the GB/T 9704-2012 elements grouped as 版头 (份号, 密级 and
 * 保密期限, 紧急程度, 发文机关标志, 发文字号 with 自动编号, 签发人), 主体 (标题, 主送机关, rich-text
 * 正文, 附件 with 附件说明, 成文日期) and 版记 (抄送机关, 印发机关, 印发日期). 保存草稿 validates
 * first; a failed save keeps everything typed. Default export: loaded lazily with the editor.
 */
export default function DocumentForm({ id, onClose }: { id?: number; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DocumentFormValues>();
  const [nextNoError, setNextNoError] = useState<string | null>(null);
  const secrecy = Form.useWatch('secrecy', form);
  const detail = useQuery({
    ...documentEditQuery(client, id),
    meta: { errorText: f.loadFailure, what: 'officialDocDetail' },
  });
  const save = useMutation({
    mutationFn: (v: DocumentFormValues) =>
      saveDocument(client, {
        ...(id !== undefined ? { id } : {}),
        copyNo: text(v.copyNo) || null,
        secrecy: v.secrecy,
        secrecyTerm: v.secrecy === 0 ? null : text(v.secrecyTerm) || null,
        urgency: v.urgency,
        issuer: text(v.issuer),
        docNo: text(v.docNo),
        signer: text(v.signer) || null,
        title: text(v.title),
        mainTo: text(v.mainTo),
        body: v.body,
        attachments: (v.attachments ?? []).map((a) => ({ fileId: a.fileId, fileName: a.name })),
        attachmentNote: text(v.attachmentNote) || null,
        cc: text(v.cc) || null,
        printOrg: text(v.printOrg) || null,
        printDate: day(v.printDate),
        writtenDate: day(v.writtenDate),
      }),
    meta: { successText: f.saved, errorText: f.saveFailure, what: 'officialDocSave' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DOCUMENT_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: DOCUMENT_DETAIL_KEY });
      onClose();
    },
  });
  const proposeNo = useMutation({
    mutationFn: ({ code, year }: { code: string; year: number; quiet?: boolean }) =>
      nextDocNo(client, code, year),
    meta: { errorText: f.nextNoFailure, what: 'officialDocNextNo' },
    onSuccess: (next, asked) => {
      // The proposal made on opening never replaces what the user typed meanwhile.
      if (asked.quiet && text(form.getFieldValue('docNo') as string | undefined) !== NEW_DOC_NO) return;
      form.setFieldValue('docNo', next.docNo);
      if (!asked.quiet) void form.validateFields(['docNo']);
    },
  });
  // A new document starts with the next 发文字号 of the default 机关代字 for this year.
  const proposed = useRef(false);
  useEffect(() => {
    if (id !== undefined || proposed.current) return;
    proposed.current = true;
    proposeNo.mutate({ code: ORG_CODE, year: dayjs().year(), quiet: true });
  }, [id, proposeNo]);
  const askNextNo = () => {
    const current = text(form.getFieldValue('docNo') as string | undefined);
    const code = /^[\u4e00-\u9fa5A-Za-z]{1,20}/.exec(current)?.[0];
    if (!code) {
      setNextNoError(f.nextNoNeedsCode);
      return;
    }
    setNextNoError(null);
    const year = Number(/〔(\d{4})〕/.exec(current)?.[1] ?? dayjs().year());
    proposeNo.mutate({ code, year });
  };
  const submit = async () => {
    if (save.isPending) return;
    try {
      await form.validateFields();
    } catch {
      return; // the form shows the messages; nothing is sent
    }
    save.mutate(form.getFieldsValue(true) as DocumentFormValues);
  };

  const ready = id === undefined || detail.data !== undefined;
  const initial: Partial<DocumentFormValues> =
    id !== undefined && detail.data
      ? toValues(detail.data)
      : {
          secrecy: 0,
          urgency: 0,
          issuer: ISSUER,
          docNo: NEW_DOC_NO,
          body: '',
          attachments: [],
          printOrg: PRINT_ORG,
          writtenDate: dayjs(),
          printDate: null,
        };

  return (
    <Drawer
      open
      size={960}
      className="document-form-drawer"
      title={id !== undefined ? f.editTitle : f.createTitle}
      onClose={onClose}
      destroyOnHidden
      keyboard
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{f.cancel}</Button>
          <Button type="primary" loading={save.isPending} disabled={!ready} onClick={() => void submit()}>
            {f.save}
          </Button>
        </Space>
      }
    >
      {!ready ? (
        detail.isError ? (
          <Alert
            type="error"
            showIcon
            title={errorTextOf(f.loadFailure, detail.error) ?? f.loadFailure}
            action={
              <Button size="small" onClick={() => void detail.refetch()}>
                {m.retry}
              </Button>
            }
          />
        ) : (
          <div style={{ padding: '48px 0', textAlign: 'center' }}>
            <Spin />
            <div style={{ marginTop: 8, color: '#646a73' }}>{f.loading}</div>
          </div>
        )
      ) : (
        <Form<DocumentFormValues>
          form={form}
          name="document-form"
          layout="horizontal"
          labelCol={{ flex: '110px' }}
          wrapperCol={{ flex: 1, style: { minWidth: 0 } }}
          initialValues={initial}
          onFinish={() => void submit()}
        >
          <Divider titlePlacement="start">{f.groups.head}</Divider>
          <FieldGrid
            cells={[
              cell(
                12,
                field(
                  'copyNo',
                  f.fields.copyNo,
                  <Input maxLength={6} placeholder={f.placeholders.copyNo} />,
                  {
                    rules: [{ pattern: /^\d{6}$/, message: f.copyNoFormat }],
                  },
                ),
              ),
              cell(
                12,
                field(
                  'urgency',
                  f.fields.urgency,
                  <Select
                    aria-label={f.fields.urgency}
                    options={[0, 1, 2].map((v) => ({ value: v, label: m.urgency[v] }))}
                  />,
                ),
              ),
              cell(
                12,
                field(
                  'secrecy',
                  f.fields.secrecy,
                  <Select
                    aria-label={f.fields.secrecy}
                    options={[0, 1, 2, 3].map((v) => ({ value: v, label: m.secrecy[v] }))}
                  />,
                ),
              ),
              {
                span: 12,
                key: 'secrecyTerm',
                node: secrecy ? (
                  <Form.Item label={f.fields.secrecyTerm} name="secrecyTerm">
                    <Input maxLength={20} placeholder={f.placeholders.secrecyTerm} />
                  </Form.Item>
                ) : null,
              },
            ]}
          />
          <Form.Item
            label={f.fields.issuer}
            name="issuer"
            rules={[{ required: true, whitespace: true, message: f.required.issuer }]}
          >
            <Input maxLength={60} placeholder={f.placeholders.issuer} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={14}>
              <Form.Item
                label={f.fields.docNo}
                htmlFor="document-form_docNo"
                required
                validateStatus={nextNoError ? 'error' : undefined}
                help={nextNoError ?? undefined}
              >
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item
                    name="docNo"
                    noStyle
                    rules={[
                      { required: true, whitespace: true, message: f.required.docNo },
                      {
                        validator: (_r, v: string | undefined) =>
                          !v?.trim() || DOC_NO.test(v.trim())
                            ? Promise.resolve()
                            : Promise.reject(new Error(f.docNoFormat)),
                      },
                    ]}
                  >
                    <Input id="document-form_docNo" maxLength={40} placeholder={f.placeholders.docNo} />
                  </Form.Item>
                  <Tooltip title={f.nextNoTip}>
                    <Button loading={proposeNo.isPending} onClick={askNextNo}>
                      {f.nextNo}
                    </Button>
                  </Tooltip>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item label={f.fields.signer} name="signer">
                <Input maxLength={40} placeholder={f.placeholders.signer} />
              </Form.Item>
            </Col>
          </Row>

          <Divider titlePlacement="start">{f.groups.main}</Divider>
          <DialogFields
            fields={[
              field('title', f.fields.title, <Input maxLength={200} showCount />, {
                requiredText: f.required.title,
              }),
              field(
                'mainTo',
                f.fields.mainTo,
                <Input maxLength={200} placeholder={f.placeholders.mainTo} />,
                {
                  requiredText: f.required.mainTo,
                },
              ),
            ]}
          />
          <Form.Item
            label={f.fields.body}
            name="body"
            required
            rules={[richTextRequiredRule(f.required.body), richTextLengthRule]}
          >
            <RichTextEditor label={f.fields.body} />
          </Form.Item>
          <DialogFields
            fields={[
              field('attachments', f.fields.attachments, <FileField limit={10} fileSize={5} />),
              field(
                'attachmentNote',
                f.fields.attachmentNote,
                <Input.TextArea rows={2} maxLength={500} placeholder={f.placeholders.attachmentNote} />,
              ),
              field('writtenDate', f.fields.writtenDate, <DatePicker aria-label={f.fields.writtenDate} />),
            ]}
          />

          <Divider titlePlacement="start">{f.groups.foot}</Divider>
          <Form.Item label={f.fields.cc} name="cc">
            <Input maxLength={200} placeholder={f.placeholders.cc} />
          </Form.Item>
          <FieldGrid
            cells={[
              cell(
                14,
                field(
                  'printOrg',
                  f.fields.printOrg,
                  <Input maxLength={60} placeholder={f.placeholders.printOrg} />,
                ),
              ),
              cell(
                10,
                field('printDate', f.fields.printDate, <DatePicker aria-label={f.fields.printDate} />),
              ),
            ]}
          />
          {/* Enter in a field submits (implicit submission needs a submit button). */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      )}
    </Drawer>
  );
}
