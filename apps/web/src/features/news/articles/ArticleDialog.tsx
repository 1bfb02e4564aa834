import { PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Radio, Select, Space, Switch, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { field, type RecordForm, RecordFormDialog } from '@/components/crud';
import { richTextLengthRule, richTextRequiredRule } from '@/components/rich-text/limits';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { ARTICLE_LIST_KEY, type Channel, type FullArticle, PUBLISHED_KEY } from '../api';
import { newsMessages as m } from '../messages';
import { newsImageUrl, uploadNewsImage } from './images';

type PublishMode = 'draft' | 'now' | 'scheduled';

interface ArticleForm {
  title: string;
  cover: string | null;
  summary?: string;
  content: string;
  author?: string;
  source?: string;
  tags?: string[];
  publishMode: PublishMode;
  publishTime?: Dayjs;
  pinned: boolean;
}

const BEIJING_MS = 8 * 3600 * 1000;
/** A picked instant as the server's `yyyy-MM-dd HH:mm:ss` (Beijing time, whatever the browser's zone). */
export const toBeijing = (d: Dayjs) =>
  new Date(d.valueOf() + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ');
/** The server's Beijing time stamp as an instant. */
export const fromBeijing = (s: string) => dayjs(new Date(`${s.replace(' ', 'T')}+08:00`));

/** The cover: upload an image, preview it, remove it. */
function CoverUpload({
  value,
  onChange,
  id,
}: {
  value?: string | null;
  onChange?: (v: string | null) => void;
  id?: string;
}) {
  const client = useApi();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      {value ? (
        <img src={newsImageUrl(value)} alt={m.dialog.fields.cover} className="news-cover-preview" />
      ) : null}
      <Space orientation="vertical" size={4}>
        <Upload
          accept=".png,.jpg,.jpeg,.gif,.webp"
          showUploadList={false}
          beforeUpload={(file) => {
            setError(undefined);
            setBusy(true);
            uploadNewsImage(client, file)
              .then((img) => onChange?.(img.fileId))
              .catch((e: unknown) => setError(e instanceof Error && e.message ? e.message : m.image.failed))
              .finally(() => setBusy(false));
            return false;
          }}
        >
          <Button id={id} icon={<PlusOutlined />} loading={busy}>
            {value ? m.image.replace : m.image.upload}
          </Button>
        </Upload>
        {value ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChange?.(null)}>
            {m.image.remove}
          </Button>
        ) : null}
        <span className="news-upload-tip">{m.image.tip}</span>
        {error ? <span className="ant-form-item-explain-error">{error}</span> : null}
      </Space>
    </Space>
  );
}

function modeOf(a: FullArticle): PublishMode {
  if (a.status !== 1) return 'draft';
  return a.visible ? 'now' : 'scheduled';
}

/**
 * 新增文章 / 编辑文章 of a channel: title, cover, summary, rich-text body, author, source, tags,
 * 存为草稿 / 立即发布 / 定时发布 (with its time), 置顶. Default export: loaded lazily with the editor.
 */
