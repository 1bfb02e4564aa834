/**
 * One plugin window (`window.create` → `hwnd`) and its sub-windows (`snum` 0–63): division,
 * toolbar, selection, geometry, and the live, playback, talk and capture controllers.
 * Plugin events addressed to the window (by `hwnd`) are routed here and then by `snum`.
 */
import { type Clock, TimerGroup } from '../clock.js';
import {
  DEFAULT_TOOLBAR_BUTTONS,
  DIVISION_LAYOUTS,
  MAX_WINDOWS,
  type PlaybackDirection,
  TOOLBAR_BUTTON_SPACE,
  type ToolbarButton,
  WindowType,
} from '../constants.js';
import { TypedEmitter } from '../emitter.js';
import { messageOf, VideoError, VideoErrorCode, VideoMessages } from '../errors.js';
import type { HostInterfaces } from '../interfaces.js';
import { CaptureController } from '../media/capture.js';
import { LiveController, type LiveOptions } from '../media/live.js';
import { PlaybackController, type PlaybackOptions } from '../media/playback.js';
import { TalkController } from '../media/talk.js';
import { booleanField, type EventEnvelope, Method, numberField, type ReplyEnvelope } from '../protocol.js';
import type { PluginConnection, RequestOptions } from '../transport/connection.js';
import type {
  LocalRecordResult,
  SnapshotResult,
  WindowContext,
  WindowController,
  WindowNotice,
} from './context.js';
import {
  browserFrameScheduler,
  type FrameScheduler,
  GeometryTracker,
  type RectLike,
  startFrameLoop,
  toPluginRect,
  toWindowChangeInfo,
  type ViewportInfo,
} from './geometry.js';
import { type SlotPatch, type SlotSnapshot, SlotTable, validateDivision, validateSnum } from './slots.js';

/** Options of a new plugin window. */
export interface CreateWindowOptions {
  /** 0 live (default), 3 playback, 7 playback with reverse. */
  windowType?: WindowType;
  /** Container element rectangle, CSS pixels (e.g. `getBoundingClientRect()`). */
  rect: RectLike;
  /** Facts about the page. */
  viewport: ViewportInfo;
  /** Number of sub-windows, 1–64; default 1. */
  division?: number;
  /** Show the plugin's control bar; default true. */
  toolbar?: boolean;
  /** Buttons above each sub-window; default stream, voice, talk, record, picture, enlarge, close. */
  toolbarButtons?: readonly ToolbarButton[];
  /** Let the user drag videos between sub-windows; default false. */
  draggable?: boolean;
}

/** One frame of geometry for {@link VideoWindow.trackGeometry}. */
export interface GeometryFrame {
  rect: RectLike;
  viewport: ViewportInfo;
  /** Page visible and container displayed; default true. */
  visible?: boolean;
  /** Page elements covering the video (menus, dialogs), CSS pixels. */
  shields?: readonly RectLike[];
}

/** Events of a {@link VideoWindow}. */
export interface VideoWindowEvents {
  /** A sub-window changed state. */
  slotChange: SlotSnapshot;
  /** Background work of a sub-window failed (next file, reopen, toolbar action, playback complete). */
  slotError: { snum: number; error: VideoError; slot: SlotSnapshot };
  divisionChange: { division: number };
  /** The plugin selected a sub-window. */
  select: { snum: number };
  click: { snum: number; slot: SlotSnapshot };
  dblclick: { snum: number; slot: SlotSnapshot };
  /** A plugin notice (701–706). */
  notice: WindowNotice;
  snapshot: SnapshotResult;
  localRecord: LocalRecordResult;
  /** The window was created again after a reconnect; `hwnd` changed. */
  recreated: { hwnd: number; previousHwnd: number };
  destroyed: { hwnd: number };
}

/** What a window needs from the client that owns it. */
export interface WindowHost {
  connection: PluginConnection;
  /** Current host interfaces. */
  interfaces(): HostInterfaces;
  hostname: string | undefined;
  clock: Clock;
  /** 0 IE, 1 Chrome/Edge, 2 Firefox. */
  browserType: number;
  openTimeoutMs: number;
  captureTimeoutMs: number;
  frameScheduler?: FrameScheduler;
  /** Called once the window is destroyed. */
  onDestroyed(window: VideoWindow): void;
  /** Called when the handle changes (recreate). */
  onHwndChange(window: VideoWindow, previous: number): void;
}

