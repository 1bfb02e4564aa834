import { afterEach, describe, expect, it } from 'vitest';
import { fixTables, installTableA11y } from './table-a11y';

function size(el: HTMLElement, scroll: number, client: number): void {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scroll });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: client });
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: 0 });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: 0 });
}

function table(body: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div class="ant-table-content"><table><tbody>
    <tr aria-hidden="true" class="ant-table-measure-row"><td><div><input type="checkbox"></div></td></tr>
    ${body}</tbody></table></div>`;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('table accessibility fixes', () => {
  it('makes the hidden measure row inert', () => {
    const root = table('<tr><td>甲</td></tr>');
    fixTables(root);
    expect((root.querySelector('.ant-table-measure-row') as HTMLElement).inert).toBe(true);
  });

  it('lets the keyboard reach a scrolling table with nothing focusable, and only while it scrolls', () => {
    const root = table('<tr><td>甲</td></tr>');
    const scroller = root.querySelector('.ant-table-content') as HTMLElement;
    // the measure row's checkbox does not count: it is inert
    size(scroller, 1200, 800);
    fixTables(root);
    expect(scroller.getAttribute('tabindex')).toBe('0');
    size(scroller, 800, 800);
    fixTables(root);
    expect(scroller.hasAttribute('tabindex')).toBe(false);
  });

  it('leaves a scrolling table alone when a link or button in it takes focus', () => {
    const root = table('<tr><td><button type="button">编辑</button></td></tr>');
    const scroller = root.querySelector('.ant-table-content') as HTMLElement;
    size(scroller, 1200, 800);
    fixTables(root);
    expect(scroller.hasAttribute('tabindex')).toBe(false);
  });

  it('fixes tables that appear later', async () => {
    const stop = installTableA11y(document.body);
    try {
      const root = table('<tr><td>乙</td></tr>');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((root.querySelector('.ant-table-measure-row') as HTMLElement).inert).toBe(true);
    } finally {
      stop();
    }
  });
});
