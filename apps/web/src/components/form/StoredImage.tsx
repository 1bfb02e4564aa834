import { PictureOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '@/lib/api';
import { apiBlob, apiViewKey } from '@/lib/query';

// Apart from ImageUpload: a list's image column shows stored images without loading antd's Upload
// (the CRUD layer's columns import this file, and every list screen loads them up front).

/** The stored-file reference an image field keeps: `file:<fileId>`. */
export const fileRef = (fileId: string) => `file:${fileId}`;
const fileIdOf = (ref: string | null | undefined) => (ref?.startsWith('file:') ? ref.slice(5) : undefined);

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
