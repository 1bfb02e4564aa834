// The seeded operator's roles do not grant the publishing buttons: the 单品上架 / 套餐上架 screens
// show the items without them (the sandbox's refusal of the calls is tested with the customers in
// features/operation/permissions.test.tsx).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tableRows } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { CombineLaunchPage, GoodLaunchPage } from './GoodLaunchPage';

withSandbox();

describe('publishing without its buttons', { timeout: 120_000 }, () => {
  it.each([
    ['单品上架', <GoodLaunchPage key="g" />, '/nzywsjgl/gylglzxt/goodLaunch'],
    ['套餐上架', <CombineLaunchPage key="c" />, '/nzywsjgl/gylglzxt/combineLaunch'],
  ])(
    '%s: the operator sees the items but no 上架 / 下架 / 价格与限购 / batch buttons',
    async (_t, page, url) => {
      await renderScreen(page, { as: 'operator', url });
      await waitFor(() => expect(tableRows('.launch-page').length).toBeGreaterThan(0));
      for (const name of [/^上\s*架$/, /^下\s*架$/, /^价格与限购$/, /^批量上架$/, /^批量下架$/])
        expect(screen.queryByRole('button', { name })).toBeNull();
    },
  );
});
