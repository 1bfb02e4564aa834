import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, readWorkbook, setFileSaver } from '@/lib/excel';
import { button, dialog, dialogField, listLoaded, listTotal, tableRow } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { CustomersPage } from './CustomersPage';
import { customerMessages as m } from './messages';

const sandbox = withSandbox();
const URL = '/yxglxt/index/khgl';
const total = () => Number(/共查询到 (\d+) 条记录/.exec(listTotal())?.[1] ?? NaN);

/** Picks `label` in the antd Select of the dialog field `field`. */
async function pick(field: string, label: string) {
  const input = dialogField(field);
  fireEvent.mouseDown(input);
  const option = (await screen.findAllByTitle(label)).at(-1) as HTMLElement;
  fireEvent.click(option);
}

describe('<CustomersPage>', { timeout: 180_000 }, () => {
  it('adds a customer; a phone used by another customer is refused without naming them and what was typed stays', async () => {
    const { toasts } = await renderScreen(<CustomersPage />, { as: 'admin', url: URL });
    await listLoaded();
    const before = total();
    expect(before).toBeGreaterThanOrEqual(30);
    // the seeded customers with a due next contact are flagged
    expect(document.querySelector('.customer-due')?.textContent).toMatch(/有 \d+ 位客户已到下次联系日期/);
    expect(document.querySelectorAll('.customer-table .ant-tag-red').length).toBeGreaterThan(0);
    // the phone of a listed customer
    const cells = [...tableRow('.customer-table', '').querySelectorAll('td')].map(
      (td) => td.textContent ?? '',
    );
    const phone = cells.find((t) => /^1[3-9]\d{9}$/.test(t)) as string;

    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()?.textContent).toContain('新增客户'));
    fireEvent.click(button('确定', dialog()));
    expect(await within(dialog()).findByText('请输入客户名称')).toBeTruthy();
    fireEvent.change(dialogField('客户名称'), { target: { value: '望城区乔口镇渔业合作社' } });
    await pick('客户类型', '合作社');
    fireEvent.change(dialogField('联系人'), { target: { value: '柳青山' } });
    fireEvent.change(dialogField('手机'), { target: { value: '1390731' } });
    fireEvent.click(button('确定', dialog()));
    expect(await within(dialog()).findByText('请输入正确的手机号')).toBeTruthy();
    fireEvent.change(dialogField('手机'), { target: { value: phone } });
    // region: the cascader's first levels
    fireEvent.mouseDown(within(dialog()).getByLabelText('所在区域'));
    const pickRegion = async (name: string) => {
      const item = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')].find(
          (i) => i.textContent === name,
        );
        expect(found).toBeTruthy();
        return found as HTMLElement;
      });
      fireEvent.click(item);
    };
    await pickRegion('湖南省');
    await pickRegion('长沙市');
    await pickRegion('望城区');
    await waitFor(() =>
      expect(dialogField('所在区域').closest('.ant-select')?.textContent ?? '').toBeTruthy(),
    );
    const unchanged = await sandbox.checksum();
    fireEvent.click(button('确定', dialog()));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('该手机号已被其他客户使用', expect.anything()),
    );
    expect(await sandbox.checksum()).toEqual(unchanged);
    expect(dialogField('客户名称').value).toBe('望城区乔口镇渔业合作社');

    fireEvent.change(dialogField('手机'), { target: { value: '13907319999' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(total()).toBe(before + 1));
    expect(sandbox.lastBody('customerSave')).toMatchObject({
      name: '望城区乔口镇渔业合作社',
      type: 2,
      phone: '13907319999',
      qhdm: expect.stringMatching(/^430112/),
    });
  });

  it('经度 and 纬度 are optional but refused outside China, each with its own message', async () => {
    await renderScreen(<CustomersPage />, { as: 'admin', url: URL });
    await listLoaded();
    const unchanged = await sandbox.checksum();
    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()?.textContent).toContain('新增客户'));
    fireEvent.change(dialogField('经度'), { target: { value: '140' } });
    fireEvent.change(dialogField('纬度'), { target: { value: '60' } });
    fireEvent.click(button('确定', dialog()));
    expect(await within(dialog()).findByText('经度应在 73～136 之间')).toBeTruthy();
    expect(await within(dialog()).findByText('纬度应在 3～54 之间')).toBeTruthy();
    fireEvent.change(dialogField('经度'), { target: { value: '112.9' } });
    fireEvent.change(dialogField('纬度'), { target: { value: '' } });
    await waitFor(() => {
      expect(within(dialog()).queryByText('经度应在 73～136 之间')).toBeNull();
      expect(within(dialog()).queryByText('纬度应在 3～54 之间')).toBeNull();
    });
    expect(await sandbox.checksum()).toEqual(unchanged);
    fireEvent.click(button('取消', dialog()));
    await waitFor(() => expect(dialog()).toBeFalsy());
  });

  it('the detail drawer shows the 跟进记录 timeline and adds one', async () => {
    const { toasts } = await renderScreen(<CustomersPage />, { as: 'admin', url: URL });
    await listLoaded();
    const row = tableRow('.customer-table', '合作社');
    fireEvent.click(button('详情', row));
    const drawer = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.customer-drawer');
      expect(el?.textContent).toContain('基本信息');
      return el as HTMLElement;
    });
    fireEvent.click(button('保存跟进', drawer));
    expect(await within(drawer).findByText('请填写跟进内容')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('跟进内容'), {
      target: { value: '电话确认春耕复合肥到货时间' },
    });
    fireEvent.click(button('保存跟进', drawer));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('跟进记录已添加', expect.anything()));
    await waitFor(() =>
      expect(drawer.querySelector('.customer-followups')?.textContent).toContain(
        '电话确认春耕复合肥到货时间',
      ),
    );
    expect(sandbox.lastBody('customerFollowupSave')).toMatchObject({
      type: 1,
      content: '电话确认春耕复合肥到货时间',
      nextContactDate: null,
    });
  });

  it('imports from the template: row errors listed and nothing imported; the template downloads', async () => {
    await renderScreen(<CustomersPage />, { as: 'admin', url: URL });
    await listLoaded();
    const before = total();
    fireEvent.click(button('导入'));
    const modal = await waitFor(() => document.querySelector<HTMLElement>('.customer-import') as HTMLElement);
    let saved: Blob | undefined;
    const restore = setFileSaver((blob) => {
      saved = blob;
    });
    try {
      fireEvent.click(button('下载模板', modal));
      await waitFor(() => expect(saved).toBeDefined());
      const template = await readWorkbook(await (saved as Blob).arrayBuffer());
      expect(template[0]).toEqual([...m.import.headers]);
    } finally {
      restore();
    }
    const rows = [
      ['湘阴县测试家庭农场', '家庭农场', '周一', '13800001111', '430624', '', '水稻', '50', '普通客户', ''],
      ['', '牧场', '周二', '13800001111', '430624', '', '', 'abc', '', ''],
    ];
    const data = await buildWorkbook({
      sheetName: '客户',
      columns: m.import.headers.map((header, i) => ({ header, value: (r: string[]) => r[i] })),
      rows,
    });
    const file = new File([data], '客户.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const unchanged = await sandbox.checksum();
    fireEvent.change(modal.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [file] },
    });
    await waitFor(() =>
      expect(modal.querySelector('.customer-import-errors')?.textContent).toContain(
        '第 3 行：客户名称不能为空',
      ),
    );
    const text = modal.querySelector('.customer-import-errors')?.textContent ?? '';
    expect(text).toContain('第 3 行：手机号与第2行重复');
    expect(text).toContain('第 3 行：种植面积应为不超过两位小数的非负数');
    expect(text).not.toContain('第 2 行');
    expect(await sandbox.checksum()).toEqual(unchanged);
    fireEvent.click(button('关闭', modal));
    expect(total()).toBe(before);
  });
});
