import { describe, expect, it } from 'vitest';
import { type SlotSnapshot, SlotTable, validateDivision, validateSnum } from './slots.js';
import { divisionFor } from './window.js';

describe('validation of sub-windows', () => {
  it('accepts 0–63, 209 beyond, 1106 for nonsense', () => {
    expect(validateSnum(0)).toBe(0);
    expect(validateSnum(63)).toBe(63);
    expect(() => validateSnum(64)).toThrow(
      expect.objectContaining({ code: 209, message: '最大只支持64路播放' }),
    );
    expect(() => validateSnum(-1)).toThrow(expect.objectContaining({ code: 1106 }));
    expect(() => validateSnum(1.5)).toThrow(expect.objectContaining({ code: 1106 }));
    expect(() => validateSnum('3')).toThrow(expect.objectContaining({ code: 1106 }));
  });

  it('accepts divisions 1–64, 209 beyond', () => {
    expect(validateDivision(64)).toBe(64);
    expect(() => validateDivision(65)).toThrow(expect.objectContaining({ code: 209 }));
    expect(() => validateDivision(0)).toThrow(expect.objectContaining({ code: 1106 }));
  });

  it('grows divisions to the next square layout', () => {
    expect([1, 2, 4, 5, 10, 17, 26, 37, 50, 64].map(divisionFor)).toEqual([
      1, 4, 4, 9, 16, 25, 36, 49, 64, 64,
    ]);
  });
});

describe('SlotTable', () => {
  it('emits a snapshot on every change and nothing when unchanged', () => {
    const changes: SlotSnapshot[] = [];
    const table = new SlotTable(7, (slot) => changes.push(slot));
    expect(table.get(3)).toEqual({
      hwnd: 7,
      snum: 3,
      state: 'idle',
      audio: false,
      talking: false,
      recording: false,
    });
    table.update(3, { state: 'opening', mode: 'live', channelId: 'c' });
    table.update(3, { state: 'opening' });
    table.update(3, { state: 'playing' });
    expect(changes.map((s) => s.state)).toEqual(['opening', 'playing']);
    expect(table.active().map((s) => s.snum)).toEqual([3]);
    expect(table.count('playing', 'live')).toBe(1);
    table.reset(3);
    expect(changes.at(-1)).toEqual({
      hwnd: 7,
      snum: 3,
      state: 'idle',
      audio: false,
      talking: false,
      recording: false,
    });
    expect(table.active()).toEqual([]);
  });

  it('stamps the new handle after setHwnd', () => {
    const table = new SlotTable(1, () => {});
    table.update(0, { state: 'playing', mode: 'live' });
    table.setHwnd(2);
    expect(table.get(0).hwnd).toBe(2);
    expect(table.get(5).hwnd).toBe(2);
  });
});
