import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOOLBAR_BUTTONS, ToolbarButton, WindowType } from '../constants.js';
import { Method } from '../protocol.js';
import { connectedClient, flush, WINDOW } from '../testing/harness.js';
import type { FrameScheduler } from './geometry.js';
import type { SlotSnapshot } from './slots.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('window.create', () => {
  it('sends the container rectangle in device pixels, division, window type and toolbar, then the buttons', async () => {
    const h = await connectedClient();
    const win = await h.window({
      windowType: WindowType.PlaybackWithReverse,
      division: 4,
      viewport: { clientAreaWidth: 1920, clientAreaHeight: 1080, devicePixelRatio: 2 },
    });
    expect(h.last(Method.windowCreate).info).toEqual({
      browserType: 1,
      left: 20,
      top: 40,
      right: 1620,
      bottom: 1240,
      width: 1600,
      height: 1200,
      num: 4,
      isCustomDivision: false,
      customDivision: null,
      toolBar: 1,
      windowType: 7,
      clientAreaWidth: 3840,
      clientAreaHeight: 2160,
      authority: false,
    });
    expect(win.hwnd).toBe(101);
    expect(win.division).toBe(4);
    expect(win.windowType).toBe(7);
    expect(h.last(Method.toolbarButtons).info).toEqual({
      hwnd: 101,
      browserType: 1,
      space: 15,
      btns: ['BTN_STREAM', 'BTN_VOICE', 'BTN_TALK', 'BTN_RECORD', 'BTN_PIC', 'BTN_ENLARGE', 'BTN_CLOSE'],
    });
    expect(DEFAULT_TOOLBAR_BUTTONS).toHaveLength(7);
    expect(h.last(Method.windowEnableDrag).info).toMatchObject({ hwnd: 101, enable: false });
    expect(h.network.requests(Method.windowChange)).toHaveLength(1);
  });

  it('creates live (0) and playback (3) windows and refuses a division above 64 with 209 before sending', async () => {
    const h = await connectedClient();
    const live = await h.window();
    const playback = await h.window({ windowType: WindowType.Playback });
    expect(h.network.requests(Method.windowCreate).map((r) => r.info.windowType)).toEqual([0, 3]);
    expect(live.hwnd).not.toBe(playback.hwnd);
    await expect(h.client.createWindow({ ...WINDOW, division: 65 })).rejects.toMatchObject({ code: 209 });
    expect(h.network.requests(Method.windowCreate)).toHaveLength(2);
    expect(h.client.windows()).toEqual([live, playback]);
  });
});

