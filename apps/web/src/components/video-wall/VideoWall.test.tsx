import type { Clock, FrameScheduler, HostInterfaces, RealParams } from '@agrimap/video-sdk';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelIdOf, type VideoWallChannel } from './channels';
import { FakePlugin, fakeClientOptions } from './fake-plugin';
import type { VideoWallClientOptions } from './useVideoWall';
import { VideoWall } from './VideoWall';
import { VideoWallModal } from './VideoWallModal';

/** Frames that run only when the test says so. */
function manualFrames() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const scheduler: FrameScheduler = {
    request: (callback) => {
      next += 1;
      pending.set(next, callback);
      return next;
    },
    cancel: (handle) => {
      pending.delete(handle as number);
    },
  };
  return {
    scheduler,
    tick: () => {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback();
    },
    get pending() {
      return pending.size;
    },
  };
}

/** The global timers, counting the ones still pending. */
function countingClock() {
  const live = new Set<unknown>();
  const clock: Clock = {
    now: () => Date.now(),
    setTimeout: (callback, ms) => {
      const handle = setTimeout(() => {
        live.delete(handle);
        callback();
      }, ms);
      live.add(handle);
      return handle;
    },
    clearTimeout: (handle) => {
      live.delete(handle);
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
    setInterval: (callback, ms) => {
      const handle = setInterval(callback, ms);
      live.add(handle);
      return handle;
    },
    clearInterval: (handle) => {
      live.delete(handle);
      clearInterval(handle as ReturnType<typeof setInterval>);
    },
  };
  return { clock, pending: () => live.size };
}

function clientOptions(
  plugin: FakePlugin,
  extra: Partial<VideoWallClientOptions> = {},
): VideoWallClientOptions {
  return fakeClientOptions(plugin, {
    reconnectDelayMs: 30,
    frameScheduler: manualFrames().scheduler,
    ...extra,
  });
}

const real = vi.fn(async ({ data }: RealParams) => ({ url: `rtsp://10.43.1.20:554/live/${data.channelId}` }));
const interfaces: HostInterfaces = { real };

function channels(count: number, code = '43010400001'): VideoWallChannel[] {
  return Array.from({ length: count }, (_, i) => ({
    channelId: channelIdOf(code, i),
    channelName: `通道${i + 1}`,
    deviceCode: code,
  }));
}

function windows(): HTMLElement[] {
  return within(screen.getByRole('list', { name: '视频窗口' })).getAllByRole('listitem');
}

function windowOf(n: number): HTMLElement {
  return screen.getByRole('listitem', { name: `窗口 ${n}` });
}

function stateOf(n: number): string {
  return windowOf(n).querySelector('.video-wall-window-state')?.textContent ?? '';
}

function status(): string {
  return screen.getByRole('status', { name: '插件状态' }).textContent ?? '';
}

/** Whether the plugin installer is found at its address (the wall checks with a HEAD request). */
const installerRequests: string[] = [];
function installerFound(found: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      installerRequests.push(String(url));
      return found
        ? new Response(null, { status: 200, headers: { 'content-type': 'application/octet-stream' } })
        : new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } });
    }),
  );
}

beforeEach(() => {
  installerFound(true);
});

afterEach(() => {
  real.mockClear();
  installerRequests.length = 0;
  vi.unstubAllGlobals();
});

