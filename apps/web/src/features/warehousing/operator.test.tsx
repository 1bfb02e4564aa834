// The operator reads the warehousing screens but has none of their write buttons (seeded menus).
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { button, listLoaded, tableRows } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { DocListPage } from './docs/DocListPage';
import { StockPage } from './stock/StockPage';
import { WarehousePage } from './warehouses/WarehousePage';

withSandbox();

const WRITES = [
  /^新\s*增$/,
  /^编\s*辑$/,
  /^删\s*除$/,
  /^提\s*交$/,
  /^撤\s*回$/,
  /^作\s*废$/,
  /^审核通过$/,
  /^驳\s*回$/,
];
const noWrites = () => {
  for (const name of WRITES) expect(screen.queryByRole('button', { name })).toBeNull();
  expect(screen.queryByRole('switch')).toBeNull();
};

/** [title, screen, url, table, a read-only action each row keeps] */
const SCREENS: [string, ReactNode, string, string, string][] = [
  [
    '入库明细',
    <DocListPage key="i" direction="in" />,
    '/warehousing/inbound/index',
    '.stock-doc-table',
    '打印',
  ],
  [
    '入库审核',
    <DocListPage key="iv" direction="in" verify />,
    '/warehousing/inbound/verify',
    '.stock-doc-table',
    '打印',
  ],
  [
    '出库明细',
    <DocListPage key="o" direction="out" />,
    '/warehousing/outbound/index',
    '.stock-doc-table',
    '打印',
  ],
  [
    '出库审核',
    <DocListPage key="ov" direction="out" verify />,
    '/warehousing/outbound/verify',
    '.stock-doc-table',
    '打印',
  ],
  ['仓库', <WarehousePage key="w" />, '/warehousing/index/warehouse', '.warehouse-table', '详情'],
  ['库存', <StockPage key="s" />, '/warehousing/index/stock', '.stock-table', '流水'],
];

describe('warehousing as the operator', { timeout: 120_000 }, () => {
  it.each(SCREENS)('%s: rows and what they read, no write button', async (_title, page, url, table, read) => {
    await renderScreen(page, { as: 'operator', url });
    await listLoaded();
    const rows = tableRows(table);
    expect(rows.length).toBeGreaterThan(0);
    expect(button(read, rows[0])).toBeTruthy();
    noWrites();
  });

  it('the administrator has them (same screen, same seed)', async () => {
    await renderScreen(<DocListPage direction="in" verify />, {
      as: 'admin',
      url: '/warehousing/inbound/verify',
    });
    await listLoaded();
    expect(screen.getAllByRole('button', { name: /^审核通过$/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^驳\s*回$/ }).length).toBeGreaterThan(0);
  });
});
