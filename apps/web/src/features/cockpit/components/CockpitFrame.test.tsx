import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { CockpitFrame } from './CockpitFrame';

const sandbox = withSandbox();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function crumbs(): string[] {
  const nav = screen.getByRole('navigation', { name: '区域' });
  return [...nav.querySelectorAll('.ant-breadcrumb-link')].map((el) => el.textContent ?? '');
}

describe('<CockpitFrame> region breadcrumb', { timeout: 60_000 }, () => {
  it('shows the names of every level', async () => {
    await renderScreen(
      <CockpitFrame title="驾驶舱" regionCode="430104" onRegionChange={() => {}}>
        <div />
      </CockpitFrame>,
    );
    await waitFor(() => expect(crumbs()).toEqual(['湖南省', '长沙市', '岳麓区']));
  });

  it('never shows a code, even when the names cannot be loaded', async () => {
    await sandbox.fault('regionTree', 'network');
    await renderScreen(
      <CockpitFrame title="驾驶舱" regionCode="430104" onRegionChange={() => {}}>
        <div />
      </CockpitFrame>,
    );
    expect(crumbs()).toHaveLength(3);
    for (const text of crumbs()) expect(text).not.toMatch(/\d/);
    await waitFor(() => expect(crumbs()).toEqual(['未知区域', '未知区域', '未知区域']));
  });
});
