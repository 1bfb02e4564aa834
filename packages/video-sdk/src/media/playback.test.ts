import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlaybackDirection } from '../constants.js';
import { deriveDeviceCode, talkTypeFor } from './channel.js';
import {
  findRecordIndex,
  nextRecordIndex,
  resolveRecordSource,
  sortRecords,
  streamInterfaceFor,
  validateSeekTime,
} from './playback.js';

const records = [
  { startTime: 100, endTime: 200 },
  { startTime: 300, endTime: 400 },
  { startTime: 400, endTime: 500 },
];

describe('record navigation', () => {
  it('moves forward to the next file and backward to the previous; none left at either end', () => {
    expect(nextRecordIndex(3, 0, PlaybackDirection.Forward)).toBe(1);
    expect(nextRecordIndex(3, 2, PlaybackDirection.Forward)).toBeUndefined();
    expect(nextRecordIndex(3, 2, PlaybackDirection.Backward)).toBe(1);
    expect(nextRecordIndex(3, 0, PlaybackDirection.Backward)).toBeUndefined();
  });

  it('visits every file exactly once in either direction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom(PlaybackDirection.Forward, PlaybackDirection.Backward),
        (count, direction) => {
          let index: number | undefined = direction === PlaybackDirection.Forward ? 0 : count - 1;
          const seen: number[] = [];
          while (index !== undefined) {
            seen.push(index);
            index = nextRecordIndex(count, index, direction);
          }
          expect(seen).toHaveLength(count);
          expect(new Set(seen).size).toBe(count);
        },
      ),
    );
  });

  it('finds the file containing a time, or the next (forward) / previous (backward) across a gap', () => {
    expect(findRecordIndex(records, 100, PlaybackDirection.Forward)).toBe(0);
    expect(findRecordIndex(records, 150, PlaybackDirection.Backward)).toBe(0);
    expect(findRecordIndex(records, 250, PlaybackDirection.Forward)).toBe(1);
    expect(findRecordIndex(records, 250, PlaybackDirection.Backward)).toBe(0);
    expect(findRecordIndex(records, 400, PlaybackDirection.Forward)).toBe(2);
    expect(findRecordIndex(records, 400, PlaybackDirection.Backward)).toBe(1);
    expect(findRecordIndex(records, 500, PlaybackDirection.Backward)).toBe(2);
    expect(findRecordIndex(records, 500, PlaybackDirection.Forward)).toBeUndefined();
    expect(findRecordIndex(records, 50, PlaybackDirection.Backward)).toBeUndefined();
  });

  it('rejects seeks before the start or after the end with 201', () => {
    expect(validateSeekTime(100, 100, 500)).toBeUndefined();
    expect(validateSeekTime(500, 100, 500)).toBeUndefined();
    expect(validateSeekTime(99, 100, 500)).toMatchObject({ code: 201, message: '当前时间不得小于开始时间' });
    expect(validateSeekTime(501, 100, 500)).toMatchObject({ code: 201, message: '当前时间不得大于结束时间' });
    expect(validateSeekTime(Number.NaN, 100, 500)).toMatchObject({ code: 1106 });
  });

  it('sorts records, accepting numeric strings and dropping broken ones', () => {
    const sorted = sortRecords([
      { startTime: '300' as unknown as number, endTime: 400 },
      { startTime: 100, endTime: 200 },
      { startTime: 500, endTime: 500 },
      { startTime: Number.NaN, endTime: 1 },
    ]);
    expect(sorted.map((r) => r.startTime)).toEqual([100, 300]);
  });

  it('resolves the record source and its host interface', () => {
    expect(resolveRecordSource(1, [{ startTime: 0, endTime: 1, recordSource: 2 }])).toBe(2);
    expect(resolveRecordSource(1, [{ startTime: 0, endTime: 1 }])).toBe(3);
    expect(resolveRecordSource(3, [{ startTime: 0, endTime: 1, recordSource: 2 }])).toBe(3);
    expect(streamInterfaceFor(2)).toBe('playbackByTime');
    expect(streamInterfaceFor(3)).toBe('playbackByFile');
    expect(streamInterfaceFor(4)).toBeUndefined();
  });
});

describe('channel facts', () => {
  it('derives the device code from the channel id', () => {
    expect(deriveDeviceCode('1000001$1$0$0')).toBe('1000001');
    expect(deriveDeviceCode('ABC')).toBe('ABC');
  });

  it('uses talk type 2 for device types 1, 3, 6, 14, 43 and 1 otherwise', () => {
    expect([1, 3, 6, 14, 43].map(talkTypeFor)).toEqual([2, 2, 2, 2, 2]);
    expect([0, 2, 5, 7, 42, 44, undefined].map(talkTypeFor)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});
