import { PictureOutlined, UploadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { acceptsFile, uploadTip } from '@/components/form-fields/UploadField';
import { useApi } from '@/lib/api';
import { COVER_ACCEPT, COVER_MAX_MB, mediaUrl, uploadMedia, VIDEO_ACCEPT, VIDEO_MAX_MB } from './api';
import { formatDuration, formatSize } from './format';
import { videoMessages as m } from './messages';

/** The video of the form: the stored file and what the browser read from it. */
export interface VideoFileValue {
  fileId: string;
  fileName: string;
  size: number;
  durationSec: number;
}

/** The refusal tip of SPEC §5 for videos: 只能上传不超过5MB的.mp4,.webm文件. */
export const VIDEO_TIP = uploadTip(VIDEO_MAX_MB, 'MB', VIDEO_ACCEPT);
export const COVER_TIP = uploadTip(COVER_MAX_MB, 'MB', COVER_ACCEPT);

const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/**
 * 视频文件: picks an MP4 or WebM of at most 5 MB (anything else is refused with the tip and
 * nothing is sent), stores it, and reads its duration the way the browser plays it — from the
 * metadata a `<video>` element loads (the preview under the button).
 */
export function VideoFileField({
  value,
  onChange,
  id,
}: {
  value?: VideoFileValue | null;
  onChange?: (value: VideoFileValue | null) => void;
  id?: string;
}) {
  const client = useApi();
  const [refused, setRefused] = useState<string>();
  const [local, setLocal] = useState<{ url: string; name: string; size: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState(false);
  // What the current pick has produced so far: the value is complete with both.
  const pick = useRef<{ stored?: Omit<VideoFileValue, 'durationSec'>; duration?: number }>({});
  // The object URL of the picked file lives as long as its preview.
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);
  const complete = () => {
    const { stored, duration } = pick.current;
    if (stored && duration !== undefined) onChange?.({ ...stored, durationSec: Math.round(duration) });
  };
  const fail = (text: string) => {
    pick.current = {};
    setRefused(text);
    setLocal(null);
    setReading(false);
  };

  const previewSrc = local?.url ?? (value ? mediaUrl(value.fileId) : undefined);
  const pending = busy || reading;
  return (
    <div id={id} className="video-file-field">
      <Upload
        accept={VIDEO_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          if (!acceptsFile(file, VIDEO_ACCEPT, VIDEO_MAX_MB, 'MB')) {
            setRefused(VIDEO_TIP);
            return Upload.LIST_IGNORE;
          }
          setRefused(undefined);
          const current = {};
          pick.current = current;
          setLocal({ url: URL.createObjectURL(file), name: file.name, size: file.size });
          setReading(true);
          onChange?.(null);
          setBusy(true);
          uploadMedia(client, 'video', file)
            .then((s) => {
              if (pick.current !== current) return;
              pick.current.stored = { fileId: s.fileId, fileName: s.fileName, size: s.size };
              complete();
            })
            .catch((e: unknown) => {
              if (pick.current === current) fail(errorText(e, m.dialog.uploadFailed));
            })
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {value || local ? m.dialog.replaceVideo : m.dialog.pickVideo}
        </Button>
      </Upload>
      <Typography.Text
        type={refused ? 'danger' : 'secondary'}
        style={{ display: 'block', fontSize: 12 }}
        role={refused ? 'alert' : undefined}
      >
        {refused ?? VIDEO_TIP}
      </Typography.Text>
      {previewSrc ? (
        <Space orientation="vertical" size={4} style={{ marginTop: 8 }}>
          {/* biome-ignore lint/a11y/useMediaCaption: technical videos carry no caption track */}
          <video
            className="video-file-preview"
            src={previewSrc}
            preload="metadata"
            controls
            aria-label={m.dialog.preview}
            onLoadedMetadata={(e) => {
              if (!local) return;
              const d = e.currentTarget.duration;
              if (!Number.isFinite(d) || d < 0) return fail(m.dialog.durationFailed);
              setReading(false);
              pick.current.duration = d;
              complete();
            }}
            onError={() => {
              if (local) fail(m.dialog.durationFailed);
            }}
          />
          <Typography.Text type="secondary" className="video-file-info">
            <VideoCameraOutlined />{' '}
            {pending
              ? busy
                ? m.dialog.uploading
                : m.dialog.reading
              : value
                ? m.dialog.fileInfo(value.fileName, formatSize(value.size), formatDuration(value.durationSec))
                : null}
          </Typography.Text>
        </Space>
      ) : null}
    </div>
  );
}

/** 封面: a PNG, JPEG or WebP of at most 2 MB, stored and previewed; removable. */
export function CoverField({
  value,
  onChange,
  id,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}) {
  const client = useApi();
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start" id={id}>
      {value ? (
        <img className="video-cover-preview" src={mediaUrl(value)} alt={m.dialog.fields.cover} />
      ) : null}
      <Space orientation="vertical" size={4}>
        <Upload
          accept={COVER_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            if (!acceptsFile(file, COVER_ACCEPT, COVER_MAX_MB, 'MB')) {
              setRefused(COVER_TIP);
              return Upload.LIST_IGNORE;
            }
            setRefused(undefined);
            setBusy(true);
            uploadMedia(client, 'cover', file)
              .then((s) => onChange?.(s.fileId))
              .catch((e: unknown) => setRefused(errorText(e, m.dialog.uploadFailed)))
              .finally(() => setBusy(false));
            return false;
          }}
        >
          <Button icon={<PictureOutlined />} loading={busy}>
            {value ? m.dialog.replaceCover : m.dialog.pickCover}
          </Button>
        </Upload>
        {value ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChange?.(null)}>
            {m.dialog.removeCover}
          </Button>
        ) : null}
        <Typography.Text
          type={refused ? 'danger' : 'secondary'}
          style={{ fontSize: 12 }}
          role={refused ? 'alert' : undefined}
        >
          {refused ?? COVER_TIP}
        </Typography.Text>
      </Space>
    </Space>
  );
}