/** The division layout to grow to so that `count` sub-windows fit. */
export function divisionFor(count: number): number {
  return DIVISION_LAYOUTS.find((layout) => layout >= count) ?? MAX_WINDOWS;
}

/** Info of `window.create` for a window's options. */
export function createWindowInfo(options: CreateWindowOptions, division: number): Record<string, unknown> {
  const change = toWindowChangeInfo(options.rect, options.viewport, true);
  return {
    ...toPluginRect(options.rect, options.viewport),
    num: division,
    isCustomDivision: false,
    customDivision: null,
    toolBar: options.toolbar === false ? 0 : 1,
    windowType: options.windowType ?? WindowType.Live,
    clientAreaWidth: change.clientAreaWidth,
    clientAreaHeight: change.clientAreaHeight,
    authority: false,
  };
}

/** A plugin window. Create it with `VideoClient.createWindow()`. */
export class VideoWindow extends TypedEmitter<VideoWindowEvents> {
  /** Kind of window. */
  readonly windowType: WindowType;
  private readonly host: WindowHost;
  private readonly timers: TimerGroup;
  private readonly slots: SlotTable;
  private readonly geometry = new GeometryTracker();
  private readonly live: LiveController;
  private readonly playback: PlaybackController;
  private readonly talk: TalkController;
  private readonly capture: CaptureController;
  private readonly controllers: WindowController[];
  private currentHwnd: number;
  private currentDivision: number;
  private requestedDivision: number;
  private divisionChange: Promise<void> = Promise.resolve();
  private selectedSnum = 0;
  private options: CreateWindowOptions;
  private lastFrame: GeometryFrame;
  private stopTracking: (() => void) | undefined;
  private liveToRestore: number[] = [];
  private destroyed = false;

  /**
   * Creates a plugin window and resolves with it once the plugin gave its handle.
   * @param host services of the owning client
   * @param options position, division, toolbar
   */
  static async create(host: WindowHost, options: CreateWindowOptions): Promise<VideoWindow> {
    const division = validateDivision(options.division ?? 1);
    const hwnd = await requestCreate(host, options, division);
    const window = new VideoWindow(host, options, hwnd, division);
    window.afterCreate();
    return window;
  }

  private constructor(host: WindowHost, options: CreateWindowOptions, hwnd: number, division: number) {
    super();
    this.host = host;
    this.options = { ...options };
    this.windowType = options.windowType ?? WindowType.Live;
    this.currentHwnd = hwnd;
    this.currentDivision = division;
    this.requestedDivision = division;
    this.lastFrame = { rect: options.rect, viewport: options.viewport, visible: true };
    this.timers = new TimerGroup(host.clock);
    this.slots = new SlotTable(hwnd, (slot) => this.emit('slotChange', slot));
    const ctx = this.context();
    this.live = new LiveController(ctx);
    this.playback = new PlaybackController(ctx);
    this.talk = new TalkController(ctx, (snum) => this.live.channelOf(snum));
    this.capture = new CaptureController(ctx);
    this.controllers = [this.live, this.playback, this.talk, this.capture];
  }

  /** Plugin window handle (changes when the window is recreated after a reconnect). */
  get hwnd(): number {
    return this.currentHwnd;
  }

  /** Current number of sub-windows. */
  get division(): number {
    return this.currentDivision;
  }

  /** Sub-window the plugin last selected. */
  get selected(): number {
    return this.selectedSnum;
  }

  /** Whether {@link destroy} was called. */
  get isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Snapshot of one sub-window. */
  slot(snum: number): SlotSnapshot {
    return this.slots.get(snum);
  }

  /** Snapshots of every sub-window that is not idle. */
  activeSlots(): SlotSnapshot[] {
    return this.slots.active();
  }

