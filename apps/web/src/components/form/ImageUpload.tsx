import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { uploadFile } from '@/components/form-fields/upload-api';
import { useApi } from '@/lib/api';
import { formMessages } from './messages';
import { fileRef, StoredImage } from './StoredImage';

const m = formMessages;

const MAX_BYTES = 2 * 1024 * 1024;

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
