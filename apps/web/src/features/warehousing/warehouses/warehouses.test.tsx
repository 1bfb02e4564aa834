import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog, dialogField, tableRow } from '@/test/dom';
import { click, expectRefused, tableTotal } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import type { WarehouseDetail } from '../api';
import { toSaveBody, warehouseFormValues } from './WarehouseDialog';
import { WarehousePage } from './WarehousePage';

const sandbox = withSandbox();
const total = () => tableTotal('.warehouse-table');
const URL = '/warehousing/index/warehouse';

const rowOf = (text: string) => tableRow('.warehouse-table', text);
const type = (label: string, value: string) => fireEvent.change(dialogField(label), { target: { value } });

describe('warehouse form values', () => {
  it('round-trips a warehouse and leaves the map point out unless both coordinates are given', () => {
    const detail: WarehouseDetail = {
      id: 3,
      name: '测试仓',
      code: 'WH-T',
      type: 2,
      qhdm: '430104',
      qhmc: '岳麓区',
      address: '麓谷',
      lon: 112.9,
      lat: 28.2,
      managerId: 1,
      managerName: '系统管理员',
      capacity: 10,
      status: 1,
      remark: null,
      zoneCount: 1,
      locationCount: 1,
      stockQuantity: 0,
      createTime: '2026-01-01 00:00:00',
      zones: [{ code: 'A', name: '化肥区', locations: [{ code: 'A-01', capacity: 5 }] }],
    };
    const body = toSaveBody(warehouseFormValues(detail), 3);
    expect(body).toMatchObject({
      id: 3,
      lon: 112.9,
      lat: 28.2,
      qhdm: '430104',
      remark: null,
      zones: detail.zones,
    });
    expect(toSaveBody({ ...warehouseFormValues(detail), lat: '' }).lon).toBeNull();
  });
});

describe('<WarehousePage>', { timeout: 40_000 }, () => {
  it('lists the seeded warehouses and filters by name or code and type', async () => {
    const { search } = await renderScreen(<WarehousePage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 4 条记录'));
    expect(rowOf('WH-CS-01').textContent).toContain('长沙岳麓农资中心仓');
    expect(rowOf('WH-CS-01').textContent).toContain('3 个库区 / 7 个库位');
    fireEvent.change(screen.getByLabelText('名称/编码'), { target: { value: 'WH-LY' } });
    click('查询');
    await waitFor(() => expect(search()).toMatchObject({ name: 'WH-LY' }));
    await waitFor(() => expect(total()).toBe('共查询到 2 条记录'));
    expect(sandbox.lastBody('warehousePage')).toMatchObject({ name: 'WH-LY', page: 1 });
  });

  it('creates a warehouse with a zone and a location, refuses a duplicate code keeping what was typed', async () => {
    const { toasts } = await renderScreen(<WarehousePage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 4 条记录'));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增仓库'));
    click('确定', dialog());
    expect(await within(dialog()).findByText('请输入仓库名称')).toBeTruthy();
    expect(within(dialog()).getByText('请选择所在区域')).toBeTruthy();
    expect(within(dialog()).getByText('请选择负责人')).toBeTruthy();
    expect(sandbox.calls('warehouseSave')).toHaveLength(0);

    type('仓库名称', '望城前置仓');
    type('仓库编码', 'WH-CS-01');
    type('详细地址', '高塘岭街道 8 号');
    type('经度', '112.82');
    type('纬度', '28.35');
    // 负责人: search and pick a user.
    const manager = within(dialog()).getByLabelText('负责人');
    fireEvent.mouseDown(manager);
    fireEvent.change(manager, { target: { value: '运营' } });
    fireEvent.click(await screen.findByTitle(/^运营专员/));
    // 所在区域: 湖南省 → 长沙市 → 望城区.
    fireEvent.mouseDown(within(dialog()).getByLabelText('所在区域'));
    fireEvent.click(await screen.findByText('湖南省'));
    fireEvent.click(await screen.findByText('长沙市'));
    fireEvent.click(await screen.findByText('望城区'));
    click('添加库区', dialog());
    fireEvent.change(within(dialog()).getByLabelText('库区编码1'), { target: { value: 'A' } });
    fireEvent.change(within(dialog()).getByLabelText('库区名称1'), { target: { value: '化肥区' } });
    click('添加库位', dialog());
    fireEvent.change(within(dialog()).getByLabelText('库位编码1-1'), { target: { value: 'A-01' } });

    await expectRefused(sandbox, toasts.error, '仓库编码已存在', () => click('确定', dialog()));
    expect((within(dialog()).getByLabelText('仓库名称') as HTMLInputElement).value).toBe('望城前置仓');

    type('仓库编码', 'WH-WC-01');
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 5 条记录'));
    expect(sandbox.lastBody('warehouseSave')).toMatchObject({
      name: '望城前置仓',
      code: 'WH-WC-01',
      qhmc: '望城区',
      lon: 112.82,
      lat: 28.35,
      managerId: 2,
      zones: [{ code: 'A', name: '化肥区', locations: [{ code: 'A-01', capacity: 100 }] }],
    });
    expect(rowOf('WH-WC-01').textContent).toContain('1 个库区 / 1 个库位');
  });

  it('refuses to delete a warehouse with documents, and edits one', async () => {
    const { toasts } = await renderScreen(<WarehousePage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 4 条记录'));
    click('删除', rowOf('WH-CS-01'));
    const pop = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
      expect(el).not.toBeNull();
      return el as HTMLElement;
    });
    click('确定', pop);
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('该仓库已有出入库单据或库存，不能删除', expect.anything()),
    );
    click('编辑', rowOf('WH-ZZ-01'));
    await waitFor(() =>
      expect((within(dialog()).getByLabelText('仓库名称') as HTMLInputElement).value).toBe('株洲中转仓'),
    );
    type('仓库名称', '株洲天元中转仓');
    click('确定', dialog());
    await waitFor(() => expect(rowOf('WH-ZZ-01').textContent).toContain('株洲天元中转仓'));
  });
});
