import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasRichContent as hasContent } from '@/components/rich-text/limits';
import { createApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { button, dialog, dialogField, listTotal, popover, tableRow, tableRows } from '@/test/dom';
import { chooseOption, click } from '@/test/list-screen';
import { typeRichText } from '@/test/rich-text';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { toSaveBody } from './SchemeDialog';
import { SchemesPage } from './SchemesPage';

const sandbox = withSandbox();
const URL = '/agroService/agrotechnicalScheme/index';
const TABLE = '.scheme-table';

/** Picks `label` in the antd select labelled `field` inside `root`. */
async function pick(field: string, label: string, root: HTMLElement = dialog()) {
  await chooseOption(within(root).getByLabelText(field), label);
}

describe('<SchemesPage>', { timeout: 120_000 }, () => {
  it('lists the schemes, filters by status and shows one in the reader', async () => {
    await renderScreen(<SchemesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 5 条记录'));
    expect(tableRow(TABLE, '油菜蕾薹期菌核病防治方案').textContent).toContain('草稿');
    expect(tableRow(TABLE, '柑橘春梢期红蜘蛛防治方案').textContent).toContain('已撤回');

    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click(await screen.findByTitle('已发布'));
    click('查询');
    await waitFor(() => expect(listTotal()).toBe('共查询到 3 条记录'));
    expect(sandbox.lastBody('agroSchemePage')).toMatchObject({ status: 1, page: 1 });

    click('查看', tableRow(TABLE, '水稻分蘖期稻飞虱综合防治方案'));
    const reader = await screen.findByRole('article', { name: '水稻分蘖期稻飞虱综合防治方案' });
    await waitFor(() => expect(reader.textContent).toContain('分蘖期百丛虫量超过'));
    expect(reader.textContent).toContain('作物：水稻　生育期：分蘖期　防治对象：稻飞虱');
    expect(reader.textContent).toContain('诺普信 5% 阿维菌素乳油 100ml/瓶');
    expect(reader.querySelector('.scheme-reader-body strong')?.textContent).toBe('1000 头');
  });

  it('validates the form, keeps what was typed on a failed save, saves a draft and renders payloads as text', async () => {
    const { toasts } = await renderScreen(<SchemesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 5 条记录'));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增农技方案'), { timeout: 20_000 });
    click('确定', dialog());
    for (const text of ['请输入方案名称', '请选择作物', '请输入生育期', '请输入防治对象', '请输入防治措施'])
      expect(await within(dialog()).findByText(text)).toBeTruthy();

    const title = '<img src=x onerror=alert(1)>玉米螟防治';
    fireEvent.change(dialogField('方案名称'), { target: { value: title } });
    await pick('作物', '玉米');
    fireEvent.change(dialogField('生育期'), { target: { value: '大喇叭口期' } });
    fireEvent.change(dialogField('防治对象'), { target: { value: '玉米螟' } });
    await typeRichText('心叶末期撒施颗粒剂。');
    fireEvent.mouseDown(within(dialog()).getByLabelText('推荐农资'));
    fireEvent.change(within(dialog()).getByLabelText('推荐农资'), { target: { value: '氯虫' } });
    await waitFor(() => expect(sandbox.lastBody('skuSpecOptions')).toMatchObject({ keyword: '氯虫' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
        o.textContent?.includes('氯虫苯甲酰胺'),
      );
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    fireEvent.click(option);

    await sandbox.fault('agroSchemeSave', 'error', { msg: '方案服务维护中', times: 1 });
    click('确定', dialog());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('方案服务维护中', expect.anything()));
    expect(dialogField('方案名称').value).toBe(title);
    await waitFor(() => expect(button('确定', dialog()).className).not.toContain('ant-btn-loading'));
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    expect(sandbox.lastBody('agroSchemeSave')).toMatchObject({
      title,
      stage: '大喇叭口期',
      problem: '玉米螟',
      measures: '<p>心叶末期撒施颗粒剂。</p>',
      specIds: [expect.any(Number)],
      attachments: [],
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 6 条记录'));
    const row = tableRow(TABLE, '玉米螟防治');
    expect(row.textContent).toContain(title);
    expect(row.textContent).toContain('草稿');
    expect(row.querySelector('img')).toBeNull();

    click('查看', row);
    const reader = await screen.findByRole('article', { name: title });
    await waitFor(() => expect(reader.textContent).toContain('心叶末期撒施颗粒剂。'));
    expect(reader.querySelector('img')).toBeNull();
    expect(reader.textContent).toContain('氯虫苯甲酰胺');
  });

  it('publishes and withdraws after asking; a published scheme is neither edited nor deleted', async () => {
    const { toasts } = await renderScreen(<SchemesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 5 条记录'));
    const draft = '油菜蕾薹期菌核病防治方案';
    expect(() => button('撤回', tableRow(TABLE, draft))).toThrow();
    click('发布', tableRow(TABLE, draft));
    click('确定', await popover('确定发布该方案吗？发布后农户可见。'));
    await waitFor(() => expect(tableRow(TABLE, draft).textContent).toContain('已发布'));
    expect(toasts.success).toHaveBeenCalledWith('发布成功', expect.anything());
    expect(sandbox.lastBody('agroSchemeStatus')).toMatchObject({ action: 'publish' });
    // A published scheme is neither edited nor deleted.
    expect(() => button('编辑', tableRow(TABLE, draft))).toThrow();
    expect(() => button('删除', tableRow(TABLE, draft))).toThrow();

    click('撤回', tableRow(TABLE, draft));
    click('取消', await popover('确定撤回该方案吗？撤回后农户不可见。'));
    expect(sandbox.calls('agroSchemeStatus')).toHaveLength(1);
    click('撤回', tableRow(TABLE, draft));
    click('确定', await popover('确定撤回该方案吗？撤回后农户不可见。'));
    await waitFor(() => expect(tableRow(TABLE, draft).textContent).toContain('已撤回'));
    expect(toasts.success).toHaveBeenCalledWith('撤回成功', expect.anything());
  });

  it('shows the refusal of a move another user made first, and the list again', async () => {
    const { toasts } = await renderScreen(<SchemesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 5 条记录'));
    const name = '油菜蕾薹期菌核病防治方案';
    // Another user publishes it meanwhile (the same session, outside this screen).
    const other = createApi(sandbox.fetch);
    const { records } = await apiFetch(other, 'base', 'post', '/api/v1/agro/scheme/page', {
      body: { title: name, page: 1, pageSize: 1 },
    });
    await apiFetch(other, 'base', 'post', '/api/v1/agro/scheme/status', {
      body: { id: records[0]?.id as number, action: 'publish' },
    });
    click('发布', tableRow(TABLE, name));
    click('确定', await popover('确定发布该方案吗？发布后农户可见。'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('方案已发布', expect.anything()));
    await waitFor(() => expect(tableRow(TABLE, name).textContent).toContain('已发布'));
  });

  it('the operator adds and edits drafts but has no 发布 / 撤回', async () => {
    await renderScreen(<SchemesPage />, { as: 'operator', url: URL });
    await waitFor(() => expect(listTotal()).toBe('共查询到 5 条记录'));
    expect(button('新增')).toBeTruthy();
    const row = tableRow(TABLE, '油菜蕾薹期菌核病防治方案');
    expect(button('编辑', row)).toBeTruthy();
    expect(() => button('发布', row)).toThrow();
    expect(() => button('撤回', tableRow(TABLE, '水稻分蘖期稻飞虱综合防治方案'))).toThrow();
    expect(tableRows(TABLE)).toHaveLength(5);
  });

  it('shows a list failure with 重试', async () => {
    await sandbox.fault('agroSchemePage', 'error', { msg: '方案服务维护中', times: 1 });
    await renderScreen(<SchemesPage />, { as: 'admin', url: URL });
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    fireEvent.click(retry);
    await waitFor(() => expect(listTotal()).toBe('共查询到 5 条记录'));
  });
});

describe('scheme form helpers', () => {
  it('tells empty rich text from content and builds the save body', () => {
    expect(hasContent('')).toBe(false);
    expect(hasContent('<p> </p>')).toBe(false);
    expect(hasContent('<p><img src="/a.png"></p>')).toBe(true);
    expect(hasContent('<p>喷雾</p>')).toBe(true);
    expect(
      toSaveBody(
        {
          title: ' 方案 ',
          cropId: 2,
          stage: ' 苗期 ',
          problem: '立枯病',
          measures: '<p>x</p>',
          skus: [{ specId: 7, label: 'a' }],
          attachments: [{ fileId: 'u1', name: '说明.pdf', size: 10 }],
        },
        3,
      ),
    ).toEqual({
      id: 3,
      title: '方案',
      cropId: 2,
      stage: '苗期',
      problem: '立枯病',
      measures: '<p>x</p>',
      specIds: [7],
      attachments: [{ fileId: 'u1', name: '说明.pdf', size: 10 }],
    });
  });
});
