import { describe, expect, it, vi } from 'vitest';
import { FakeMap } from '../test/fake-map';
import { ListenerBag } from './map-control';

describe('ListenerBag', () => {
  it('removes exactly the listeners it added', () => {
    const map = new FakeMap();
    const other = vi.fn();
    map.on('click', other);
    const bag = new ListenerBag(map.asMap());
    const fn = vi.fn();
    bag.on('click', fn);
    bag.onLayer('mousemove', 'layer-a', fn);
    bag.onCustom('draw.create', fn);
    const el = document.createElement('div');
    bag.onDom(el, 'keyup', fn);
    expect(bag.size).toBe(4);
    bag.dispose();
    expect(map.listenerCount()).toBe(1);
    map.fire('click');
    el.dispatchEvent(new KeyboardEvent('keyup'));
    expect(fn).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledTimes(1);
  });
});
