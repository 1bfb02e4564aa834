import type { HostInterfaces, StopTalkParams } from '@agrimap/video-sdk';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EAST_GATE, FakePlugin, fakeClientOptions } from './fake-plugin';
import { VideoWall } from './VideoWall';

function setup(interfaces: HostInterfaces) {
  const plugin = new FakePlugin([8000]);
  render(
    <VideoWall interfaces={interfaces} channels={[EAST_GATE]} clientOptions={fakeClientOptions(plugin)} />,
  );
  return plugin;
}

const real = async () => ({ url: 'rtsp://10.43.1.20:554/live/43010400001/1' });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function playing() {
  await waitFor(() =>
    expect(
      screen.getByRole('listitem', { name: '窗口 1' }).querySelector('.video-wall-window-state')?.textContent,
    ).toBe('播放中'),
  );
}

describe('window tools of a live window', { timeout: 30_000 }, () => {
  it('talks through the host interfaces and ends the talk', async () => {
    const talk = vi.fn(async () => ({ url: 'rtsp://10.43.1.20:554/talk/43010400001/1', session: 'talk-1' }));
    const stopTalk = vi.fn(async (_params: StopTalkParams) => null);
    const plugin = setup({ real, talk, stopTalk });
    await playing();
    fireEvent.click(screen.getByRole('button', { name: '对讲' }));
    expect(await screen.findByText('窗口 1 对讲已开启')).toBeTruthy();
    expect(plugin.requests('video.starttalk')[0]?.info).toMatchObject({
      audioType: 2,
      audioBit: 16,
      sampleRate: 8000,
      talkType: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: '结束对讲' }));
    expect(await screen.findByText('对讲已结束')).toBeTruthy();
    expect(stopTalk.mock.calls[0]?.[0]).toMatchObject({ data: { session: 'talk-1' } });
    expect(plugin.requests('video.closetalk')).toHaveLength(1);
  });

  it('says 207 when the talk interfaces are missing', async () => {
    setup({ real });
    await playing();
    fireEvent.click(screen.getByRole('button', { name: '对讲' }));
    expect(await screen.findByText(/请通过 request 属性传入.*talk/)).toBeTruthy();
  });

  it('takes a snapshot and offers it for saving', async () => {
    setup({ real });
    await playing();
    fireEvent.click(screen.getByRole('button', { name: '抓图' }));
    expect(await screen.findByText('窗口 1 抓图成功')).toBeTruthy();
    const link = screen.getByRole('link', { name: '保存抓图' });
    expect(link.getAttribute('href')).toBe('data:image/jpeg;base64,/9j/4AAQSkZJRg==');
  });

  it('records locally and tells where the file was saved', async () => {
    const plugin = setup({ real });
    await playing();
    fireEvent.click(screen.getByRole('button', { name: '本地录像' }));
    expect(await screen.findByText('窗口 1 开始本地录像')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '停止录像' }));
    expect(await screen.findByText(/本地录像已保存：C:.+0\.mp4/)).toBeTruthy();
    expect(plugin.requests('vidoe.localRecord')).toHaveLength(2);
  });
});
