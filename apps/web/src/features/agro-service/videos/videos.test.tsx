import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialog, dialogField, listTotal, tableRow } from '@/test/dom';
import { click } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { mediaType } from './api';
import { formatDuration, formatSize } from './format';
import { VIDEO_TIP } from './MediaFields';
import { VideosPage } from './VideosPage';

const sandbox = withSandbox();
const URL = '/agroService/agrotechnicalVideo/index';
const TABLE = '.video-table';

/** Picks files in the dialog's video input, as the browser's file chooser would. */
function chooseVideo(file: File) {
  const input = dialog().querySelector<HTMLInputElement>(
    '.video-file-field input[type=file]',
  ) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

/** The browser has read the picked file's metadata: the preview `<video>` reports its duration. */
function metadataLoaded(seconds: number) {
  const video = within(dialog()).getByLabelText('视频预览') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
  fireEvent(video, new Event('loadedmetadata'));
}

/** A file whose bytes begin like a WebM (EBML header), `size` bytes long. */
const webm = (name: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return new File([bytes], name, { type: 'video/webm' });
};

describe('<VideosPage>', { timeout: 120_000 }, () => {
  it('lists the videos with category, duration and plays; filters by category', async () => {
    await renderScreen(<VideosPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 2 条记录'));
    const rice = tableRow(TABLE, '水稻机插秧操作要点');
    await waitFor(() => expect(rice.textContent).toContain('农机操作'));
    expect(rice.textContent).toContain('00:04');
    expect(rice.textContent).toContain('128');
    expect(rice.querySelector('img')?.getAttribute('src')).toMatch(/^\/base\/api\/v1\/agro\/media\/c/);

    fireEvent.mouseDown(screen.getByLabelText('分类'));
    fireEvent.click(await screen.findByTitle('病虫害防治'));
    click('查询');
    await waitFor(() => expect(listTotal()).toBe('共查询到 1 条记录'));
    expect(sandbox.lastBody('agroVideoPage')).toMatchObject({ category: '02', page: 1 });
  });

  it('refuses a wrong type and a file over 5 MB with the upload tip, sending nothing', async () => {
    await renderScreen(<VideosPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 2 条记录'));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('上传农技视频'));
    expect(within(dialog()).getByText(VIDEO_TIP)).toBeTruthy();
    expect(VIDEO_TIP).toBe('只能上传不超过5MB的.mp4,.webm文件');

    chooseVideo(new File([new Uint8Array(64)], '插秧.avi', { type: 'video/x-msvideo' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(VIDEO_TIP);
    chooseVideo(webm('插秧.webm', 5 * 1024 * 1024 + 1));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(VIDEO_TIP);
    expect(sandbox.calls('agroMediaUpload')).toEqual([]);

    // A file that only claims to be a video is refused by the server, with the same tip.
    chooseVideo(new File([new Uint8Array(64).fill(7)], '伪装.webm', { type: 'video/webm' }));
    await waitFor(() => expect(sandbox.calls('agroMediaUpload')).toHaveLength(1));
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe(VIDEO_TIP));

    click('确定', dialog());
    expect(await within(dialog()).findByText('请上传视频文件')).toBeTruthy();
    expect(await within(dialog()).findByText('请输入视频标题')).toBeTruthy();
    expect(await within(dialog()).findByText('请选择分类')).toBeTruthy();
    expect(sandbox.calls('agroVideoSave')).toEqual([]);
  });

  it('uploads a video, reads its duration from the metadata and saves it', async () => {
    const { toasts } = await renderScreen(<VideosPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 2 条记录'));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('上传农技视频'));
    fireEvent.change(dialogField('视频标题'), { target: { value: '油菜机械化直播' } });
    fireEvent.mouseDown(within(dialog()).getByLabelText('分类'));
    fireEvent.click(await screen.findByTitle('栽培技术'));

    chooseVideo(webm('油菜直播.webm', 2048));
    await waitFor(() =>
      expect(sandbox.lastBody('agroMediaUpload')).toMatchObject({ kind: 'video', contentType: 'video/webm' }),
    );
    metadataLoaded(83.4);
    await waitFor(() => expect(dialog().textContent).toContain('油菜直播.webm（2.0 KB，时长 01:23）'));

    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    expect(sandbox.lastBody('agroVideoSave')).toMatchObject({
      title: '油菜机械化直播',
      category: '01',
      durationSec: 83,
      coverId: null,
      fileId: expect.stringMatching(/^v/),
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 3 条记录'));
    expect(tableRow(TABLE, '油菜机械化直播').textContent).toContain('01:23');
  });

  it('counts one play per playback, not per seek or resume', async () => {
    await renderScreen(<VideosPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 2 条记录'));
    click('播放', tableRow(TABLE, '水稻机插秧操作要点'));
    const player = (await screen.findByLabelText('视频播放器')) as HTMLVideoElement;
    expect(player.getAttribute('src')).toMatch(/^\/base\/api\/v1\/agro\/media\/v/);
    fireEvent(player, new Event('play'));
    await waitFor(() => expect(screen.getByText('播放量 129')).toBeTruthy());
    // Seeking, pausing and resuming are the same playback.
    fireEvent(player, new Event('seeking'));
    fireEvent(player, new Event('seeked'));
    fireEvent(player, new Event('pause'));
    fireEvent(player, new Event('play'));
    expect(sandbox.calls('agroVideoPlay')).toHaveLength(1);
    // Played again from the end: a new view.
    fireEvent(player, new Event('ended'));
    fireEvent(player, new Event('play'));
    await waitFor(() => expect(screen.getByText('播放量 130')).toBeTruthy());
    expect(sandbox.calls('agroVideoPlay')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(tableRow(TABLE, '水稻机插秧操作要点').textContent).toContain('130'));
  });

  it('a list failure offers 重试; the operator sees the list and plays', async () => {
    await sandbox.fault('agroVideoPage', 'error', { msg: '视频服务维护中', times: 1 });
    await renderScreen(<VideosPage />, { as: 'operator', url: URL });
    fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(listTotal()).toBe('共查询到 2 条记录'));
    expect(button('播放', tableRow(TABLE, '水稻机插秧操作要点'))).toBeTruthy();
  });
});

describe('video helpers', () => {
  it('formats durations and sizes and knows a file type by its extension', () => {
    expect(formatDuration(4)).toBe('00:04');
    expect(formatDuration(83.4)).toBe('01:23');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2.0 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(mediaType({ name: 'a.MP4', type: '' })).toBe('video/mp4');
    expect(mediaType({ name: 'a.webm', type: 'video/webm' })).toBe('video/webm');
    expect(mediaType({ name: 'a.jpg', type: '' })).toBe('image/jpeg');
  });
});
