import { UploadOutlined } from '@ant-design/icons';
import type { UploadFile } from 'antd';
import { Button, Typography, Upload } from 'antd';
import { useState } from 'react';
import { fieldMessages as m } from './messages';

/** A stored file as the field keeps it. */
export interface UploadedFile {
  /** The server's id of the stored file (download by it). */
  fileId: string;
  name: string;
  size?: number;
}

export interface UploadFieldProps {
  value?: UploadedFile[] | null;
  onChange?: (files: UploadedFile[]) => void;
  /** Accepted extensions, e.g. `.pdf,.jpg` (empty = any type). */
  accept?: string;
  fileSize?: number;
  sizeUnit?: 'KB' | 'MB';
  /** Most files (default 5). */
  limit?: number;
  disabled?: boolean;
  /** Stores one file and answers its id. */
  upload: (file: File) => Promise<UploadedFile>;
  /** Downloads a stored file. */
  download?: (file: UploadedFile) => void;
  id?: string;
}

const UNIT_BYTES = { KB: 1024, MB: 1024 * 1024 } as const;

/** The refusal tip `只能上传不超过{size}{unit}的{accept}文件`. */
export function uploadTip(fileSize: number, sizeUnit: 'KB' | 'MB', accept: string): string {
  return m.upload.tip(fileSize, sizeUnit, accept.trim() ? accept : m.upload.anyType);
}

/** Whether a file may be uploaded: its extension is accepted and it is not over the limit. */
export function acceptsFile(
  file: { name: string; size: number },
  accept: string,
  fileSize: number,
  sizeUnit: 'KB' | 'MB',
): boolean {
  const types = accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const name = file.name.toLowerCase();
  const typeOk = types.length === 0 || types.some((t) => (t.startsWith('.') ? name.endsWith(t) : false));
  return typeOk && file.size <= fileSize * UNIT_BYTES[sizeUnit];
}

/** 上传: files stored by the server and downloadable from the list. */
export function UploadField({
  value,
  onChange,
  accept = '',
  fileSize = 10,
  sizeUnit = 'MB',
  limit = 5,
  disabled,
  upload,
  download,
  id,
}: UploadFieldProps) {
  const files = value ?? [];
  const [refused, setRefused] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const tip = uploadTip(fileSize, sizeUnit, accept);
  const fileList: UploadFile[] = files.map((f) => ({ uid: f.fileId, name: f.name, status: 'done' }));
  return (
    <div id={id}>
      <Upload
        accept={accept || undefined}
        fileList={fileList}
        disabled={disabled}
        maxCount={limit}
        showUploadList={{ showRemoveIcon: !disabled, showDownloadIcon: true }}
        beforeUpload={(file) => {
          if (!acceptsFile(file, accept, fileSize, sizeUnit) || files.length >= limit) {
            setRefused(true);
            return Upload.LIST_IGNORE;
          }
          setRefused(false);
          setFailed(false);
          setBusy(true);
          upload(file)
            .then((stored) => onChange?.([...files, stored]))
            .catch(() => setFailed(true))
            .finally(() => setBusy(false));
          return false;
        }}
        onDownload={(file) => {
          const stored = files.find((f) => f.fileId === file.uid);
          if (stored) download?.(stored);
        }}
        onPreview={(file) => {
          const stored = files.find((f) => f.fileId === file.uid);
          if (stored) download?.(stored);
        }}
        onRemove={(file) => {
          onChange?.(files.filter((f) => f.fileId !== file.uid));
          return true;
        }}
      >
        {disabled ? null : (
          <Button icon={<UploadOutlined />} loading={busy}>
            {m.upload.button}
          </Button>
        )}
      </Upload>
      <Typography.Text
        type={refused ? 'danger' : 'secondary'}
        style={{ display: 'block', fontSize: 12 }}
        role={refused ? 'alert' : undefined}
      >
        {tip}
      </Typography.Text>
      {failed ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
          {m.upload.failed}
        </Typography.Text>
      ) : null}
    </div>
  );
}