describe('division, selection, toolbar', () => {
  it('changes the division up to 64; 65 fails with 209 and sends nothing', async () => {
    const h = await connectedClient();
    const win = await h.window();
    const divisions: number[] = [];
    win.on('divisionChange', ({ division }) => divisions.push(division));
    const change = win.setDivision(16);
    await flush();
    await change;
    expect(h.last(Method.division).info).toMatchObject({ hwnd: win.hwnd, division: 16 });
    await expect(win.setDivision(65)).rejects.toMatchObject({ code: 209, message: '最大只支持64路播放' });
    const max = win.setDivision(64);
    await flush();
    await max;
    expect(h.network.requests(Method.division).map((r) => r.info.division)).toEqual([16, 64]);
    expect(divisions).toEqual([16, 64]);
  });

  it('follows division changes made in the plugin', async () => {
    const h = await connectedClient();
    const win = await h.window();
    const divisions: number[] = [];
    win.on('divisionChange', ({ division }) => divisions.push(division));
    h.socket.event(Method.division, { hwnd: win.hwnd, division: 9 });
    expect(win.division).toBe(9);
    expect(divisions).toEqual([9]);
  });

  it('selects a sub-window and follows the plugin selection', async () => {
    const h = await connectedClient();
    const win = await h.window();
    const selected: number[] = [];
    win.on('select', ({ snum }) => selected.push(snum));
    const select = win.select(3);
    await flush();
    await select;
    expect(h.last(Method.windowSelect).info).toMatchObject({ snum: 3 });
    expect(win.selected).toBe(3);
    h.socket.event(Method.windowSelected, { hwnd: win.hwnd, snum: 5 });
    expect(win.selected).toBe(5);
    expect(selected).toEqual([5]);
  });

  it('sets toolbar buttons, visibility and dragging', async () => {
    const h = await connectedClient();
    const win = await h.window();
    win.setToolbarButtons([ToolbarButton.Picture, ToolbarButton.Close], 2);
    expect(h.last(Method.toolbarButtons).info).toMatchObject({
      snum: 2,
      space: 15,
      btns: ['BTN_PIC', 'BTN_CLOSE'],
    });
    win.setToolbarVisible(false);
    expect(h.last(Method.toolbarShow).info).toMatchObject({ isShow: 0 });
    win.setDraggable(true);
    expect(h.last(Method.windowEnableDrag).info).toMatchObject({ enable: true });
  });

  it('relays clicks, double clicks and plugin notices 701–706', async () => {
    const h = await connectedClient();
    const win = await h.window();
    const seen: unknown[] = [];
    win.on('click', ({ snum }) => seen.push(['click', snum]));
    win.on('dblclick', ({ snum }) => seen.push(['dblclick', snum]));
    win.on('notice', (notice) => seen.push(notice));
    h.socket.event(Method.windowClicked, { hwnd: win.hwnd, wndIndex: 4 });
    h.socket.event(Method.windowDblClicked, { hwnd: win.hwnd, wndIndex: 4 });
    h.socket.event(Method.windowMessage, { hwnd: win.hwnd, snum: 1, eventCode: 702 });
    h.socket.event(Method.windowMessage, { hwnd: win.hwnd, eventCode: 704 });
    h.socket.event(Method.windowClicked, { hwnd: 999, wndIndex: 1 });
    expect(seen).toEqual([
      ['click', 4],
      ['dblclick', 4],
      { code: 702, message: '当前设备正在对讲', type: 'msg', snum: 1 },
      { code: 704, message: '抓图鉴权', type: 'option' },
    ]);
  });
});

describe('geometry', () => {
  it('sends window.change only when the geometry changed', async () => {
    const h = await connectedClient();
    const win = await h.window();
    const viewport = { clientAreaWidth: 1920, clientAreaHeight: 1080 };
    const count = () => h.network.requests(Method.windowChange).length;
    const initial = count();
    expect(win.syncGeometry({ left: 10, top: 20, width: 800, height: 600 }, viewport)).toBe(false);
    expect(win.syncGeometry({ left: 11, top: 20, width: 800, height: 600 }, viewport)).toBe(true);
    expect(win.syncGeometry({ left: 11, top: 20, width: 800, height: 600 }, viewport)).toBe(false);
    expect(count()).toBe(initial + 1);
    expect(h.last(Method.windowChange).info).toMatchObject({ left: 11, right: 811, show: true });
    win.syncGeometry({ left: 11, top: 20, width: 800, height: 600 }, viewport, false);
    expect(h.last(Method.windowChange).info).toMatchObject({ show: false });
  });

  it('sends window.shield when covering regions change, window.show and browserFocusBlur on demand', async () => {
    const h = await connectedClient();
    const win = await h.window();
    const viewport = { clientAreaWidth: 1920, clientAreaHeight: 1080 };
    expect(win.setShield([{ left: 0, top: 0, width: 50, height: 40 }], viewport)).toBe(true);
    expect(win.setShield([{ left: 0, top: 0, width: 50, height: 40 }], viewport)).toBe(false);
    expect(h.last(Method.windowShield).info).toMatchObject({ region: [0, 0, 50, 40] });
    win.setVisible(false);
    expect(h.last(Method.windowShow).info).toMatchObject({ show: false });
    win.setFocus(true);
    expect(h.last(Method.focusBlur).info).toMatchObject({ show: false, focus: true });
  });

  it('tracks geometry every frame and stops on request or on destroy', async () => {
    const h = await connectedClient();
    const win = await h.window();
    const queue: (() => void)[] = [];
    const scheduler: FrameScheduler = { request: (cb) => queue.push(cb), cancel: () => {} };
    let left = 10;
    const viewport = { clientAreaWidth: 1920, clientAreaHeight: 1080 };
    const stop = win.trackGeometry(
      () => ({ rect: { left, top: 20, width: 800, height: 600 }, viewport, shields: [] }),
      scheduler,
    );
    const changes = () => h.network.requests(Method.windowChange).length;
    const before = changes();
    queue.shift()?.();
    queue.shift()?.();
    expect(changes()).toBe(before);
    left = 30;
    queue.shift()?.();
    expect(changes()).toBe(before + 1);
    stop();
    left = 50;
    queue.shift()?.();
    expect(changes()).toBe(before + 1);
  });

  it('needs a frame scheduler outside browsers', async () => {
    const h = await connectedClient();
    const win = await h.window();
    expect(() =>
      win.trackGeometry(() => ({
        rect: { left: 0, top: 0, width: 1, height: 1 },
        viewport: { clientAreaWidth: 1, clientAreaHeight: 1 },
      })),
    ).toThrow(expect.objectContaining({ code: 1106 }));
  });
});

