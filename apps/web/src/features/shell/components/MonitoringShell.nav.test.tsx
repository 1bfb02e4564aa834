import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { MonitoringShell } from './MonitoringShell';

withSandbox();

async function clickEntry(name: string): Promise<string> {
  const { router } = await renderScreen(<MonitoringShell />, { url: '/wlwyzt/index/asset' });
  const nav = await screen.findByRole('navigation', { name: '物联网监测菜单' });
  fireEvent.click(within(nav).getByRole('menuitem', { name: new RegExp(name) }));
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/wlwyzt/index/asset'));
  return router.state.location.pathname;
}

describe('the monitoring shell’s own entries', () => {
  it('物联网一张图 opens the IoT one-map cockpit', async () => {
    expect(await clickEntry('物联网一张图')).toBe('/wlwyzt_cockpit');
  });

  it('智能决策 opens the map workbench', async () => {
    expect(await clickEntry('智能决策')).toBe('/main_map');
  });
});