  /** Opens a live view in a sub-window (grows the division when needed). See {@link LiveController.open}. */
  openLive(options: LiveOptions): Promise<SlotSnapshot> {
    try {
      this.assertAlive();
      validateSnum(options.snum);
    } catch (error) {
      return Promise.reject(error);
    }
    this.releaseFor(options.snum, this.live);
    return this.live.open(options);
  }

  /** Plays recordings in a sub-window. See {@link PlaybackController.open}. */
  async openPlayback(options: PlaybackOptions): Promise<SlotSnapshot> {
    this.assertAlive();
    validateSnum(options.snum);
    this.releaseFor(options.snum, this.playback);
    return this.playback.open(options);
  }

  /** Pauses a playback. */
  async pause(snum: number): Promise<SlotSnapshot> {
    this.assertAlive();
    return this.playback.pause(snum);
  }

  /** Resumes a paused playback. */
  async resume(snum: number): Promise<SlotSnapshot> {
    this.assertAlive();
    return this.playback.resume(snum);
  }

  /** Plays a playback from `time` (Unix seconds); 201 outside the asked range. */
  async seek(snum: number, time: number, direction?: PlaybackDirection): Promise<SlotSnapshot> {
    this.assertAlive();
    return this.playback.seek(snum, time, direction);
  }

  /** Turns the sound of a sub-window on or off (206 without video). */
  async setAudio(snum: number, enabled: boolean): Promise<SlotSnapshot> {
    this.assertAlive();
    validateSnum(snum);
    const slot = this.slots.get(snum);
    if (slot.state !== 'playing' && slot.state !== 'paused') {
      throw new VideoError(VideoErrorCode.NoLiveView, undefined, { snum });
    }
    await this.request(Method.enableAudio, {
      snum,
      isEnable: enabled ? 1 : 0,
      videoType: slot.mode === 'playback' ? 1 : 0,
    });
    return this.slots.update(snum, { audio: enabled });
  }

  /** Starts talking to the device of a live sub-window. */
  async startTalk(snum: number): Promise<SlotSnapshot> {
    this.assertAlive();
    return this.talk.start(snum);
  }

  /** Stops the talk, if any. */
  async stopTalk(): Promise<void> {
    this.assertAlive();
    return this.talk.stop();
  }

  /** Takes a snapshot of a sub-window. */
  async snapshot(snum: number): Promise<SnapshotResult> {
    this.assertAlive();
    return this.capture.snapshot(snum);
  }

  /** Starts recording a sub-window locally. */
  async startLocalRecord(snum: number): Promise<void> {
    this.assertAlive();
    return this.capture.startLocalRecord(snum);
  }

  /** Stops recording a sub-window locally; resolves with the file path. */
  async stopLocalRecord(snum: number): Promise<LocalRecordResult> {
    this.assertAlive();
    return this.capture.stopLocalRecord(snum);
  }

  /** Closes the video of one sub-window. */
  async closeVideo(snum: number): Promise<void> {
    this.assertAlive();
    validateSnum(snum);
    this.closeSlot(snum);
    await this.request(Method.close, { snum, isAll: false });
  }

  /** Closes the videos of every sub-window. */
  async closeAll(): Promise<void> {
    this.assertAlive();
    this.closeEverySlot();
    await this.request(Method.close, { snum: 0, isAll: true });
  }

  /** Changes the number of sub-windows (1–64; more → 209). */
  async setDivision(division: number): Promise<void> {
    this.assertAlive();
    const value = validateDivision(division);
    this.requestedDivision = value;
    const change = this.request(Method.division, { division: value }).then(
      () => this.applyDivision(value),
      (error: unknown) => {
        this.requestedDivision = this.currentDivision;
        throw error;
      },
    );
    this.divisionChange = change.catch(() => undefined);
    return change;
  }

  /** Selects a sub-window. */
  async select(snum: number): Promise<void> {
    this.assertAlive();
    validateSnum(snum);
    await this.request(Method.windowSelect, { snum });
    this.selectedSnum = snum;
  }

  /** Sets the toolbar buttons of every sub-window, or of one. */
  setToolbarButtons(buttons: readonly ToolbarButton[], snum?: number): boolean {
    this.assertAlive();
    const info: Record<string, unknown> = { space: TOOLBAR_BUTTON_SPACE, btns: [...buttons] };
    if (snum !== undefined) info.snum = validateSnum(snum);
    if (snum === undefined) this.options = { ...this.options, toolbarButtons: [...buttons] };
    return this.notify(Method.toolbarButtons, info);
  }

