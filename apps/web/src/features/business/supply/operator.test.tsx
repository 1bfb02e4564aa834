// The operator reads the supply-chain master data but has none of its write buttons (seeded menus).
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { listLoaded, tableRows } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { BrandsPage } from './brands/BrandsPage';
import { CategoriesPage } from './categories/CategoriesPage';
import { SetmealsPage } from './setmeals/SetmealsPage';
import { SkusPage } from './skus/SkusPage';
import { SuppliersPage } from './suppliers/SuppliersPage';

withSandbox();

const WRITES = [/^新\s*增$/, /^编\s*辑$/, /^删\s*除$/, /^审\s*核$/, /^新增下级$/];
const noWrites = () => {
  for (const name of WRITES) expect(screen.queryByRole('button', { name })).toBeNull();
  expect(screen.queryByRole('switch')).toBeNull();
};

const LISTS: [string, ReactNode, string, string][] = [
  ['供应商主体管理', <SuppliersPage key="s" />, '/nzywsjgl/gylglzxt/gysztgl', '.supplier-table'],
  ['单品录入', <SkusPage key="k" />, '/nzywsjgl/gylglzxt/skuManage', '.sku-table'],
  ['套餐录入', <SetmealsPage key="m" />, '/nzywsjgl/gylglzxt/setmealManage', '.setmeal-table'],
  ['品牌配置', <BrandsPage key="b" />, '/nzywsjgl/gylglzxt/productBrand', '.brand-table'],
];

describe('supply-chain master data as the operator', { timeout: 120_000 }, () => {
  it.each(LISTS)('%s: rows, no write button, no status switch', async (_name, page, url, table) => {
    await renderScreen(page, { as: 'operator', url });
    await listLoaded();
    expect(tableRows(table).length).toBeGreaterThan(0);
    noWrites();
  });

  it('商城类目配置: the tree, no 新增 / 新增下级 / 编辑 / 删除, no dragging', async () => {
    await renderScreen(<CategoriesPage />, { as: 'operator', url: '/nzywsjgl/gylglzxt/productCategory' });
    await waitFor(() => expect(tableRows('.category-tree').length).toBeGreaterThan(0));
    noWrites();
    expect(document.querySelector('.category-tree [draggable="true"]')).toBeNull();
  });

  it('the administrator has them (same screen, same seed)', async () => {
    await renderScreen(<SuppliersPage />, { as: 'admin', url: '/nzywsjgl/gylglzxt/gysztgl' });
    await listLoaded();
    expect(screen.getAllByRole('button', { name: /^编\s*辑$/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^审\s*核$/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('switch').length).toBeGreaterThan(0);
  });
});
