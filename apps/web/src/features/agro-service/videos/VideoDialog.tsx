import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Space } from 'antd';
import { EntityDialog } from '@/components/entity-dialog';
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

/** 上传 / 编辑农技视频: title, crop, category, the video file (duration read from it), cover, 简介. */
export function VideoDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  return (
    <EntityDialog<VideoForm, Video, number>
      mode={id ? 'edit' : 'create'}
      id={id}
      name="video-dialog"
      title={id ? m.dialog.edit : m.dialog.create}
      load={(videoId) =>
        apiFetch(client, 'base', 'get', '/api/v1/agro/video/detail', { params: { query: { id: videoId } } })
      }
      loadFailedText={m.dialog.loadFailure}
      toValues={(v) => ({
        title: v.title,
        cropId: v.cropId,
        category: v.category,
        video: { fileId: v.fileId, fileName: v.fileName, size: v.size, durationSec: v.durationSec },
        coverId: v.coverId,
        description: v.description,
      })}
      initialValues={{ video: null, coverId: null }}
      formProps={{ labelCol: { flex: '90px' } }}
      save={(v, entity) =>
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
        })
      }
      saveMeta={{ errorText: m.dialog.saveFailure, successText: m.dialog.saved, what: 'agroVideoSave' }}
      onClose={({ saved }) => {
        if (saved) void queryClient.invalidateQueries({ queryKey: VIDEO_LIST_KEY });
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
          <Space size="large" style={{ display: 'flex' }} align="start">
            <Form.Item label={m.dialog.fields.crop} name="cropId">
              <CropSelect style={{ width: 180 }} allowClear errorText={m.toast.cropsFailure} />
            </Form.Item>
            <Form.Item
              label={m.dialog.fields.category}
              name="category"
              rules={[{ required: true, message: m.dialog.required.category }]}
            >
              <DictSelect category={VIDEO_CATEGORY_DICT} style={{ width: 200 }} />
            </Form.Item>
          </Space>
          <Form.Item
            label={m.dialog.fields.file}
            name="video"
            rules={[{ required: true, message: m.dialog.required.file }]}
          >
            <VideoFileField />
          </Form.Item>
          <Form.Item label={m.dialog.fields.cover} name="coverId">
            <CoverField />
          </Form.Item>
          <Form.Item label={m.dialog.fields.description} name="description">
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
