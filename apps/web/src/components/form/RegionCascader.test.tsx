import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { RegionCascader, type RegionValue } from './RegionCascader';

const sandbox = withSandbox();

/** Opens the cascader's panel. */
function open() {
  fireEvent.mouseDown(document.querySelector('.ant-select-selector, .ant-cascader') as HTMLElement);
  fireEvent.click(document.querySelector('.ant-select-selector, .ant-cascader') as HTMLElement);
}

/** Clicks the panel entry named `name` once it has loaded. */
async function choose(name: string) {
  const item = await waitFor(
    () => {
      const found = document.querySelector(`.ant-cascader-menu-item[title="${name}"]`);
      expect(found, name).toBeTruthy();
      return found as HTMLElement;
    },
    { timeout: 15_000 },
  );
  fireEvent.click(item);
}

const drilled = () => sandbox.calls('regionDrillDown').map((c) => c.url.searchParams.get('qhdm'));

describe('<RegionCascader>', { timeout: 60_000 }, () => {
  it('to the village (12-digit codes) when asked: 湖南省 → 长沙市 → 望城区 → 高塘岭街道 → 西塘街社区', async () => {
    const onChange = vi.fn<(v: RegionValue | undefined) => void>();
    await renderScreen(<RegionCascader depth="village" onChange={onChange} />, { as: 'admin', url: '/' });
    open();
    for (const name of ['湖南省', '长沙市', '望城区', '高塘岭街道']) await choose(name);
    await choose('西塘街社区');
    expect(onChange).toHaveBeenLastCalledWith({ qhdm: '430112001001', qhmc: '西塘街社区' });
    expect(drilled()).toContain('430112001');
  });

  it('stops at the township by default (SPEC §5): no village is asked for', async () => {
    const onChange = vi.fn<(v: RegionValue | undefined) => void>();
    await renderScreen(
      <RegionCascader value={{ qhdm: '430112001', qhmc: '高塘岭街道' }} onChange={onChange} />,
      {
        as: 'admin',
        url: '/',
      },
    );
    await waitFor(() => expect(drilled()).toContain('430112'));
    open();
    await choose('高塘岭街道');
    expect(onChange).toHaveBeenLastCalledWith({ qhdm: '430112001', qhmc: '高塘岭街道' });
    expect(document.querySelector('.ant-cascader-menu-item[title="西塘街社区"]')).toBeNull();
    expect(drilled()).not.toContain('430112001');
  });
});
