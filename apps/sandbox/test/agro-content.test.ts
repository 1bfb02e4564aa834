/**
 * 农技方案 and 农技视频 in the sandbox: the scheme state machine (草稿 → 已发布 ⇄ 已撤回) and its
 * sanitised measures, media uploads refused by type, signature and size (nothing stored), HTTP
 * Range answers of the served media (206 / 416) and the play count.
 */
import { unwrap } from '@agrimap/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasSignature, MAX_VIDEO_BYTES, parseRange } from '../src/handlers/base/agro-videos';
import { SEED_MEDIA } from '../src/seed/agro-content';
import { checksums, loggedInSandbox, providerState } from './helpers';

const WEBM_HEAD = [0x1a, 0x45, 0xdf, 0xa3];
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const VIDEO_TIP = '只能上传不超过5MB的.mp4,.webm文件';

describe('agricultural content (schemes and videos)', { timeout: 60_000 }, () => {
  const env = loggedInSandbox();
  let cropId: number;

  beforeAll(async () => {
    const listed = unwrap(
      await env.admin.api.base.POST('/api/v1/agro/scheme/page', {
        body: { title: '稻飞虱', page: 1, pageSize: 10 },
      }),
    );
    cropId = listed.records[0]?.cropId as number;
  });

  const media = (fileId: string, range?: string) =>
    fetch(`${env.url}/base/api/v1/agro/media/${fileId}`, range ? { headers: { Range: range } } : {});

  describe('schemes', () => {
    it('lists the seeded schemes with their crop and resolves the recommended SKUs', async () => {
      const page = unwrap(
        await env.admin.api.base.POST('/api/v1/agro/scheme/page', { body: { page: 1, pageSize: 50 } }),
      );
      expect(page.total).toBeGreaterThanOrEqual(5);
      const rice = page.records.find((r) => r.title === '水稻分蘖期稻飞虱综合防治方案');
      expect(rice).toMatchObject({ cropName: '水稻', stage: '分蘖期', status: 1, skuCount: 2 });
      const detail = unwrap(
        await env.admin.api.base.GET('/api/v1/agro/scheme/detail', {
          params: { query: { id: rice?.id as number } },
        }),
      );
      expect(detail.skus.map((s) => s.skuName)).toEqual([
        expect.stringContaining('阿维菌素'),
        expect.stringContaining('氯虫苯甲酰胺'),
      ]);
      const drafts = unwrap(
        await env.admin.api.base.POST('/api/v1/agro/scheme/page', {
          body: { status: 0, page: 1, pageSize: 50 },
        }),
      );
      expect(drafts.records.every((r) => r.status === 0)).toBe(true);
    });

    it('publishes and withdraws along the state machine, refusing every other move', async () => {
      const saved = await env.admin.api.base.POST('/api/v1/agro/scheme/save', {
        body: {
          title: '玉米大喇叭口期草地贪夜蛾防治',
          cropId,
          stage: '大喇叭口期',
          problem: '草地贪夜蛾',
          measures: '<p>心叶期撒施颗粒剂</p><img src=x onerror=alert(1)><script>alert(2)</script>',
          specIds: [15],
          attachments: [],
        },
      });
      expect(saved.data?.msg).toBe('保存成功');
      const id = unwrap(saved).id;
      const detail = async () =>
        unwrap(await env.admin.api.base.GET('/api/v1/agro/scheme/detail', { params: { query: { id } } }));
      const draft = await detail();
      expect(draft).toMatchObject({ status: 0, publishTime: null, author: '系统管理员' });
      expect(draft.measures).toBe('<p>心叶期撒施颗粒剂</p>');

      const status = (action: 'publish' | 'withdraw') =>
        env.admin.api.base.POST('/api/v1/agro/scheme/status', { body: { id, action } });
      const withdrawDraft = await status('withdraw');
      expect(withdrawDraft.error).toMatchObject({ code: 409, msg: '只有已发布的方案可以撤回' });
      expect(withdrawDraft.response.status).toBe(409);

      expect((await status('publish')).data?.msg).toBe('发布成功');
      expect(await detail()).toMatchObject({ status: 1, publishTime: expect.any(String) });
      expect((await status('publish')).error).toMatchObject({ code: 409, msg: '方案已发布' });
      const edit = await env.admin.api.base.POST('/api/v1/agro/scheme/save', {
        body: {
          id,
          title: '改',
          cropId,
          stage: '大喇叭口期',
          problem: '草地贪夜蛾',
          measures: '<p>x</p>',
          specIds: [],
          attachments: [],
        },
      });
      expect(edit.error).toMatchObject({ code: 409, msg: '已发布的方案不能编辑，请先撤回' });
      const remove = await env.admin.api.base.POST('/api/v1/agro/scheme/delete', { body: { id } });
      expect(remove.error).toMatchObject({ code: 409, msg: '已发布的方案不能删除' });

      expect((await status('withdraw')).data?.msg).toBe('撤回成功');
      expect((await detail()).status).toBe(2);
      expect((await status('withdraw')).error).toMatchObject({ code: 409 });
      const edited = await env.admin.api.base.POST('/api/v1/agro/scheme/save', {
        body: {
          id,
          title: '玉米草地贪夜蛾防治（修订）',
          cropId,
          stage: '大喇叭口期',
          problem: '草地贪夜蛾',
          measures: '<p>修订</p>',
          specIds: [],
          attachments: [],
        },
      });
      expect(edited.error).toBeUndefined();
      expect(await detail()).toMatchObject({ title: '玉米草地贪夜蛾防治（修订）', status: 2, skus: [] });
      expect((await status('publish')).data?.msg).toBe('发布成功');
      expect((await detail()).status).toBe(1);
      await status('withdraw');
      expect(
        (await env.admin.api.base.POST('/api/v1/agro/scheme/delete', { body: { id } })).error,
      ).toBeUndefined();
      const gone = await env.admin.api.base.GET('/api/v1/agro/scheme/detail', { params: { query: { id } } });
      expect(gone.error).toMatchObject({ code: 404, msg: '农技方案不存在' });
    });

    it('refuses an unknown crop, an unknown SKU, a missing attachment and empty measures, saving nothing', async () => {
      const before = await checksums(env.url);
      const base = {
        title: '无效方案',
        cropId,
        stage: '苗期',
        problem: '立枯病',
        measures: '<p>措施</p>',
        specIds: [] as number[],
        attachments: [] as { fileId: string; name: string }[],
      };
      const save = (patch: Partial<typeof base>) =>
        env.admin.api.base.POST('/api/v1/agro/scheme/save', { body: { ...base, ...patch } });
      expect((await save({ cropId: 999_999 })).error).toMatchObject({ code: 400, msg: '作物不存在' });
      expect((await save({ specIds: [999_999] })).error).toMatchObject({ code: 400, msg: '推荐农资不存在' });
      expect((await save({ attachments: [{ fileId: 'nope', name: 'a.pdf' }] })).error).toMatchObject({
        code: 400,
        msg: '附件不存在',
      });
      expect((await save({ measures: '<script>alert(1)</script>' })).error).toMatchObject({
        code: 400,
        msg: '防治措施不能为空',
      });
      expect((await checksums(env.url)).tables).toEqual(before.tables);
    });
  });

  describe('videos', () => {
    it('serves a seeded video whole (200) and by byte range (206), refusing a range outside it (416)', async () => {
      const whole = await media(SEED_MEDIA.webm);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/webm');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const bytes = new Uint8Array(await whole.arrayBuffer());
      expect([...bytes.subarray(0, 4)]).toEqual(WEBM_HEAD);
      const size = bytes.length;

      const first = await media(SEED_MEDIA.webm, 'bytes=0-99');
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
      expect(new Uint8Array(await first.arrayBuffer())).toEqual(bytes.subarray(0, 100));

      const open = await media(SEED_MEDIA.webm, 'bytes=100-');
      expect(open.status).toBe(206);
      expect(open.headers.get('content-range')).toBe(`bytes 100-${size - 1}/${size}`);
      expect(new Uint8Array(await open.arrayBuffer())).toEqual(bytes.subarray(100));

      const suffix = await media(SEED_MEDIA.webm, 'bytes=-16');
      expect(suffix.status).toBe(206);
      expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.subarray(size - 16));

      const beyond = await media(SEED_MEDIA.webm, `bytes=${size}-`);
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
      expect(await beyond.json()).toMatchObject({ code: 416, msg: '请求的范围超出文件大小' });

      expect((await media('v00000000missing')).status).toBe(404);
    });

    it('refuses a wrong type, a disguised file and a file over 5 MB with the upload tip, storing nothing', async () => {
      const before = await checksums(env.url);
      const upload = (contentType: string, content: Buffer, fileName = 'a.webm') =>
        env.admin.api.base.POST('/api/v1/agro/media/upload', {
          body: { kind: 'video', fileName, contentType, contentBase64: content.toString('base64') },
        });
      const webm = Buffer.concat([Buffer.from(WEBM_HEAD), Buffer.alloc(64, 1)]);
      for (const reply of [
        await upload('video/x-msvideo', webm, 'a.avi'),
        await upload('video/webm', Buffer.from(PNG, 'base64')),
        await upload('video/webm', Buffer.concat([Buffer.from(WEBM_HEAD), Buffer.alloc(MAX_VIDEO_BYTES, 0)])),
      ]) {
        expect(reply.response.status).toBe(400);
        expect(reply.error).toMatchObject({ code: 400, msg: VIDEO_TIP });
      }
      const cover = await env.admin.api.base.POST('/api/v1/agro/media/upload', {
        body: {
          kind: 'cover',
          fileName: 'a.webm',
          contentType: 'video/webm',
          contentBase64: webm.toString('base64'),
        },
      });
      expect(cover.error).toMatchObject({ code: 400, msg: '只能上传不超过2MB的.png,.jpg,.jpeg,.webp文件' });
      expect((await checksums(env.url)).tables).toEqual(before.tables);
    });

    it('stores an upload, saves a video with it and counts one view per play', async () => {
      const whole = new Uint8Array(await (await media(SEED_MEDIA.mp4)).arrayBuffer());
      const up = unwrap(
        await env.admin.api.base.POST('/api/v1/agro/media/upload', {
          body: {
            kind: 'video',
            fileName: '油菜移栽.mp4',
            contentType: 'video/mp4',
            contentBase64: Buffer.from(whole).toString('base64'),
          },
        }),
      );
      expect(up).toMatchObject({ kind: 'video', contentType: 'video/mp4', size: whole.length });
      expect(up.url).toBe(`/base/api/v1/agro/media/${up.fileId}`);
      expect(new Uint8Array(await (await media(up.fileId)).arrayBuffer())).toEqual(whole);

      const missing = await env.admin.api.base.POST('/api/v1/agro/video/save', {
        body: { title: '无文件', category: '01', fileId: 'v0000missing', durationSec: 4 },
      });
      expect(missing.error).toMatchObject({ code: 400, msg: '视频文件不存在' });

      const { id } = unwrap(
        await env.admin.api.base.POST('/api/v1/agro/video/save', {
          body: {
            title: '油菜移栽技术',
            cropId,
            category: '01',
            fileId: up.fileId,
            coverId: null,
            durationSec: 4,
            description: '移栽',
          },
        }),
      );
      const video = unwrap(
        await env.admin.api.base.GET('/api/v1/agro/video/detail', { params: { query: { id } } }),
      );
      expect(video).toMatchObject({
        title: '油菜移栽技术',
        fileName: '油菜移栽.mp4',
        contentType: 'video/mp4',
        viewCount: 0,
        durationSec: 4,
      });
      const play = async () =>
        unwrap(await env.admin.api.base.POST('/api/v1/agro/video/play', { body: { id } })).viewCount;
      expect(await play()).toBe(1);
      expect(await play()).toBe(2);
      const listed = unwrap(
        await env.admin.api.base.POST('/api/v1/agro/video/page', {
          body: { title: '油菜移栽', page: 1, pageSize: 10 },
        }),
      );
      expect(listed.records.map((r) => [r.title, r.viewCount])).toEqual([['油菜移栽技术', 2]]);

      expect(
        (await env.admin.api.base.POST('/api/v1/agro/video/delete', { body: { id } })).error,
      ).toBeUndefined();
      expect((await media(up.fileId)).status).toBe(404);
    });
  });

  it('sets up the contract fixtures again and again (provider state)', async () => {
    const setUp = () => providerState(env.url, 'the agro content fixtures exist');
    expect((await setUp()).status).toBe(200);
    unwrap(await env.admin.api.base.POST('/api/v1/agro/scheme/delete', { body: { id: 9871 } }));
    unwrap(await env.admin.api.base.POST('/api/v1/agro/video/delete', { body: { id: 9872 } }));
    expect((await setUp()).status).toBe(200);
    const schemes = unwrap(
      await env.admin.api.base.POST('/api/v1/agro/scheme/page', {
        body: { title: '契约', page: 1, pageSize: 10 },
      }),
    );
    expect(schemes.records.map((r) => [r.id, r.status]).sort()).toEqual([
      [9871, 0],
      [9872, 1],
    ]);
    const refused = await env.admin.api.base.POST('/api/v1/agro/scheme/status', {
      body: { id: 9871, action: 'withdraw' },
    });
    expect(refused.error).toMatchObject({ code: 409, msg: '只有已发布的方案可以撤回' });
    const video = unwrap(
      await env.admin.api.base.GET('/api/v1/agro/video/detail', { params: { query: { id: 9871 } } }),
    );
    expect(video).toMatchObject({ fileId: 'vpact9871', coverId: 'cpact9871', viewCount: 12, size: 64 });
    const beyond = await media('vpact9871', 'bytes=100000-');
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */64');
  });

  it('parses byte ranges and recognises file signatures', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-200', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(
      hasSignature(Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]), 'video/mp4'),
    ).toBe(true);
    expect(hasSignature(Buffer.from(PNG, 'base64'), 'image/png')).toBe(true);
    expect(hasSignature(Buffer.from(PNG, 'base64'), 'video/mp4')).toBe(false);
  });
});
