import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { processMessages as m } from './messages';
import {
  type AddableType,
  addBranch,
  addNode,
  type BranchNode,
  type ConditionNode,
  canRemoveBranch,
  moveBranch,
  type NodeIds,
  type ProcessNode,
  removeNode,
  type StartNode,
  unfinishedNodes,
} from './process-model';

export interface ProcessDesignerProps {
  value: StartNode;
  /** The id counter of this flow (`NodeIds.after(tree)` for a loaded one). */
  ids: NodeIds;
  onChange: (next: StartNode) => void;
  /** A node card was clicked (to open its settings). */
  onSelect?: (node: ProcessNode) => void;
  /** The node whose settings are open (marked on its card). */
  selectedId?: string;
}

/**
 * 流程设计: the DingTalk-style node tree drawn with plain React components. Each node is a card;
 * a "+" after it inserts 审批人 / 抄送人 / 条件分支; a branch group shows its branches side by side
 * in priority order (the default branch last) with 添加条件, moves and removal. Unfinished nodes
 * are marked with what they lack.
 */
export function ProcessDesigner({ value, ids, onChange, onSelect, selectedId }: ProcessDesignerProps) {
  const problems = useMemo(() => new Map(unfinishedNodes(value).map((p) => [p.nodeId, p.problem])), [value]);
  const ctx: Ctx = { tree: value, ids, onChange, onSelect, problems, selectedId };
  return (
    <section
      aria-label={m.designer.label}
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: 24 }}
    >
      <Chain node={value} ctx={ctx} />
      <Typography.Text type="secondary" style={{ marginTop: 8 }}>
        {m.designer.end}
      </Typography.Text>
    </section>
  );
}

interface Ctx {
  tree: StartNode;
  ids: NodeIds;
  onChange: (next: StartNode) => void;
  onSelect?: (node: ProcessNode) => void;
  problems: ReadonlyMap<string, string>;
  selectedId?: string;
}

/** A node followed by its next nodes. */
function Chain({ node, ctx }: { node: ProcessNode | undefined; ctx: Ctx }) {
  if (!node) return null;
  return (
    <>
      {node.type === 'empty' ? <Branches group={node} ctx={ctx} /> : <NodeCard node={node} ctx={ctx} />}
      <AddAfter node={node} ctx={ctx} />
      <Chain node={node.childNode} ctx={ctx} />
    </>
  );
}

const titleOf = (node: ProcessNode): string =>
  node.type === 'empty' ? m.designer.addCondition : node.properties.title;

function NodeCard({ node, ctx }: { node: Exclude<ProcessNode, BranchNode>; ctx: Ctx }) {
  const problem = ctx.problems.get(node.nodeId);
  const title = node.properties.title;
  const selected = ctx.selectedId === node.nodeId;
  const color =
    node.type === 'start'
      ? '#576a95'
      : node.type === 'approver'
        ? '#ff943e'
        : node.type === 'copy'
          ? '#3296fa'
          : '#15bc83';
  return (
    <article
      aria-label={title}
      data-node-id={node.nodeId}
      aria-current={selected ? 'true' : undefined}
      style={{
        width: 220,
        border: `${selected ? 2 : 1}px solid ${selected ? '#1677ff' : problem ? '#ff4d4f' : '#e8e8e8'}`,
        borderRadius: 6,
        background: '#fff',
        boxShadow: '0 2px 5px rgba(0,0,0,.08)',
      }}
    >
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '4px 8px',
          background: node.type === 'condition' ? '#fff' : color,
          color: node.type === 'condition' ? color : '#fff',
          borderRadius: '6px 6px 0 0',
        }}
      >
        <span>{title}</span>
        {node.type === 'condition' ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.designer.priority(node.properties.priority)}
          </Typography.Text>
        ) : null}
        {node.type !== 'start' && (node.type !== 'condition' || canRemoveBranch(ctx.tree, node.nodeId)) ? (
          <Button
            size="small"
            type="text"
            aria-label={m.designer.remove(title)}
            icon={<CloseOutlined />}
            style={{ color: 'inherit' }}
            onClick={() => ctx.onChange(removeNode(ctx.tree, node.nodeId))}
          />
        ) : null}
      </header>
      <button
        type="button"
        onClick={() => ctx.onSelect?.(node)}
        style={{
          all: 'unset',
          display: 'block',
          width: '100%',
          padding: '8px',
          boxSizing: 'border-box',
          cursor: 'pointer',
        }}
      >
        {problem ? (
          <Typography.Text type="danger">{problem}</Typography.Text>
        ) : (
          <Typography.Text>{node.content || m.designer.unset}</Typography.Text>
        )}
      </button>
    </article>
  );
}

