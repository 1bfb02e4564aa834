/** Attachments of the 上传 field: stored by the system server, downloaded through the SDK. */
import type { PlatformClient } from '@agrimap/sdk';
import { apiBlob, apiFetch } from '@/lib/query';
import type { UploadedFile } from './UploadField';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Stores a file (`POST /api/v1/file/upload`, base64 in JSON) and answers what the field keeps. */
export async function uploadFile(client: PlatformClient, file: File): Promise<UploadedFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = await apiFetch(client, 'system', 'post', '/api/v1/file/upload', {
    body: {
      fileName: file.name,
      ...(file.type ? { contentType: file.type } : {}),
      contentBase64: toBase64(bytes),
    },
  });
  return { fileId: stored.fileId, name: stored.fileName, size: stored.size };
}

/** Downloads a stored file (`GET /api/v1/file/download`) and saves it under its name. */
export async function downloadFile(client: PlatformClient, file: UploadedFile): Promise<void> {
  // A failed download rejects with ApiError carrying the server's message.
  const blob = await apiBlob(client, 'system', 'get', '/api/v1/file/download', {
    params: { query: { fileId: file.fileId } },
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
