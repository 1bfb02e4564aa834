import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { button, listLoaded, listTotal, popover, tableRow, tableRows } from '@/test/dom';
import { click } from '@/test/list-screen';
import { typeRichText } from '@/test/rich-text';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { DocumentsPage } from './DocumentsPage';

const sandbox = withSandbox();
const URL = '/xtbgxt/index/gwgl';
const TABLE = '.document-table';
const actionsOf = (text: string) =>
  [...tableRow(TABLE, text).querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));
const drawer = () => document.querySelector('.document-form-drawer') as HTMLElement;
const field = (label: string) => within(drawer()).getByLabelText(label) as HTMLInputElement;

// The seeded documents are the administrator's, who sees and changes every document; the
// operator sees only their own and those they approve (the last test).
describe('<DocumentsPage> 公文管理', { timeout: 120_000 }, () => {
  it('lists the documents in every state with only the actions each state allows; filters by 状态', async () => {
    await renderScreen(<DocumentsPage />, { as: 'admin', url: URL });
    await listLoaded();
    expect(listTotal()).toBe('共查询到 5 条记录');
    const draft = '春季农资打假';
    expect(tableRow(TABLE, draft).textContent).toContain('草稿');
    expect(actionsOf(draft)).toEqual(['编辑', '查看', '提交审批', '打印', '删除']);
    expect(tableRow(TABLE, '保供稳价').textContent).toContain('审批中');
    expect(tableRow(TABLE, '保供稳价').textContent).toContain('特急');
    expect(actionsOf('保供稳价')).toEqual(['查看', '打印']);
    expect(actionsOf('仓储安全管理办法')).toEqual(['查看', '打印']);
    expect(tableRow(TABLE, '调整化肥').textContent).toContain('已驳回');
    expect(tableRow(TABLE, '调整化肥').textContent).toContain('秘密');
    expect(actionsOf('调整化肥')).toEqual(['编辑', '查看', '提交审批', '打印']);
    expect(actionsOf('安全生产工作会议')).toEqual(['编辑', '查看', '提交审批', '打印']);

    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click(await screen.findByTitle('已通过'));
    click('查询');
    await waitFor(() => expect(sandbox.lastBody('officialDocPage')).toMatchObject({ status: 2 }));
    await waitFor(() => expect(tableRows(TABLE)).toHaveLength(1));
    expect(tableRows(TABLE)[0]?.textContent).toContain('仓储安全管理办法');
  });

  it('新建公文: Chinese validation, the next 发文字号, a failed save keeps what was typed, then the draft is listed', async () => {
    const { toasts } = await renderScreen(<DocumentsPage />, { as: 'admin', url: URL });
    await listLoaded();
    click('新建公文');
    await waitFor(() => expect(drawer()?.textContent).toContain('版头'), { timeout: 20_000 });
    expect(drawer().textContent).toContain('主体');
    expect(drawer().textContent).toContain('版记');
    const year = new Date().getFullYear();
    // opening proposes the next 序号 of 湘农资 this year
    await waitFor(() => expect(field('发文字号').value).toMatch(new RegExp(`^湘农资〔${year}〕\\d+号$`)));
    const proposed = field('发文字号').value;

    fireEvent.change(field('发文字号'), { target: { value: '湘农资2026年5号' } });
    fireEvent.change(field('份号'), { target: { value: '12a' } });
    click('保存草稿', drawer());
    expect(await within(drawer()).findByText('请填写标题')).toBeTruthy();
    expect(await within(drawer()).findByText('请填写主送机关')).toBeTruthy();
    expect(await within(drawer()).findByText('请填写正文')).toBeTruthy();
    expect(await within(drawer()).findByText('份号应为6位数字')).toBeTruthy();
    expect(
      await within(drawer()).findByText('发文字号格式应为“机关代字〔年份〕序号号”，如 湘农资〔2026〕12号'),
    ).toBeTruthy();
    expect(sandbox.calls('officialDocSave')).toHaveLength(0);

    click('自动编号', drawer());
    await waitFor(() => expect(field('发文字号').value).toBe(proposed));
    expect(sandbox.lastBody('officialDocNextNo')).toEqual({ orgCode: '湘农资', year });
    fireEvent.change(field('份号'), { target: { value: '000007' } });
    fireEvent.change(field('标题'), { target: { value: '关于加强农药经营许可管理的通知' } });
    fireEvent.change(field('主送机关'), { target: { value: '各分公司' } });
    await typeRichText('请各分公司严格落实农药经营许可制度。', drawer);
    await sandbox.fault('officialDocSave', 'error', { msg: '公文服务维护中', times: 1 });
    click('保存草稿', drawer());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('公文服务维护中', expect.anything()));
    expect(field('标题').value).toBe('关于加强农药经营许可管理的通知');
    expect(drawer().querySelector('.tiptap')?.textContent).toContain('严格落实');

    await waitFor(() => expect(button('保存草稿', drawer()).className).not.toContain('ant-btn-loading'));
    click('保存草稿', drawer());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    expect(sandbox.lastBody('officialDocSave')).toMatchObject({
      title: '关于加强农药经营许可管理的通知',
      docNo: proposed,
      copyNo: '000007',
      issuer: '湖南省农业生产资料集团有限公司文件',
      mainTo: '各分公司',
      body: '<p>请各分公司严格落实农药经营许可制度。</p>',
      secrecy: 0,
      urgency: 0,
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 6 条记录'));
    expect(tableRow(TABLE, '农药经营许可').textContent).toContain('草稿');
  });

  it('a duplicate 发文字号 is refused by the server with its message and the drawer stays', async () => {
    const { toasts } = await renderScreen(<DocumentsPage />, { as: 'admin', url: URL });
    await listLoaded();
    click('编辑', tableRow(TABLE, '春季农资打假'));
    await waitFor(() => expect(field('标题').value).toBe('关于开展2026年春季农资打假专项行动的通知'), {
      timeout: 20_000,
    });
    const taken = tableRow(TABLE, '调整化肥').textContent?.match(/湘农资〔\d{4}〕\d+号/)?.[0] as string;
    fireEvent.change(field('发文字号'), { target: { value: taken } });
    click('保存草稿', drawer());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('发文字号已存在', expect.anything()));
    expect(field('发文字号').value).toBe(taken);
  });

  it('提交审批 asks for the flow (公文审批 first) and the document goes 审批中; 删除 asks first', async () => {
    const { toasts } = await renderScreen(<DocumentsPage />, { as: 'admin', url: URL });
    await listLoaded();
    click('提交审批', tableRow(TABLE, '安全生产工作会议'));
    const dlg = await waitFor(() => {
      const el = document.querySelector('.document-submit-dialog') as HTMLElement;
      expect(el?.textContent).toContain('公文审批（公文）');
      return el;
    });
    expect(dlg.textContent).toContain('确定将「关于召开2026年度安全生产工作会议的通知」提交审批吗？');
    click('提交', dlg);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('已提交审批', expect.anything()));
    expect(sandbox.lastBody('officialDocSubmit')).toMatchObject({ approvalId: 103 });
    await waitFor(() => expect(tableRow(TABLE, '安全生产工作会议').textContent).toContain('审批中'));
    expect(actionsOf('安全生产工作会议')).toEqual(['查看', '打印']);

    click('删除', tableRow(TABLE, '春季农资打假'));
    click('确定', await popover('确定删除该公文草稿吗？'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(listTotal()).toBe('共查询到 4 条记录'));
  });

  it('查看 shows the document with its approval timeline; 打印 shows the red-header layout and prints', async () => {
    await renderScreen(<DocumentsPage />, { as: 'admin', url: URL });
    await listLoaded();
    click('查看', tableRow(TABLE, '调整化肥'));
    const view = await waitFor(() => {
      const el = document.querySelector('.document-view') as HTMLElement;
      expect(el?.querySelector('.request-timeline')).toBeTruthy();
      return el;
    });
    expect(view.textContent).toContain('已驳回');
    expect(view.textContent).toContain('公文审批');
    const timeline = view.querySelector('.request-timeline') as HTMLElement;
    expect(timeline.textContent).toContain('王志强');
    expect(timeline.textContent).toContain('请补充价格测算依据后重新提交');
    fireEvent.click(
      within(view.closest('.ant-drawer') as HTMLElement).getByRole('button', { name: /close|关闭/i }),
    );

    const original = window.print;
    const print = vi.fn();
    window.print = print;
    click('打印', tableRow(TABLE, '调整化肥'));
    const paper = await waitFor(() => {
      const el = document.querySelector('.gw-print-modal .gw-paper') as HTMLElement;
      expect(el).toBeTruthy();
      return el;
    });
    const text = (sel: string) => paper.querySelector(sel)?.textContent ?? '';
    expect(text('.gw-copy-no')).toBe('000003');
    expect(text('.gw-secrecy')).toBe('秘密★1年');
    expect(text('.gw-urgency')).toBe('加急');
    expect(text('.gw-issuer')).toBe('湖南省农业生产资料集团有限公司文件');
    expect(text('.gw-doc-no-text')).toMatch(/^湘农资〔\d{4}〕11号$/);
    expect(text('.gw-signer')).toBe('签发人：王志强');
    expect(paper.querySelector('.gw-red-line')).toBeTruthy();
    expect(text('.gw-title')).toBe('关于调整化肥销售指导价格的通知');
    expect(text('.gw-main-to')).toBe('各分公司、各门店：');
    expect(text('.gw-body')).toContain('调整尿素、复合肥销售指导价格');
    expect(text('.gw-cc')).toBe('抄送：集团领导，各分公司经理。');
    expect(text('.gw-print-org')).toMatch(
      /^湖南省农业生产资料集团有限公司办公室\d{4}年\d{1,2}月\d{1,2}日印发$/,
    );
    // the copy paper gets lives outside the app's shell
    expect(document.querySelector('body > .print-copy .gw-issuer')).toBeTruthy();
    click('打印', document.querySelector('.gw-print-modal') as HTMLElement);
    expect(print).toHaveBeenCalledTimes(1);
    window.print = original;
  });

  it("the operator's list holds only what they may open: not the administrator's documents", async () => {
    await renderScreen(<DocumentsPage />, { as: 'operator', url: URL });
    await listLoaded();
    expect(listTotal()).toBe('共查询到 0 条记录');
    expect(sandbox.calls('officialDocPage').length).toBeGreaterThan(0);
    expect(document.querySelector(TABLE)?.textContent).not.toContain('春季农资打假');
  });
});