describe('close and destroy', () => {
  it('closeVideo sends video.close and resets the sub-window', async () => {
    const h = await connectedClient();
    const win = await h.window();
    const open = win.openLive({ snum: 0, channel: { channelId: 'c0' } });
    await flush();
    h.socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    await open;
    const closing = win.closeVideo(0);
    expect(win.slot(0).state).toBe('idle');
    await flush();
    await closing;
    expect(h.last(Method.close).info).toMatchObject({ snum: 0, isAll: false });
  });

  it('follows video.close sent by the plugin (toolbar close button), one or all', async () => {
    const h = await connectedClient();
    const win = await h.window({ division: 4 });
    for (const snum of [0, 1]) {
      const open = win.openLive({ snum, channel: { channelId: `c${snum}` } });
      await flush();
      h.socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum, result: 0 });
      await open;
    }
    h.socket.event(Method.close, { hwnd: win.hwnd, snum: 1 });
    expect(win.activeSlots().map((s) => s.snum)).toEqual([0]);
    h.socket.event(Method.close, { hwnd: win.hwnd, isAll: true });
    expect(win.activeSlots()).toEqual([]);
  });

  it('destroy sends window.destroy, fails operations in flight and removes listeners', async () => {
    const h = await connectedClient();
    const win = await h.window();
    const destroyed: number[] = [];
    win.on('destroyed', ({ hwnd }) => destroyed.push(hwnd));
    win.on('slotChange', () => {});
    const open = win.openLive({ snum: 0, channel: { channelId: 'c0' } });
    const rejection = expect(open).rejects.toMatchObject({ code: 1103 });
    await flush();
    const done = win.destroy({ isRefresh: true });
    await rejection;
    await flush();
    await done;
    expect(h.last(Method.windowDestroy).info).toMatchObject({ hwnd: win.hwnd, isRefresh: true });
    expect(destroyed).toEqual([win.hwnd]);
    expect(win.listenerCount()).toBe(0);
    expect(h.client.windows()).toEqual([]);
    await expect(win.setDivision(4)).rejects.toMatchObject({ code: 1103 });
  });
});

describe('audio', () => {
  it('needs video (206) and sends video.enableAudio with the video type', async () => {
    const h = await connectedClient();
    const win = await h.window();
    await expect(win.setAudio(0, true)).rejects.toMatchObject({ code: 206, message: '当前窗口无实时预览' });
    const open = win.openLive({ snum: 0, channel: { channelId: 'c0' } });
    await flush();
    h.socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    await open;
    const on = win.setAudio(0, true);
    await flush();
    const slot: SlotSnapshot = await on;
    expect(slot.audio).toBe(true);
    expect(h.last(Method.enableAudio).info).toMatchObject({ snum: 0, isEnable: 1, videoType: 0 });
  });
});
