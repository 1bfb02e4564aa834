import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tableRow } from '@/test/dom';
import { click, expectRefused, tableTotal } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { SuppliersPage } from './SuppliersPage';

const sandbox = withSandbox();
const total = () => tableTotal('.supplier-table');
const URL = '/nzywsjgl/gylglzxt/gysztgl';

const rowOf = (text: string) => tableRow('.supplier-table', text);
const dialog = () => [...document.querySelectorAll<HTMLElement>('.ant-modal')].at(-1) as HTMLElement;
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

describe('<SuppliersPage>', { timeout: 120_000 }, () => {
  it('lists the suppliers with their licence flags and filters expired licences', async () => {
    const { search } = await renderScreen(<SuppliersPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 8 条记录'));
    expect(rowOf('湘潭绿丰化肥贸易有限公司').textContent).toContain('即将到期');
    expect(rowOf('衡阳惠农植保服务有限公司').textContent).toContain('已过期');
    expect(rowOf('湖南丰收农资有限公司').textContent).not.toMatch(/即将到期|已过期/);
    expect(rowOf('岳阳洞庭农资连锁有限公司').textContent).toContain('待审核');
    expect(rowOf('邵阳宝庆农资经营部').textContent).toContain('已驳回');

    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '衡阳' } });
    click('查询');
    await waitFor(() => expect(search()).toMatchObject({ name: '衡阳' }));
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    expect(sandbox.lastBody('supplierPage')).toMatchObject({ name: '衡阳', page: 1 });
  });

  it('refuses a wrong credit code before saving, then adds the supplier as 待审核', async () => {
    const { toasts } = await renderScreen(<SuppliersPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 8 条记录'));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增供应商主体'));
    type('企业名称', '长沙县春耕农资有限公司');
    type('统一社会信用代码', '91350100M000100Y44');
    type('联系人', '彭志华');
    type('手机', '13974801234');
    fireEvent.mouseDown(within(dialog()).getByLabelText('所在区域'));
    fireEvent.click(await screen.findByText('湖南省'));
    fireEvent.click(await screen.findByText('长沙市', {}, { timeout: 5000 }));
    fireEvent.click(await screen.findByText('长沙县', {}, { timeout: 5000 }));
    click('确定', dialog());
    expect(await within(dialog()).findByText('统一社会信用代码校验失败')).toBeTruthy();
    expect(sandbox.calls('supplierSave')).toHaveLength(0);

    // A code that passes the check but is already registered: the server refuses, the form stays.
    type('统一社会信用代码', '91350100M000100Y43');
    await waitFor(() => expect(within(dialog()).queryByText('统一社会信用代码校验失败')).toBeNull());
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('新增成功，等待审核', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 9 条记录'));
    expect(sandbox.lastBody('supplierSave')).toMatchObject({
      name: '长沙县春耕农资有限公司',
      creditCode: '91350100M000100Y43',
      enterpriseType: '2',
      qhmc: '长沙县',
      lon: null,
      licenceNo: null,
    });
    expect(rowOf('长沙县春耕农资有限公司').textContent).toContain('待审核');

    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增供应商主体'));
    type('企业名称', '重复的公司');
    type('统一社会信用代码', '91350100m000100y43');
    type('联系人', '李四');
    type('手机', '13974801235');
    fireEvent.mouseDown(within(dialog()).getByLabelText('所在区域'));
    fireEvent.click(await screen.findByText('湖南省'));
    fireEvent.click(await screen.findByText('长沙市', {}, { timeout: 5000 }));
    fireEvent.click(await screen.findByText('长沙县', {}, { timeout: 5000 }));
    await expectRefused(sandbox, toasts.error, '统一社会信用代码已存在', () => click('确定', dialog()));
    expect((within(dialog()).getByLabelText('企业名称') as HTMLInputElement).value).toBe('重复的公司');
  });

  it('reviews a pending supplier: 驳回 needs a reason, then shows 已驳回', async () => {
    const { toasts } = await renderScreen(<SuppliersPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 8 条记录'));
    click('审核', rowOf('岳阳洞庭农资连锁有限公司'));
    await waitFor(() => expect(dialog()?.textContent).toContain('审核供应商主体'));
    fireEvent.click(within(dialog()).getByLabelText('驳回'));
    await waitFor(() => expect(within(dialog()).getByLabelText('驳回原因')).toBeTruthy());
    click('确定', dialog());
    expect(await within(dialog()).findByText('驳回时请填写驳回原因')).toBeTruthy();
    expect(sandbox.calls('supplierAudit')).toHaveLength(0);
    type('驳回原因', '经营许可证已过期');
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('审核完成', expect.anything()));
    await waitFor(() => expect(rowOf('岳阳洞庭农资连锁有限公司').textContent).toContain('已驳回'));
    expect(sandbox.lastBody('supplierAudit')).toEqual({ id: 5, pass: false, reason: '经营许可证已过期' });
  });
});
