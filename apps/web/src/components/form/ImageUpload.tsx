import { PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { uploadFile } from '@/components/form-fields/upload-api';
import { useApi } from '@/lib/api';
import { apiBlob, apiViewKey } from '@/lib/query';
import { formMessages } from './messages';

const m = formMessages;

/** The stored-file reference an image field keeps: `file:<fileId>`. */
export const fileRef = (fileId: string) => `file:${fileId}`;
const fileIdOf = (ref: string | null | undefined) => (ref?.startsWith('file:') ? ref.slice(5) : undefined);

const MAX_BYTES = 2 * 1024 * 1024;

/** An image by its reference: stored files are fetched through the SDK (the session's token). */
export function StoredImage({
  value,
  size = 40,
  alt,
}: {
  value?: string | null;
  size?: number;
  alt: string;
}) {
  const client = useApi();
  const fileId = fileIdOf(value);
  const init = { params: { query: { fileId: fileId as string } } };
  const blob = useQuery({
    // The bytes, not an envelope: keyed apart from a JSON call of the operation.
    queryKey: apiViewKey('system', 'get', '/api/v1/file/download', init, 'blob'),
    enabled: Boolean(fileId),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => apiBlob(client, 'system', 'get', '/api/v1/file/download', init),
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob.data || typeof URL.createObjectURL !== 'function') return;
    const u = URL.createObjectURL(blob.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob.data]);
  const [broken, setBroken] = useState<string>();
  const wanted = fileId ? url : value || undefined;
  const src = wanted && wanted !== broken ? wanted : undefined;
  const box = {
    width: size,
    height: size,
    objectFit: 'contain' as const,
    borderRadius: 4,
    background: '#f5f5f5',
  };
  return src ? (
    <img src={src} alt={alt} style={box} onError={() => setBroken(src)} />
  ) : (
    <span
      role="img"
      aria-label={alt}
      style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <PictureOutlined />
    </span>
  );
}

/** One image (logo): upload (PNG/JPG/SVG, ≤ 2 MB) through the system server, preview, remove. */
export function ImageUpload({
  value,
  onChange,
  id,
  alt,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  alt: string;
}) {
  const client = useApi();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      <StoredImage value={value} size={64} alt={alt} />
      <Space orientation="vertical" size={4}>
        <Upload
          accept=".png,.jpg,.jpeg,.svg"
          showUploadList={false}
          beforeUpload={(file) => {
            setError(undefined);
            if (file.size > MAX_BYTES) {
              setError(m.image.tooLarge);
              return Upload.LIST_IGNORE;
            }
            setBusy(true);
            uploadFile(client, file)
              .then((stored) => onChange?.(fileRef(stored.fileId)))
              .catch(() => setError(m.image.failed))
              .finally(() => setBusy(false));
            return false;
          }}
        >
          <Button id={id} icon={<PlusOutlined />} loading={busy}>
            {value ? m.image.replace : m.image.upload}
          </Button>
        </Upload>
        {value ? (
          <Button type="link" size="small" onClick={() => onChange?.(null)} style={{ padding: 0 }}>
            {m.image.remove}
          </Button>
        ) : null}
        {error ? <span className="ant-form-item-explain-error">{error}</span> : null}
      </Space>
    </Space>
  );
}