  /** Shows or hides the plugin's control bar. */
  setToolbarVisible(visible: boolean): boolean {
    this.assertAlive();
    this.options = { ...this.options, toolbar: visible };
    return this.notify(Method.toolbarShow, { isShow: visible ? 1 : 0 });
  }

  /** Lets the user drag videos between sub-windows, or not. */
  setDraggable(enabled: boolean): boolean {
    this.assertAlive();
    this.options = { ...this.options, draggable: enabled };
    return this.notify(Method.windowEnableDrag, { enable: enabled });
  }

  /**
   * Tells the plugin where the container is (`window.change`), sent only when it changed.
   * Returns whether a message was sent.
   */
  syncGeometry(rect: RectLike, viewport: ViewportInfo, visible = true): boolean {
    this.assertAlive();
    this.lastFrame = { ...this.lastFrame, rect, viewport, visible };
    const info = this.geometry.change(rect, viewport, visible);
    if (!info) return false;
    const sent = this.notify(Method.windowChange, info);
    if (!sent) this.geometry.reset();
    return sent;
  }

  /** Tells the plugin which parts of the video page elements cover (`window.shield`), when changed. */
  setShield(regions: readonly RectLike[], viewport: ViewportInfo): boolean {
    this.assertAlive();
    this.lastFrame = { ...this.lastFrame, shields: regions };
    const region = this.geometry.shield(regions, viewport);
    if (!region) return false;
    const sent = this.notify(Method.windowShield, { region });
    if (!sent) this.geometry.reset();
    return sent;
  }

  /** Shows or hides the plugin window (`window.show`), e.g. on `visibilitychange`. */
  setVisible(visible: boolean): boolean {
    this.assertAlive();
    this.lastFrame = { ...this.lastFrame, visible };
    this.geometry.reset();
    return this.notify(Method.windowShow, { show: visible });
  }

  /** Tells the plugin whether the page has focus (`browserFocusBlur`), so it keeps its window on top. */
  setFocus(focused: boolean): boolean {
    this.assertAlive();
    return this.notify(Method.focusBlur, { show: this.lastFrame.visible !== false, focus: focused });
  }

  /**
   * Syncs geometry and shields every frame from `measure()` until the returned function is called
   * (or the window is destroyed). Uses `requestAnimationFrame` unless a scheduler is given.
   */
  trackGeometry(measure: () => GeometryFrame, scheduler?: FrameScheduler): () => void {
    this.assertAlive();
    const frames = scheduler ?? this.host.frameScheduler ?? browserFrameScheduler();
    if (!frames) {
      throw new VideoError(VideoErrorCode.InvalidArgument, VideoMessages.invalidArgument('FrameScheduler'));
    }
    this.stopTracking?.();
    const stop = startFrameLoop(frames, () => {
      if (this.destroyed) return;
      const frame = measure();
      this.syncGeometry(frame.rect, frame.viewport, frame.visible ?? true);
      this.setShield(frame.shields ?? [], frame.viewport);
    });
    this.stopTracking = () => {
      stop();
      this.stopTracking = undefined;
    };
    return () => this.stopTracking?.();
  }

  /**
   * Destroys the plugin window (`window.destroy`), stops geometry tracking, fails operations in
   * flight with 1103 and removes every listener. `isRefresh` tells the plugin the page is unloading.
   */
  async destroy(options: { isRefresh?: boolean } = {}): Promise<void> {
    if (this.destroyed) return;
    const hwnd = this.currentHwnd;
    const request = this.request(Method.windowDestroy, { hwnd, isRefresh: options.isRefresh ?? false }).then(
      () => undefined,
      () => undefined,
    );
    this.teardown(new VideoError(VideoErrorCode.Disposed, undefined, { hwnd }));
    await request;
  }

