/** Attachments of the forms' 上传 field: upload (base64 JSON), download the same bytes, size limit. */
import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { loggedInSandbox } from './helpers';

describe('file upload', () => {
  const env = loggedInSandbox();

  it('stores a file and gives the same bytes back with its name', async () => {
    const bytes = Buffer.from('%PDF-1.4 采购清单', 'utf8');
    const stored = unwrap(
      await env.admin.api.system.POST('/api/v1/file/upload', {
        body: {
          fileName: '采购清单.pdf',
          contentType: 'application/pdf',
          contentBase64: bytes.toString('base64'),
        },
      }),
    );
    expect(stored).toMatchObject({
      fileName: '采购清单.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    const download = await env.admin.api.system.GET('/api/v1/file/download', {
      params: { query: { fileId: stored.fileId } },
      parseAs: 'arrayBuffer',
    });
    expect(Buffer.from(download.data as ArrayBuffer)).toEqual(bytes);
    expect(download.response.headers.get('content-disposition')).toContain(
      encodeURIComponent('采购清单.pdf'),
    );
  });

  it('refuses more than 5 MB and content that is not base64', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64');
    const tooLarge = await env.admin.api.system.POST('/api/v1/file/upload', {
      body: { fileName: 'big.bin', contentBase64: big },
    });
    expect(tooLarge.response.status).toBe(400);
    expect(tooLarge.error).toMatchObject({ code: 400, msg: '文件不能超过5MB' });
    const notBase64 = await env.admin.api.system.POST('/api/v1/file/upload', {
      body: { fileName: 'x.txt', contentBase64: 'not base64!' },
    });
    expect(notBase64.response.status).toBe(400);
  });
});