describe('<VideoWall> connection state', () => {
  it('shows 连接中 while looking for the plugin, then 已连接', async () => {
    const plugin = new FakePlugin([8000]);
    render(<VideoWall interfaces={interfaces} clientOptions={clientOptions(plugin)} />);
    expect(status()).toBe('连接中');
    await waitFor(() => expect(status()).toBe('已连接'));
    expect(plugin.requests('window.create')).toHaveLength(1);
    expect(screen.queryByText('未检测到视频插件，请下载安装后刷新页面')).toBeNull();
  });

  it('without a plugin says so, links the installer and looks again on 重新检测', async () => {
    const plugin = new FakePlugin([]);
    render(<VideoWall interfaces={interfaces} clientOptions={clientOptions(plugin)} />);
    expect(await screen.findByText('未检测到视频插件，请下载安装后刷新页面')).toBeTruthy();
    expect(status()).toBe('未检测到视频插件');
    const link = await screen.findByRole('link', { name: '下载插件' });
    expect(link.getAttribute('href')).toBe('/downloads/video-plugin-setup.exe');
    expect(installerRequests).toEqual(['/downloads/video-plugin-setup.exe']);

    plugin.ports.add(8000);
    fireEvent.click(screen.getByRole('button', { name: '重新检测' }));
    await waitFor(() => expect(status()).toBe('已连接'));
    expect(screen.queryByText('未检测到视频插件，请下载安装后刷新页面')).toBeNull();
  });

  it('links the configured installer URL', async () => {
    const plugin = new FakePlugin([]);
    render(
      <VideoWall
        interfaces={interfaces}
        downloadUrl="https://downloads.example.com/plugin.exe"
        clientOptions={clientOptions(plugin)}
      />,
    );
    const link = await screen.findByRole('link', { name: '下载插件' });
    expect(link.getAttribute('href')).toBe('https://downloads.example.com/plugin.exe');
  });

  it('never links a missing installer: asks to contact the administrator instead', async () => {
    installerFound(false);
    const plugin = new FakePlugin([]);
    render(<VideoWall interfaces={interfaces} clientOptions={clientOptions(plugin)} />);
    expect(await screen.findByText('暂未提供插件安装包，请联系管理员获取')).toBeTruthy();
    expect(screen.getByText('未检测到视频插件，请下载安装后刷新页面')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '下载插件' })).toBeNull();
    expect(screen.getByRole('button', { name: '重新检测' })).toBeTruthy();
  });

  it('shows 连接失败 with the player message for an unsupported browser (1002)', async () => {
    const plugin = new FakePlugin([8000]);
    const oldChrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36';
    render(
      <VideoWall interfaces={interfaces} clientOptions={clientOptions(plugin, { userAgent: oldChrome })} />,
    );
    expect(
      await screen.findByText('连接失败：当前的浏览器版本不支持！请使用 76 及以上版本的浏览器'),
    ).toBeTruthy();
    expect(status()).toBe('连接失败');
    expect(plugin.sockets).toHaveLength(0);
  });

  it('shows 重连中 with 1003 when the plugin goes away, and plays again once it is back', async () => {
    const plugin = new FakePlugin([8000]);
    render(
      <VideoWall interfaces={interfaces} channels={channels(1)} clientOptions={clientOptions(plugin)} />,
    );
    await waitFor(() => expect(stateOf(1)).toBe('播放中'));

    act(() => plugin.crash());
    await waitFor(() => expect(status()).toBe('重连中'));
    expect(screen.getByText('无法与播放器建立连接，正在尝试重连...')).toBeTruthy();
    expect(stateOf(1)).toBe('错误：无法与播放器建立连接，正在尝试重连...');

    plugin.ports.add(8000);
    await waitFor(() => expect(status()).toBe('已连接'));
    await waitFor(() => expect(stateOf(1)).toBe('播放中'));
    expect(screen.queryByText('无法与播放器建立连接，正在尝试重连...')).toBeNull();
  });

  it('prompts an upgrade for an old plugin version', async () => {
    const plugin = new FakePlugin([8000]);
    plugin.version = '2208010000';
    render(<VideoWall interfaces={interfaces} clientOptions={clientOptions(plugin)} />);
    expect(await screen.findByText('当前电脑上的插件版本过低,建议升级插件!')).toBeTruthy();
    expect((await screen.findByRole('link', { name: '下载新版插件' })).getAttribute('href')).toBe(
      '/downloads/video-plugin-setup.exe',
    );
    expect(status()).toBe('已连接');
  });

  it('does not prompt an upgrade for the required version', async () => {
    const plugin = new FakePlugin([8000]);
    render(<VideoWall interfaces={interfaces} clientOptions={clientOptions(plugin)} />);
    await waitFor(() => expect(status()).toBe('已连接'));
    expect(screen.queryByText('当前电脑上的插件版本过低,建议升级插件!')).toBeNull();
  });
});

