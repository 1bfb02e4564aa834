import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useApi } from '@/lib/api';
import { type DepartmentNode, deptTreeQuery } from '../shared/org';
import { userMessages as m } from './messages';

const ALL = 0;

interface Built {
  nodes: TreeDataNode[];
  /** Keys of the nodes shown open: every parent when searching, the first level otherwise. */
  open: Key[];
}

/** The tree's nodes; with a search text only the matches and their ancestors (opened). */
function build(list: readonly DepartmentNode[], text: string): Built {
  const open: Key[] = [];
  const walk = (nodes: readonly DepartmentNode[], depth: number): TreeDataNode[] =>
    nodes.flatMap((node) => {
      const children = walk(node.children ?? [], depth + 1);
      const hit = text !== '' && node.name.includes(text);
      if (text !== '' && !hit && children.length === 0) return [];
      if (children.length && (text !== '' || depth === 0)) open.push(node.id);
      const title = hit ? highlight(node.name, text) : node.name;
      return [{ key: node.id, title, ...(children.length ? { children } : { isLeaf: true }) }];
    });
  return { nodes: walk(list, 0), open };
}

function highlight(name: string, text: string) {
  const at = name.indexOf(text);
  return (
    <span>
      {name.slice(0, at)}
      <mark style={{ padding: 0, background: '#ffe58f' }}>{text}</mark>
      {name.slice(at + text.length)}
    </span>
  );
}

export interface DeptTreeProps {
  /** The chosen department (0: everybody). */
  value: number;
  onChange: (deptId: number) => void;
}

/**
 * 公司人员管理's left panel: the enterprise's department tree with a search box. The tree is
 * virtual (a fixed height renders only the visible rows), so big trees stay fast.
 */
export function DeptTree({ value, onChange }: DeptTreeProps) {
  const client = useApi();
  const tree = useQuery({ ...deptTreeQuery(client), meta: { errorText: m.tree.failed, what: 'dept tree' } });
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const built = useMemo(() => build(tree.data?.list ?? [], text.trim()), [tree.data, text]);
  const nodes: TreeDataNode[] = [{ key: ALL, title: m.tree.all, isLeaf: true }, ...built.nodes];

  let body: React.ReactNode;
  if (tree.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={m.tree.failed}
        action={
          <Button size="small" onClick={() => void tree.refetch()}>
            {m.tree.retry}
          </Button>
        }
      />
    );
  } else if (tree.isPending) {
    body = (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  } else if (built.nodes.length === 0 && text.trim()) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.tree.empty} />;
  } else {
    body = (
      <Tree
        className="user-dept-tree-tree"
        treeData={nodes}
        height={560}
        blockNode
        selectedKeys={[value]}
        expandedKeys={text.trim() ? built.open : (expanded ?? built.open)}
        onExpand={(keys) => setExpanded(keys)}
        onSelect={(keys) => onChange(keys.length ? Number(keys[0]) : ALL)}
      />
    );
  }

  return (
    <aside
      className="user-dept-tree"
      aria-label={m.tree.title}
      style={{ width: 240, flex: '0 0 240px', borderRight: '1px solid #f0f0f0', paddingRight: 12 }}
    >
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={m.tree.search}
        aria-label={m.tree.search}
        value={text}
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {body}
    </aside>
  );
}
