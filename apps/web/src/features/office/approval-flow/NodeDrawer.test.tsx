import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createField, type FormField } from '@/components/form-designer';
import { emptyOrgValue } from '@/components/org-picker/types';
import { button } from '@/test/dom';
import { NodeDrawer } from './NodeDrawer';
import {
  type ApproverNode,
  addNode,
  type ConditionNode,
  type CopyNode,
  createBranch,
  createCopy,
  createProcess,
  NodeIds,
} from './process-model';

afterEach(cleanup);

/**
 * The drawer opens with antd's motion, and while a motion step is pending rc-motion renders the
 * panel it cached: the footer's 确定 then still holds the handler of an earlier render and checks an
 * older draft. A loaded machine stretches that window enough for a click to land in it, so these
 * tests turn motion off (as `prefers-reduced-motion` users have it).
 */
function NoMotion({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>;
}
const show = (ui: ReactNode) => render(ui, { wrapper: NoMotion });

// The form: 金额 (a condition), 类型 (a select, a condition), 说明 (text, not a condition).
function fields(): FormField[] {
  const amount = { ...createField('amount', 1), label: '金额', proCondition: true };
  const kind = {
    ...createField('select', 2),
    label: '类型',
    proCondition: true,
    options: [
      { label: '差旅', value: 'travel' },
      { label: '招待', value: 'meal' },
    ],
  };
  const note = { ...createField('textarea', 3), label: '说明' };
  return [amount, kind, note];
}

const ids = () => new NodeIds();
function approver(): ApproverNode {
  const i = ids();
  const tree = addNode(createProcess(i), 'Ib2', 'approver', i);
  return tree.childNode as ApproverNode;
}
function branches(): [ConditionNode, ConditionNode] {
  const group = createBranch(ids());
  return group.conditionNodes as [ConditionNode, ConditionNode];
}

const drawer = () => screen.getByRole('dialog');
const ok = () => fireEvent.click(button('确定', drawer()));
const alertText = () => within(drawer()).getByRole('alert').textContent;

/**
 * Picks `option` in the select labelled `label`, until the select shows it: on a loaded machine a
 * click can land on a list that is still closing from the previous choice and be ignored.
 */
async function choose(label: string, option: string) {
  await waitFor(
    () => {
      const box = within(drawer()).getByRole('combobox', { name: label });
      const shown = box.closest('.ant-select')?.textContent?.trim() ?? '';
      if (shown === option) return;
      if (box.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(box);
      const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
      const dropdown = list?.closest('.ant-select-dropdown');
      const found = [...(dropdown?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find(
        (el) => el.getAttribute('title') === option || el.textContent === option,
      );
      if (found) fireEvent.click(found);
      throw new Error(`「${label}」 shows 「${shown}」, not 「${option}」`);
    },
    { interval: 200, timeout: 15_000 },
  );
}

describe('NodeDrawer (节点设置)', { timeout: 60_000 }, () => {
  it('审批人: refuses without approvers for the chosen type, saves members, director level, permissions', () => {
    const onSave = vi.fn();
    const node = approver();
    show(<NodeDrawer node={node} fields={fields()} onSave={onSave} onClose={() => {}} />);

    // 指定成员 is the default type: no member → refused
    ok();
    expect(alertText()).toBe('请选择审批人');
    // 角色 without a role
    fireEvent.click(within(drawer()).getByRole('radio', { name: '角色' }));
    ok();
    expect(alertText()).toBe('请选择角色');
    // 转交给指定人员 without the member, and an empty node name: both named
    fireEvent.click(within(drawer()).getByRole('radio', { name: '转交给指定人员' }));
    fireEvent.change(within(drawer()).getByRole('textbox', { name: '节点名称' }), { target: { value: ' ' } });
    ok();
    expect(alertText()).toContain('请选择角色');
    expect(alertText()).toContain('请选择转交人员');
    expect(alertText()).toContain('请输入节点名称');
    expect(onSave).not.toHaveBeenCalled();

    // 主管: the second level, 或签 does not apply; 自动通过
    fireEvent.change(within(drawer()).getByRole('textbox', { name: '节点名称' }), {
      target: { value: '部门主管审批' },
    });
    fireEvent.click(within(drawer()).getByRole('radio', { name: '主管' }));
    fireEvent.click(within(drawer()).getByRole('radio', { name: '自动通过' }));
    // every field has a permission, approvers read by default; 说明 hidden
    const permissions = within(drawer()).getAllByRole('radiogroup', { name: /表单权限$/ });
    expect(permissions.map((g) => g.getAttribute('aria-label'))).toEqual([
      '金额 表单权限',
      '类型 表单权限',
      '说明 表单权限',
    ]);
    fireEvent.click(
      within(within(drawer()).getByRole('radiogroup', { name: '说明 表单权限' })).getByRole('radio', {
        name: '隐藏',
      }),
    );
    ok();
    expect(onSave).toHaveBeenCalledTimes(1);
    const [properties, content] = onSave.mock.calls[0] as [ApproverNode['properties'], string];
    expect(content).toBe('直接主管');
    expect(properties).toMatchObject({
      title: '部门主管审批',
      assigneeType: 'director',
      directorLevel: 1,
      noApprover: 'autoPass',
      formOperates: [
        { formId: 1, formOperate: 1 },
        { formId: 2, formOperate: 1 },
        { formId: 3, formOperate: 0 },
      ],
    });
  });

  it('审批人: a member chosen before is kept and shown; 或签', () => {
    const onSave = vi.fn();
    const node = approver();
    node.properties.approvers = {
      ...emptyOrgValue(),
      user: [{ type: 'user', id: '7', name: '赵总' }],
    };
    show(<NodeDrawer node={node} fields={fields()} onSave={onSave} onClose={() => {}} />);
    expect(within(drawer()).getByText('赵总')).toBeTruthy();
    fireEvent.click(within(drawer()).getByRole('radio', { name: '或签（一名审批人同意即可）' }));
    ok();
    expect(onSave.mock.calls[0]?.[1]).toBe('赵总');
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ assigneeType: 'user', counterSign: false });
  });

  it('条件: a field marked as a condition, numeric operators and between, option fields by choice', async () => {
    const onSave = vi.fn();
    const [first] = branches();
    show(<NodeDrawer node={first} fields={fields()} onSave={onSave} onClose={() => {}} />);

    // only the condition fields are offered
    expect(within(drawer()).getByRole('checkbox', { name: '金额' })).toBeTruthy();
    expect(within(drawer()).queryByRole('checkbox', { name: '说明' })).toBeNull();
    ok();
    expect(alertText()).toBe('请至少设置一个条件');

    fireEvent.click(within(drawer()).getByRole('checkbox', { name: '金额' }));
    ok();
    expect(alertText()).toBe('请输入「金额」的条件值');

    // between: the low bound must be below the high one
    await choose('金额 比较方式', '介于');
    fireEvent.change(within(drawer()).getByRole('spinbutton', { name: '金额 下限' }), {
      target: { value: '9000' },
    });
    fireEvent.change(within(drawer()).getByRole('spinbutton', { name: '金额 上限' }), {
      target: { value: '100' },
    });
    ok();
    expect(alertText()).toBe('「金额」的下限须小于上限');

    await choose('金额 比较方式', '>');
    fireEvent.change(within(drawer()).getByRole('spinbutton', { name: '金额 条件值' }), {
      target: { value: '5000' },
    });

    // an option field: one option at least
    fireEvent.click(within(drawer()).getByRole('checkbox', { name: '类型' }));
    ok();
    expect(alertText()).toBe('请选择「类型」的选项');
    fireEvent.click(within(drawer()).getByRole('checkbox', { name: '招待' }));
    ok();

    expect(onSave).toHaveBeenCalledTimes(1);
    const [properties, content] = onSave.mock.calls[0] as [ConditionNode['properties'], string];
    expect(properties.conditions).toEqual([
      { formId: 1, conditionValue: { type: 'gt', value: 5000 } },
      { formId: 2, conditionValue: { type: 'options', value: ['meal'] } },
    ]);
    expect(content).toBe('金额 > 5000 且 类型 为 招待');
  });

  it('条件: the default branch cannot be edited as a condition', () => {
    const [, other] = branches();
    show(<NodeDrawer node={other} fields={fields()} onSave={() => {}} onClose={() => {}} />);
    expect(within(drawer()).getByText('其他条件都不满足时进入此分支，不能设置条件')).toBeTruthy();
    expect(within(drawer()).queryByRole('checkbox', { name: '金额' })).toBeNull();
    expect(() => button('确定', drawer())).toThrow();
  });

  it('抄送人: members, or the initiator may add them', () => {
    const onSave = vi.fn();
    const node: CopyNode = createCopy(ids());
    node.properties.userOptional = false;
    show(<NodeDrawer node={node} fields={fields()} onSave={onSave} onClose={() => {}} />);
    ok();
    expect(alertText()).toBe('请选择抄送人，或允许发起人添加抄送人');
    fireEvent.click(within(drawer()).getByRole('checkbox', { name: '允许发起人添加抄送人' }));
    ok();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ userOptional: true }), '发起人自选');
  });

  it('Enter in the name submits; Esc closes without saving', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    const node = approver();
    node.properties.assigneeType = 'myself';
    show(<NodeDrawer node={node} fields={fields()} onSave={onSave} onClose={onClose} />);
    const name = within(drawer()).getByRole('textbox', { name: '节点名称' });
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ assigneeType: 'myself' }), '发起人自己');
    fireEvent.keyDown(drawer(), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
