import { describe, expect, it, vi } from 'vitest';
import { EventHub } from './emitter.js';

interface Events {
  ping: { n: number };
  pong: string;
}

describe('TypedEmitter', () => {
  it('calls listeners in order with the payload and unsubscribes through the returned function', () => {
    const hub = new EventHub<Events>();
    const calls: string[] = [];
    const off = hub.on('ping', ({ n }) => calls.push(`a${n}`));
    hub.on('ping', ({ n }) => calls.push(`b${n}`));
    hub.emit('ping', { n: 1 });
    off();
    hub.emit('ping', { n: 2 });
    expect(calls).toEqual(['a1', 'b1', 'b2']);
  });

  it('once() fires a single time', () => {
    const hub = new EventHub<Events>();
    const listener = vi.fn();
    hub.once('pong', listener);
    hub.emit('pong', 'x');
    hub.emit('pong', 'y');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('x');
    expect(hub.listenerCount('pong')).toBe(0);
  });

  it('off() removes a listener; removeAllListeners() one event or all', () => {
    const hub = new EventHub<Events>();
    const listener = vi.fn();
    hub.on('ping', listener);
    hub.on('pong', listener);
    hub.on('pong', () => {});
    expect(hub.listenerCount()).toBe(3);
    hub.off('ping', listener);
    expect(hub.listenerCount('ping')).toBe(0);
    hub.removeAllListeners('pong');
    expect(hub.listenerCount()).toBe(0);
    hub.on('ping', listener);
    hub.removeAllListeners();
    hub.emit('ping', { n: 1 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('a throwing listener does not stop the others and is reported', () => {
    const reported: unknown[] = [];
    const hub = new EventHub<Events>((error, event) => reported.push([event, (error as Error).message]));
    const after = vi.fn();
    hub.on('ping', () => {
      throw new Error('boom');
    });
    hub.on('ping', after);
    expect(() => hub.emit('ping', { n: 1 })).not.toThrow();
    expect(after).toHaveBeenCalled();
    expect(reported).toEqual([['ping', 'boom']]);
  });

  it('a listener removed during emit by an earlier one is still called for that emit only', () => {
    const hub = new EventHub<Events>();
    const second = vi.fn();
    hub.on('ping', () => hub.off('ping', second));
    hub.on('ping', second);
    hub.emit('ping', { n: 1 });
    hub.emit('ping', { n: 2 });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