  /** Routes a plugin event of this window; returns whether it was handled. */
  handleEvent(event: EventEnvelope): boolean {
    if (this.destroyed) return false;
    const { info } = event;
    switch (event.method) {
      case Method.windowClicked:
      case Method.windowDblClicked: {
        const snum = numberField(info, 'wndIndex') ?? numberField(info, 'snum');
        if (snum === undefined) return true;
        this.emit(event.method === Method.windowClicked ? 'click' : 'dblclick', {
          snum,
          slot: this.slots.get(snum),
        });
        return true;
      }
      case Method.windowSelected: {
        const snum = numberField(info, 'snum') ?? numberField(info, 'wndIndex');
        if (snum !== undefined) {
          this.selectedSnum = snum;
          this.emit('select', { snum });
        }
        return true;
      }
      case Method.division: {
        const division = numberField(info, 'division');
        if (division !== undefined) {
          this.requestedDivision = division;
          this.applyDivision(division);
        }
        return true;
      }
      case Method.windowMessage: {
        const code = numberField(info, 'eventCode') ?? numberField(info, 'code');
        if (code === undefined) return true;
        const notice: WindowNotice = {
          code,
          message:
            code >= 701 && code <= 706 ? messageOf(code as VideoErrorCode) : (stringOf(info.message) ?? ''),
          type: code >= 704 && code <= 706 ? 'option' : 'msg',
        };
        const snum = numberField(info, 'snum');
        if (snum !== undefined) notice.snum = snum;
        this.emit('notice', notice);
        return true;
      }
      case Method.close: {
        if (booleanField(info, 'isAll')) this.closeEverySlot();
        else {
          const snum = numberField(info, 'snum') ?? numberField(info, 'wndId');
          if (snum !== undefined) this.closeSlot(snum);
        }
        return true;
      }
      default:
        return this.controllers.some((controller) => controller.handleEvent(event));
    }
  }

  /** The connection dropped: operations in flight fail with `error`, active sub-windows go to `error`. */
  handleDisconnect(error: VideoError): void {
    if (this.destroyed) return;
    this.liveToRestore = this.slots
      .active()
      .filter((slot) => slot.mode === 'live' && slot.state !== 'error' && slot.state !== 'ended')
      .map((slot) => slot.snum);
    for (const controller of this.controllers) controller.abortAll(error);
    for (const slot of this.slots.active()) {
      this.slots.update(slot.snum, { state: 'error', error, talking: false, recording: false, audio: false });
    }
    this.geometry.reset();
  }

  /**
   * Creates the window again on a new connection (its old handle died with the old one), restores
   * division, toolbar and geometry, and reopens the live views that were open.
   */
  async recreate(): Promise<void> {
    if (this.destroyed) return;
    const previousHwnd = this.currentHwnd;
    const options: CreateWindowOptions = {
      ...this.options,
      rect: this.lastFrame.rect,
      viewport: this.lastFrame.viewport,
    };
    const hwnd = await requestCreate(this.host, options, this.currentDivision);
    if (this.destroyed) return;
    this.currentHwnd = hwnd;
    this.slots.setHwnd(hwnd);
    this.slots.resetAll();
    this.host.onHwndChange(this, previousHwnd);
    this.afterCreate();
    this.emit('recreated', { hwnd, previousHwnd });
    const restore = this.liveToRestore;
    this.liveToRestore = [];
    this.live.restore(restore);
  }

  /** Destroys without telling the plugin (the client is being disposed). */
  dispose(): void {
    if (!this.destroyed)
      this.teardown(new VideoError(VideoErrorCode.Disposed, undefined, { hwnd: this.currentHwnd }));
  }

  private afterCreate(): void {
    this.geometry.reset();
    this.notify(Method.toolbarButtons, {
      space: TOOLBAR_BUTTON_SPACE,
      btns: [...(this.options.toolbarButtons ?? DEFAULT_TOOLBAR_BUTTONS)],
    });
    this.notify(Method.windowEnableDrag, { enable: this.options.draggable ?? false });
    const { rect, viewport, visible } = this.lastFrame;
    const info = this.geometry.change(rect, viewport, visible ?? true);
    if (info) this.notify(Method.windowChange, info);
  }

