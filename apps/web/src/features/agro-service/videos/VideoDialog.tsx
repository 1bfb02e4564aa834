import type { PlatformClient } from '@agrimap/sdk';
import { Form, Input, Space } from 'antd';
import { field, type RecordForm, RecordFormDialog } from '@/components/crud';
import { DictSelect } from '@/components/form';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { CropSelect } from '../CropSelect';
import { VIDEO_LIST_KEY, type Video } from './api';
import { CoverField, VideoFileField, type VideoFileValue } from './MediaFields';
import { videoMessages as m } from './messages';

/** The dictionary of video categories. */
export const VIDEO_CATEGORY_DICT = 'spfl';

interface VideoForm {
  title: string;
  cropId?: number | null;
  category?: string;
  video: VideoFileValue | null;
  coverId: string | null;
  description?: string;
}

const f = m.dialog.fields;

/** The form of 上传 / 编辑农技视频. */
const videoForm = (client: PlatformClient): RecordForm<VideoForm, Video> => ({
  name: 'video-dialog',
  titles: { create: m.dialog.create, edit: m.dialog.edit },
  labelWidth: '90px',
  fields: [
    field('title', f.title, <Input maxLength={100} showCount />, { requiredText: m.dialog.required.title }),
  ],
  body: () => (
    <>
      <Space size="large" style={{ display: 'flex' }} align="start">
        <Form.Item label={f.crop} name="cropId">
          <CropSelect style={{ width: 180 }} allowClear errorText={m.toast.cropsFailure} />
        </Form.Item>
        <Form.Item
          label={f.category}
          name="category"
          rules={[{ required: true, message: m.dialog.required.category }]}
        >
          <DictSelect category={VIDEO_CATEGORY_DICT} style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Form.Item label={f.file} name="video" rules={[{ required: true, message: m.dialog.required.file }]}>
        <VideoFileField />
      </Form.Item>
      <Form.Item label={f.cover} name="coverId">
        <CoverField />
      </Form.Item>
      <Form.Item label={f.description} name="description">
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </>
  ),
  load: {
    run: (id) => apiFetch(client, 'base', 'get', '/api/v1/agro/video/detail', { params: { query: { id } } }),
    failedText: m.dialog.loadFailure,
  },
  toValues: (v) => ({
    title: v.title,
    cropId: v.cropId,
    category: v.category,
    video: { fileId: v.fileId, fileName: v.fileName, size: v.size, durationSec: v.durationSec },
    coverId: v.coverId,
    description: v.description,
  }),
  defaults: { video: null, coverId: null },
  save: {
    run: (v, entity) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/video/save', {
        body: {
          ...(entity ? { id: entity.id } : {}),
          title: v.title.trim(),
          cropId: v.cropId ?? null,
          category: v.category as string,
          fileId: (v.video as VideoFileValue).fileId,
          coverId: v.coverId,
          durationSec: (v.video as VideoFileValue).durationSec,
          description: v.description?.trim() ?? '',
        },
      }),
    meta: { errorText: m.dialog.saveFailure, successText: m.dialog.saved, what: 'agroVideoSave' },
  },
  invalidates: [VIDEO_LIST_KEY],
});

/** 上传 / 编辑农技视频: title, crop, category, the video file (duration read from it), cover, 简介. */
export function VideoDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const client = useApi();
  return <RecordFormDialog form={videoForm(client)} id={id} onClose={onClose} />;
}
