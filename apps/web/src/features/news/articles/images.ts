import type { PlatformClient } from '@agrimap/sdk';
import { apiFetch } from '@/lib/query';
import { newsMessages as m } from '../messages';

const TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const MAX_BYTES = 2 * 1024 * 1024;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Checks an article image (type, ≤ 2 MB) and stores it on the server; its id and public URL. */
export async function uploadNewsImage(
  client: PlatformClient,
  file: File,
): Promise<{ fileId: string; url: string }> {
  if (!TYPES.has(file.type) || file.size > MAX_BYTES) throw new Error(m.image.tip);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return apiFetch(client, 'system', 'post', '/api/v1/news/image', {
    body: { fileName: file.name, contentType: file.type, contentBase64: toBase64(bytes) },
  });
}

/** The URL of a stored article image (cover). */
export const newsImageUrl = (fileId: string) => `/system/api/v1/news/image/${fileId}`;