function AddAfter({ node, ctx }: { node: ProcessNode; ctx: Ctx }) {
  const [open, setOpen] = useState(false);
  const add = (type: AddableType) => {
    setOpen(false);
    ctx.onChange(addNode(ctx.tree, node.nodeId, type, ctx.ids));
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '8px 0' }}>
      <div style={{ width: 2, height: 12, background: '#cacaca' }} />
      <Button
        shape="circle"
        size="small"
        type="primary"
        icon={<PlusOutlined />}
        aria-label={m.designer.add(titleOf(node))}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      />
      {open ? (
        <Space style={{ marginTop: 6 }}>
          <Button size="small" onClick={() => add('approver')}>
            {m.designer.addApprover}
          </Button>
          <Button size="small" onClick={() => add('copy')}>
            {m.designer.addCopy}
          </Button>
          <Button size="small" onClick={() => add('condition')}>
            {m.designer.addCondition}
          </Button>
        </Space>
      ) : null}
      <div style={{ width: 2, height: 12, background: '#cacaca' }} />
    </div>
  );
}

function Branches({ group, ctx }: { group: BranchNode; ctx: Ctx }) {
  const conditional = group.conditionNodes.filter((c) => !c.properties.isDefault);
  return (
    <section
      aria-label={m.designer.addCondition}
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
    >
      <Button size="small" onClick={() => ctx.onChange(addBranch(ctx.tree, group.nodeId, ctx.ids))}>
        {m.designer.addBranch}
      </Button>
      <div
        style={{
          display: 'flex',
          gap: 24,
          borderTop: '2px solid #cacaca',
          borderBottom: '2px solid #cacaca',
          padding: '12px 8px',
          marginTop: 8,
        }}
      >
        {group.conditionNodes.map((branch) => (
          <div key={branch.nodeId} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <NodeCard node={branch} ctx={ctx} />
            {branch.properties.isDefault ? null : (
              <BranchMoves
                branch={branch}
                index={conditional.indexOf(branch)}
                count={conditional.length}
                ctx={ctx}
              />
            )}
            <AddAfter node={branch} ctx={ctx} />
            <Chain node={branch.childNode} ctx={ctx} />
          </div>
        ))}
      </div>
    </section>
  );
}

function BranchMoves({
  branch,
  index,
  count,
  ctx,
}: {
  branch: ConditionNode;
  index: number;
  count: number;
  ctx: Ctx;
}) {
  const title = branch.properties.title;
  return (
    <Space size={4} style={{ marginTop: 4 }}>
      <Button
        size="small"
        icon={<ArrowLeftOutlined />}
        aria-label={m.designer.earlier(title)}
        disabled={index <= 0}
        onClick={() => ctx.onChange(moveBranch(ctx.tree, branch.nodeId, -1))}
      />
      <Button
        size="small"
        icon={<ArrowRightOutlined />}
        aria-label={m.designer.later(title)}
        disabled={index >= count - 1}
        onClick={() => ctx.onChange(moveBranch(ctx.tree, branch.nodeId, 1))}
      />
    </Space>
  );
}
