/** State of the sub-windows ("slots", indexed by `snum`) of one plugin window. */
import { MAX_WINDOWS, type PlaybackDirection } from '../constants.js';
import { VideoError, VideoErrorCode, VideoMessages } from '../errors.js';

/** State of one sub-window. */
export type SlotState = 'idle' | 'opening' | 'playing' | 'paused' | 'ended' | 'error';

/** What a sub-window plays. */
export type SlotMode = 'live' | 'playback';

/** Position of a playback in its record files. Times are Unix seconds. */
export interface PlaybackPosition {
  direction: PlaybackDirection;
  /** Index of the file being played. */
  recordIndex: number;
  recordCount: number;
  /** Range of the file being played. */
  fileStartTime: number;
  fileEndTime: number;
  /** Where the file started playing. */
  currentTime: number;
  /** Range asked for. */
  startTime: number;
  endTime: number;
  recordSource: number;
}

/** Snapshot of one sub-window, as carried by `slotChange`. */
export interface SlotSnapshot {
  hwnd: number;
  snum: number;
  state: SlotState;
  mode?: SlotMode;
  channelId?: string;
  channelName?: string;
  streamType?: number;
  audio: boolean;
  talking: boolean;
  recording: boolean;
  playback?: PlaybackPosition;
  /** Last error, while `state` is `error` or `ended`. */
  error?: VideoError;
}

/** Fields a slot update may change. */
export type SlotPatch = Partial<Omit<SlotSnapshot, 'hwnd' | 'snum'>>;

/** Checks a sub-window index: an integer ≥ 0 (else 1106) and below 64 (else 209). */
export function validateSnum(snum: unknown): number {
  if (typeof snum !== 'number' || !Number.isInteger(snum) || snum < 0) {
    throw new VideoError(
      VideoErrorCode.InvalidArgument,
      VideoMessages.invalidArgument(`snum=${String(snum)}`),
    );
  }
  if (snum + 1 > MAX_WINDOWS) {
    throw new VideoError(VideoErrorCode.WindowLimit, undefined, { snum });
  }
  return snum;
}

/** Checks a division: an integer ≥ 1 (else 1106) and at most 64 (else 209). */
export function validateDivision(division: unknown): number {
  if (typeof division !== 'number' || !Number.isInteger(division) || division < 1) {
    throw new VideoError(
      VideoErrorCode.InvalidArgument,
      VideoMessages.invalidArgument(`division=${String(division)}`),
    );
  }
  if (division > MAX_WINDOWS) throw new VideoError(VideoErrorCode.WindowLimit);
  return division;
}

/** The slots of one window; emits through `onChange` whenever a slot changes. */
export class SlotTable {
  private readonly slots = new Map<number, SlotSnapshot>();
  private readonly onChange: (slot: SlotSnapshot) => void;
  private hwnd: number;

  /**
   * @param hwnd window handle stamped on snapshots
   * @param onChange called with the new snapshot after every change
   */
  constructor(hwnd: number, onChange: (slot: SlotSnapshot) => void) {
    this.hwnd = hwnd;
    this.onChange = onChange;
  }

  /** Changes the handle stamped on snapshots (after the window was recreated). */
  setHwnd(hwnd: number): void {
    this.hwnd = hwnd;
    for (const [snum, slot] of this.slots) this.slots.set(snum, { ...slot, hwnd });
  }

  /** Snapshot of one slot (idle when never used). */
  get(snum: number): SlotSnapshot {
    return this.slots.get(snum) ?? idleSlot(this.hwnd, snum);
  }

  /** Snapshots of every slot that is not idle, by `snum`. */
  active(): SlotSnapshot[] {
    return [...this.slots.values()].filter((slot) => slot.state !== 'idle').sort((a, b) => a.snum - b.snum);
  }

  /** Applies a patch; emits when anything changed. Returns the new snapshot. */
  update(snum: number, patch: SlotPatch): SlotSnapshot {
    const previous = this.get(snum);
    const next: SlotSnapshot = { ...previous, ...patch, hwnd: this.hwnd, snum };
    for (const key of Object.keys(next) as (keyof SlotSnapshot)[]) {
      if (next[key] === undefined) delete next[key];
    }
    if (sameSlot(previous, next)) return previous;
    if (next.state === 'idle' && !next.mode && !next.talking && !next.recording) this.slots.delete(snum);
    else this.slots.set(snum, next);
    this.onChange(next);
    return next;
  }

  /** Resets a slot to idle. */
  reset(snum: number): SlotSnapshot {
    return this.update(snum, {
      state: 'idle',
      mode: undefined,
      channelId: undefined,
      channelName: undefined,
      streamType: undefined,
      audio: false,
      talking: false,
      recording: false,
      playback: undefined,
      error: undefined,
    });
  }

  /** Resets every slot to idle. */
  resetAll(): void {
    for (const snum of [...this.slots.keys()]) this.reset(snum);
  }

  /** Number of slots in a state. */
  count(state: SlotState, mode?: SlotMode): number {
    let n = 0;
    for (const slot of this.slots.values()) if (slot.state === state && (!mode || slot.mode === mode)) n += 1;
    return n;
  }
}

function idleSlot(hwnd: number, snum: number): SlotSnapshot {
  return { hwnd, snum, state: 'idle', audio: false, talking: false, recording: false };
}

function sameSlot(a: SlotSnapshot, b: SlotSnapshot): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SlotSnapshot>;
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (key === 'playback') {
      if (JSON.stringify(x) !== JSON.stringify(y)) return false;
    } else if (x !== y) return false;
  }
  return true;
}