  private teardown(error: VideoError): void {
    this.destroyed = true;
    this.stopTracking?.();
    for (const controller of this.controllers) controller.abortAll(error);
    this.timers.clear();
    this.host.onDestroyed(this);
    this.emit('destroyed', { hwnd: this.currentHwnd });
    this.removeAllListeners();
  }

  private applyDivision(division: number): void {
    if (division === this.currentDivision) return;
    this.currentDivision = division;
    this.emit('divisionChange', { division });
  }

  private ensureDivision(snum: number): Promise<void> {
    const needed = snum + 1;
    if (needed > MAX_WINDOWS)
      return Promise.reject(new VideoError(VideoErrorCode.WindowLimit, undefined, { snum }));
    if (this.requestedDivision >= needed) return this.divisionChange;
    return this.setDivision(divisionFor(needed));
  }

  private releaseFor(snum: number, keep: WindowController): void {
    const error = new VideoError(VideoErrorCode.Cancelled, undefined, { snum });
    for (const controller of this.controllers) if (controller !== keep) controller.onSlotClosed(snum, error);
  }

  private closeSlot(snum: number): void {
    const error = new VideoError(VideoErrorCode.Cancelled, undefined, { snum });
    for (const controller of this.controllers) controller.onSlotClosed(snum, error);
    this.slots.reset(snum);
  }

  private closeEverySlot(): void {
    const known = new Set(this.slots.active().map((slot) => slot.snum));
    for (let snum = 0; snum < MAX_WINDOWS; snum += 1) {
      const error = new VideoError(VideoErrorCode.Cancelled, undefined, { snum });
      for (const controller of this.controllers) controller.onSlotClosed(snum, error);
      if (known.has(snum)) this.slots.reset(snum);
    }
  }

  private assertAlive(): void {
    if (this.destroyed) throw new VideoError(VideoErrorCode.Disposed, undefined, { hwnd: this.currentHwnd });
  }

  private request<D = unknown>(
    method: string,
    info: object,
    options?: RequestOptions,
  ): Promise<ReplyEnvelope<D>> {
    return this.host.connection.request<D>(
      method,
      { hwnd: this.currentHwnd, browserType: this.host.browserType, ...info },
      options,
    );
  }

  private notify(method: string, info: object): boolean {
    return this.host.connection.notify(method, {
      hwnd: this.currentHwnd,
      browserType: this.host.browserType,
      ...info,
    });
  }

  private context(): WindowContext {
    const self = this;
    return {
      get hwnd() {
        return self.currentHwnd;
      },
      get interfaces() {
        return self.host.interfaces();
      },
      hostname: this.host.hostname,
      timers: this.timers,
      openTimeoutMs: this.host.openTimeoutMs,
      captureTimeoutMs: this.host.captureTimeoutMs,
      request: (method, info, options) => this.request(method, info, options),
      ensureDivision: (snum) => this.ensureDivision(snum),
      slot: (snum) => this.slots.get(snum),
      updateSlot: (snum, patch: SlotPatch) => this.slots.update(snum, patch),
      resetSlot: (snum) => {
        this.slots.reset(snum);
      },
      reportSlotError: (snum, error, state) => {
        const slot = this.slots.update(snum, state ? { state, error } : { error });
        this.emit('slotError', { snum, error, slot });
      },
      liveCount: () => this.slots.count('playing', 'live') + this.slots.count('opening', 'live'),
      notice: (notice) => this.emit('notice', notice),
      snapshotTaken: (result) => this.emit('snapshot', result),
      localRecordFinished: (result) => this.emit('localRecord', result),
    };
  }
}

async function requestCreate(
  host: WindowHost,
  options: CreateWindowOptions,
  division: number,
): Promise<number> {
  const reply = await host.connection.request<{ hwnd?: unknown }>(Method.windowCreate, {
    browserType: host.browserType,
    ...createWindowInfo(options, division),
  });
  const hwnd = Number(reply.data?.hwnd);
  if (!Number.isFinite(hwnd)) {
    throw new VideoError(
      VideoErrorCode.PluginRejected,
      VideoMessages.pluginRejected(Method.windowCreate, reply.code),
      {
        method: Method.windowCreate,
      },
    );
  }
  return hwnd;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
