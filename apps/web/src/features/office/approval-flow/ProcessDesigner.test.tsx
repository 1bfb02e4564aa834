import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ProcessDesigner } from './ProcessDesigner';
import { createProcess, NodeIds, type StartNode, updateNode, walk } from './process-model';

let latest: StartNode;

function Harness() {
  const [ids] = useState(() => new NodeIds());
  const [tree, setTree] = useState(() => createProcess(ids));
  latest = tree;
  return <ProcessDesigner value={tree} ids={ids} onChange={setTree} />;
}

/** The card titles in display order (branches left to right, each branch top to bottom). */
const cards = () =>
  within(screen.getByRole('region', { name: '流程设计' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

const add = (after: string, what: '审批人' | '抄送人' | '条件分支') => {
  fireEvent.click(screen.getAllByRole('button', { name: `在「${after}」之后添加节点` })[0] as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: what }));
};

describe('ProcessDesigner (流程设计)', { timeout: 60_000 }, () => {
  it('adds, orders and removes nodes and branches; unfinished nodes say what they lack', () => {
    render(<Harness />);
    expect(cards()).toEqual(['发起人']);

    add('发起人', '抄送人');
    add('发起人', '审批人');
    expect(cards()).toEqual(['发起人', '审批人', '抄送人']);
    expect(within(screen.getByRole('article', { name: '审批人' })).getByText('未设置审批人')).toBeTruthy();

    add('审批人', '条件分支');
    expect(cards()).toEqual(['发起人', '审批人', '条件1', '其他情况进入此流程', '抄送人']);
    expect(within(screen.getByRole('article', { name: '条件1' })).getByText('未设置条件')).toBeTruthy();
    // the default branch cannot be removed while another conditional branch could remain
    fireEvent.click(screen.getByRole('button', { name: '添加条件' }));
    expect(cards()).toEqual(['发起人', '审批人', '条件1', '条件2', '其他情况进入此流程', '抄送人']);
    expect(screen.queryByRole('button', { name: '删除「其他情况进入此流程」' })).toBeNull();

    // re-order by priority: 条件2 (renamed to tell it apart) moves first
    const second = [...walk(latest)].find((n) => n.type === 'condition' && n.properties.title === '条件2');
    expect(second).toBeTruthy();
    const group = [...walk(latest)].find((n) => n.type === 'empty');
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: '「条件1」优先级提高' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '「条件2」优先级提高' }));
    expect(cards()).toEqual(['发起人', '审批人', '条件1', '条件2', '其他情况进入此流程', '抄送人']);
    const order = [...walk(latest)].filter((n) => n.type === 'condition').map((n) => n.nodeId);
    expect(order[0]).toBe(second?.nodeId);
    expect(within(screen.getAllByRole('article')[2] as HTMLElement).getByText('优先级1')).toBeTruthy();

    // a node inside a branch, then remove a branch with it
    add('条件1', '审批人');
    expect(cards()).toEqual(['发起人', '审批人', '条件1', '审批人', '条件2', '其他情况进入此流程', '抄送人']);
    fireEvent.click(screen.getByRole('button', { name: '删除「条件1」' }));
    expect(cards()).toEqual(['发起人', '审批人', '条件1', '其他情况进入此流程', '抄送人']);
    // with one other branch left the whole group goes when a branch is removed
    fireEvent.click(screen.getByRole('button', { name: '删除「其他情况进入此流程」' }));
    expect(cards()).toEqual(['发起人', '审批人', '抄送人']);

    fireEvent.click(screen.getByRole('button', { name: '删除「抄送人」' }));
    expect(cards()).toEqual(['发起人', '审批人']);
    expect(screen.queryByRole('button', { name: '删除「发起人」' })).toBeNull();
  });

  it('shows a finished node by its content', () => {
    const ids = new NodeIds();
    let tree = createProcess(ids);
    tree = updateNode(tree, tree.nodeId, {}, '所有人');
    render(<ProcessDesigner value={tree} ids={ids} onChange={() => {}} />);
    expect(within(screen.getByRole('article', { name: '发起人' })).getByText('所有人')).toBeTruthy();
  });
});