export default function ArticleDialog({
  channel,
  id,
  onClose,
}: {
  channel: Channel;
  id?: number;
  onClose: () => void;
}) {
  const client = useApi();
  const [mode, setMode] = useState<PublishMode>('now');
  const articleForm: RecordForm<ArticleForm, FullArticle> = {
    name: 'article-dialog',
    titles: { create: m.dialog.create, edit: m.dialog.edit },
    width: 900,
    labelWidth: '90px',
    fields: [
      field('title', m.dialog.fields.title, <Input maxLength={100} showCount />, {
        requiredText: m.dialog.titleRequired,
      }),
      field('cover', m.dialog.fields.cover, <CoverUpload />),
      field(
        'summary',
        m.dialog.fields.summary,
        <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />,
      ),
      field(
        'content',
        m.dialog.fields.content,
        <RichTextEditor uploadImage={(file) => uploadNewsImage(client, file)} />,
        {
          rules: [richTextRequiredRule(m.dialog.contentRequired), richTextLengthRule],
        },
      ),
    ],
    load: {
      run: (id) => apiFetch(client, 'system', 'get', '/api/v1/news/detail', { params: { query: { id } } }),
      failedText: m.dialog.loadFailure,
    },
    toValues: (a) => {
      setMode(modeOf(a));
      return {
        title: a.title,
        cover: a.cover,
        summary: a.summary,
        content: a.content ?? '',
        author: a.author,
        source: a.source,
        tags: a.tags,
        publishMode: modeOf(a),
        ...(a.publishTime && modeOf(a) === 'scheduled' ? { publishTime: fromBeijing(a.publishTime) } : {}),
        pinned: a.pinned,
      };
    },
    defaults: { cover: null, content: '', tags: [], publishMode: 'now', pinned: false },
    onValuesChange: (changed) => {
      if (changed.publishMode) setMode(changed.publishMode);
    },
    save: {
      run: (v, entity) =>
        apiFetch(client, 'system', 'post', '/api/v1/news/save', {
          body: {
            ...(entity ? { id: entity.id } : {}),
            channel,
            title: v.title.trim(),
            cover: v.cover ?? null,
            summary: v.summary?.trim() ?? '',
            content: v.content,
            author: v.author?.trim() ?? '',
            source: v.source?.trim() ?? '',
            tags: (v.tags ?? []).map((t) => t.trim()).filter(Boolean),
            status: v.publishMode === 'draft' ? 0 : 1,
            publishTime:
              v.publishMode === 'scheduled' && v.publishTime
                ? toBeijing(v.publishTime)
                : v.publishMode === 'now' && entity?.visible && entity.publishTime
                  ? entity.publishTime
                  : null,
            pinned: v.pinned,
          },
        }),
      meta: { errorText: m.dialog.saveFailure, successText: m.dialog.saved[mode], what: 'newsSave' },
    },
    invalidates: [ARTICLE_LIST_KEY, PUBLISHED_KEY],
    body: ({ form }) => (
      <>
        <Space size="large" style={{ display: 'flex' }}>
          <Form.Item label={m.dialog.fields.author} name="author">
            <Input maxLength={50} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item label={m.dialog.fields.source} name="source">
            <Input maxLength={100} style={{ width: 280 }} />
          </Form.Item>
        </Space>
        <Form.Item
          label={m.dialog.fields.tags}
          name="tags"
          rules={[
            {
              validator: (_r, v: string[] | undefined) =>
                (v ?? []).length > 10
                  ? Promise.reject(new Error(m.dialog.tooManyTags))
                  : (v ?? []).some((t) => t.trim().length > 20)
                    ? Promise.reject(new Error(m.dialog.tagTooLong))
                    : Promise.resolve(),
            },
          ]}
        >
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            placeholder={m.dialog.tagsPlaceholder}
            tokenSeparators={[',', '，']}
          />
        </Form.Item>
        <Form.Item label={m.dialog.fields.publishMode} name="publishMode">
          <Radio.Group
            options={(['draft', 'now', 'scheduled'] as const).map((k) => ({
              value: k,
              label: m.dialog.publishModes[k],
            }))}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.publishMode !== b.publishMode}>
          {() =>
            form.getFieldValue('publishMode') === 'scheduled' ? (
              <Form.Item
                label={m.dialog.fields.publishTime}
                name="publishTime"
                rules={[
                  { required: true, message: m.dialog.publishTimeRequired },
                  {
                    validator: (_r, v: Dayjs | undefined) =>
                      !v || v.valueOf() > Date.now()
                        ? Promise.resolve()
                        : Promise.reject(new Error(m.dialog.publishTimePast)),
                  },
                ]}
              >
                <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" />
              </Form.Item>
            ) : null
          }
        </Form.Item>
        <Form.Item label={m.dialog.fields.pinned} name="pinned" valuePropName="checked">
          <Switch />
        </Form.Item>
      </>
    ),
  };
  return <RecordFormDialog form={articleForm} id={id} onClose={onClose} />;
}