describe('<VideoWall> layouts', () => {
  it('switches between 1, 4, 9, 16, 25, 36, 49 and 64 windows and tells the plugin', async () => {
    const plugin = new FakePlugin([8000]);
    render(<VideoWall interfaces={interfaces} clientOptions={clientOptions(plugin)} />);
    await waitFor(() => expect(status()).toBe('已连接'));
    expect(windows()).toHaveLength(1);
    for (const layout of [4, 9, 16, 25, 36, 49, 64, 1]) {
      fireEvent.click(screen.getByText(`${layout}画面`));
      expect(windows()).toHaveLength(layout);
      await waitFor(() =>
        expect(plugin.requests('video.division.change').at(-1)?.info.division).toBe(layout),
      );
    }
    expect(plugin.requests('video.division.change').map((request) => request.info.division)).toEqual([
      4, 9, 16, 25, 36, 49, 64, 1,
    ]);
  });

  it('lays the windows out as a square grid', async () => {
    const plugin = new FakePlugin([]);
    render(<VideoWall interfaces={interfaces} defaultLayout={16} clientOptions={clientOptions(plugin)} />);
    const grid = screen.getByRole('list', { name: '视频窗口' });
    expect(grid.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
    expect(grid.style.gridTemplateRows).toBe('repeat(4, minmax(0, 1fr))');
    fireEvent.click(screen.getByText('49画面'));
    expect(grid.style.gridTemplateColumns).toBe('repeat(7, minmax(0, 1fr))');
  });

  it('starts with the smallest layout that shows every channel and creates the window with it', async () => {
    const plugin = new FakePlugin([8000]);
    render(
      <VideoWall interfaces={interfaces} channels={channels(5)} clientOptions={clientOptions(plugin)} />,
    );
    expect(windows()).toHaveLength(9);
    await waitFor(() => expect(plugin.requests('window.create')).toHaveLength(1));
    expect(plugin.requests('window.create')[0]?.info).toMatchObject({ num: 9, windowType: 0 });
  });

  it('switches the layout before the plugin is found and creates the window with it', async () => {
    const plugin = new FakePlugin([]);
    render(<VideoWall interfaces={interfaces} clientOptions={clientOptions(plugin)} />);
    await screen.findByText('未检测到视频插件，请下载安装后刷新页面');
    fireEvent.click(screen.getByText('25画面'));
    expect(windows()).toHaveLength(25);
    plugin.ports.add(8000);
    fireEvent.click(screen.getByRole('button', { name: '重新检测' }));
    await waitFor(() => expect(plugin.requests('window.create')).toHaveLength(1));
    expect(plugin.requests('window.create')[0]?.info.num).toBe(25);
  });
});

describe('<VideoWall> windows', () => {
  it('shows each window as 空闲, 加载中, 播放中 or 错误 with the player message', async () => {
    const plugin = new FakePlugin([8000]);
    const list = channels(6);
    plugin.liveResult = (channelId) => {
      if (channelId === list[1]?.channelId) return 10704;
      if (channelId === list[2]?.channelId) return -405;
      if (channelId === list[3]?.channelId) return undefined;
      return 0;
    };
    const failingReal: HostInterfaces['real'] = async (params) => {
      if (params.data.channelId === list[4]?.channelId) throw new Error('503');
      return real(params);
    };
    render(
      <VideoWall
        interfaces={{ real: failingReal }}
        channels={list.slice(0, 5)}
        defaultLayout={9}
        clientOptions={clientOptions(plugin)}
      />,
    );
    await waitFor(() => expect(stateOf(1)).toBe('播放中'));
    await waitFor(() => expect(stateOf(2)).toBe('错误：打开视频失败'));
    await waitFor(() => expect(stateOf(3)).toBe('错误：打开视频超时'));
    expect(stateOf(4)).toBe('加载中');
    await waitFor(() => expect(stateOf(5)).toBe('错误：real 接口调用失败'));
    for (const n of [6, 7, 8, 9]) expect(stateOf(n)).toBe('空闲');
    expect(within(windowOf(1)).getByText('通道1')).toBeTruthy();
    expect(within(windowOf(3)).getByText('通道3')).toBeTruthy();

    const opened = plugin.requests('video.realmonitor');
    expect(opened.map((request) => request.info.snum)).toEqual([0, 1, 2, 3]);
    expect(opened[0]?.info).toMatchObject({
      channelId: '43010400001$1$0$0',
      channelName: '通道1',
      deviceCode: '43010400001',
      path: 'rtsp://10.43.1.20:554/live/43010400001$1$0$0',
      streamType: 1,
    });
  });

  it('shows a stream the plugin cannot reopen as 错误 (204)', async () => {
    const plugin = new FakePlugin([8000]);
    render(
      <VideoWall interfaces={interfaces} channels={channels(1)} clientOptions={clientOptions(plugin)} />,
    );
    await waitFor(() => expect(stateOf(1)).toBe('播放中'));
    act(() => plugin.event('video.reopenvideo', { hwnd: plugin.hwnd, snum: 0, count: 3 }));
    await waitFor(() => expect(stateOf(1)).toBe('错误：流异常断开，请重新连接~'));
  });

  it('selects a window by click and follows the plugin selection', async () => {
    const plugin = new FakePlugin([8000]);
    render(
      <VideoWall interfaces={interfaces} channels={channels(4)} clientOptions={clientOptions(plugin)} />,
    );
    await waitFor(() => expect(stateOf(3)).toBe('播放中'));
    expect(windowOf(1).getAttribute('aria-current')).toBe('true');

    fireEvent.click(windowOf(3));
    expect(windowOf(3).getAttribute('aria-current')).toBe('true');
    expect(windowOf(1).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('窗口 3：播放中')).toBeTruthy();
    await waitFor(() => expect(plugin.requests('window.select').at(-1)?.info.snum).toBe(2));

    act(() => plugin.event('window.selected', { hwnd: plugin.hwnd, snum: 1 }));
    await waitFor(() => expect(windowOf(2).getAttribute('aria-current')).toBe('true'));
    expect(windowOf(3).getAttribute('aria-current')).toBeNull();
  });

  it('closes one window, a window closed in the plugin, and all windows', async () => {
    const plugin = new FakePlugin([8000]);
    render(
      <VideoWall interfaces={interfaces} channels={channels(4)} clientOptions={clientOptions(plugin)} />,
    );
    await waitFor(() => expect(stateOf(4)).toBe('播放中'));

    fireEvent.click(screen.getByRole('button', { name: '关闭窗口 1' }));
    expect(stateOf(1)).toBe('空闲');
    expect(screen.queryByRole('button', { name: '关闭窗口 1' })).toBeNull();
    await waitFor(() =>
      expect(plugin.requests('video.close').at(-1)?.info).toMatchObject({ snum: 0, isAll: false }),
    );

    act(() => plugin.event('video.close', { hwnd: plugin.hwnd, snum: 1 }));
    await waitFor(() => expect(stateOf(2)).toBe('空闲'));
    expect(stateOf(3)).toBe('播放中');

    fireEvent.click(windowOf(3));
    fireEvent.click(screen.getByRole('button', { name: '关闭窗口' }));
    expect(stateOf(3)).toBe('空闲');

    fireEvent.click(screen.getByRole('button', { name: '全部关闭' }));
    expect(stateOf(4)).toBe('空闲');
    await waitFor(() => expect(plugin.requests('video.close').at(-1)?.info).toMatchObject({ isAll: true }));
    expect((screen.getByRole('button', { name: '全部关闭' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('plays at most 64 channels and says so', async () => {
    const plugin = new FakePlugin([8000]);
    render(
      <VideoWall interfaces={interfaces} channels={channels(65)} clientOptions={clientOptions(plugin)} />,
    );
    expect(await screen.findByText('最大只支持64路播放')).toBeTruthy();
    expect(windows()).toHaveLength(64);
    await waitFor(() => expect(plugin.requests('video.realmonitor')).toHaveLength(64));
    await waitFor(() => expect(stateOf(64)).toBe('播放中'));
  });

  it('reports a missing real interface (207)', async () => {
    const plugin = new FakePlugin([8000]);
    render(<VideoWall interfaces={{}} channels={channels(1)} clientOptions={clientOptions(plugin)} />);
    expect(await screen.findByText('请通过 request 属性传入 real 接口')).toBeTruthy();
    expect(stateOf(1)).toBe('空闲');
    expect(plugin.requests('video.realmonitor')).toHaveLength(0);
  });

  it('opens the new channels when the channel list changes', async () => {
    const plugin = new FakePlugin([8000]);
    const options = clientOptions(plugin);
    const { rerender } = render(
      <VideoWall interfaces={interfaces} channels={channels(1, 'A')} clientOptions={options} />,
    );
    await waitFor(() => expect(stateOf(1)).toBe('播放中'));
    rerender(<VideoWall interfaces={interfaces} channels={channels(2, 'B')} clientOptions={options} />);
    await waitFor(() => expect(stateOf(2)).toBe('播放中'));
    expect(plugin.requests('video.close').at(-1)?.info).toMatchObject({ isAll: true });
    expect(plugin.requests('video.realmonitor').map((request) => request.info.channelId)).toEqual([
      'A$1$0$0',
      'B$1$0$0',
      'B$1$0$1',
    ]);
  });

  it('keeps the plugin window on the grid and cut out under overlays', async () => {
    const plugin = new FakePlugin([8000]);
    const frames = manualFrames();
    render(
      <VideoWall
        interfaces={interfaces}
        clientOptions={clientOptions(plugin, { frameScheduler: frames.scheduler })}
      />,
    );
    await waitFor(() => expect(plugin.requests('window.create')).toHaveLength(1));
    await waitFor(() => expect(frames.pending).toBe(1));
    const grid = screen.getByRole('list', { name: '视频窗口' });
    vi.spyOn(grid, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, 640, 360));
    const menu = document.createElement('div');
    menu.className = 'ant-dropdown';
    vi.spyOn(menu, 'getBoundingClientRect').mockReturnValue(new DOMRect(600, 0, 200, 200));
    document.body.append(menu);
    try {
      act(() => frames.tick());
      expect(plugin.requests('window.change').at(-1)?.info).toMatchObject({
        left: 100,
        top: 50,
        right: 740,
        bottom: 410,
        width: 640,
        height: 360,
      });
      expect(plugin.requests('window.shield').at(-1)?.info.region).toEqual([600, 50, 140, 150]);
      const changes = plugin.requests('window.change').length;
      act(() => frames.tick());
      expect(plugin.requests('window.change')).toHaveLength(changes);
    } finally {
      menu.remove();
    }
  });
});

describe('<VideoWall> unmount', () => {
  it('destroys the plugin window and disposes of the client: no socket, timer, frame or listener left', async () => {
    const plugin = new FakePlugin([8000]);
    const frames = manualFrames();
    const timers = countingClock();
    const added: string[] = [];
    const removed: string[] = [];
    const track = (target: Window | Document) => {
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
        added.push(type);
        add(type, listener, options);
      });
      vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
        removed.push(type);
        remove(type, listener, options);
      });
    };
    track(window);
    track(document);
    try {
      const { unmount } = render(
        <VideoWall
          interfaces={interfaces}
          channels={channels(4)}
          clientOptions={clientOptions(plugin, { clock: timers.clock, frameScheduler: frames.scheduler })}
        />,
      );
      await waitFor(() => expect(stateOf(4)).toBe('播放中'));
      expect(timers.pending()).toBeGreaterThan(0); // the heartbeat
      expect(frames.pending).toBe(1);
      const wallEvents = ['visibilitychange', 'focus', 'blur', 'beforeunload'];
      for (const type of wallEvents) expect(added).toContain(type);

      unmount();
      expect(plugin.requests('window.destroy')).toHaveLength(1);
      expect(plugin.requests('window.destroy')[0]?.info.hwnd).toBe(plugin.hwnd);
      expect(timers.pending()).toBe(0);
      expect(frames.pending).toBe(0);
      for (const type of wallEvents) {
        expect(removed.filter((t) => t === type)).toHaveLength(added.filter((t) => t === type).length);
      }
      await waitFor(() => expect(plugin.openSockets).toHaveLength(0));
      // Nothing comes back: no reconnect, no new socket.
      const sockets = plugin.sockets.length;
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(plugin.sockets).toHaveLength(sockets);
      expect(timers.pending()).toBe(0);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('leaves nothing behind when unmounted while still looking for the plugin', async () => {
    const plugin = new FakePlugin([8000]);
    plugin.answersVersion = false;
    const timers = countingClock();
    const { unmount } = render(
      <VideoWall
        interfaces={interfaces}
        clientOptions={clientOptions(plugin, { clock: timers.clock, probeTimeoutMs: 5000 })}
      />,
    );
    await waitFor(() => expect(plugin.requests('common.version')).toHaveLength(1));
    expect(status()).toBe('连接中');
    expect(timers.pending()).toBe(1); // the probe timeout
    unmount();
    expect(timers.pending()).toBe(0);
    await waitFor(() => expect(plugin.openSockets).toHaveLength(0));
  });
});

describe('<VideoWallModal>', () => {
  it('plays the channels in a dialog and takes the plugin window down when closed', async () => {
    const plugin = new FakePlugin([8000]);
    const onClose = vi.fn();
    const options = clientOptions(plugin);
    // No dialog animation: the DOM emulation never ends CSS transitions (a browser ends them after
    // ~0.3 s and then unmounts the wall the same way).
    const still = (ui: ReactElement) => (
      <ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>
    );
    const { rerender } = render(
      still(
        <VideoWallModal
          open
          onClose={onClose}
          title="实时视频 - 仓库东门"
          interfaces={interfaces}
          channels={channels(2)}
          clientOptions={options}
        />,
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('实时视频 - 仓库东门')).toBeTruthy();
    await waitFor(() => expect(stateOf(2)).toBe('播放中'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      still(
        <VideoWallModal
          open={false}
          onClose={onClose}
          interfaces={interfaces}
          channels={channels(2)}
          clientOptions={options}
        />,
      ),
    );
    expect(plugin.requests('window.destroy')).toHaveLength(1);
    await waitFor(() => expect(plugin.openSockets).toHaveLength(0));
  });
});
