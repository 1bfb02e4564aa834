import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Modal, Space, Spin, Tabs, Tag, Tree, Typography } from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '@/lib/api';
import { useDebouncedValue } from '@/lib/use-debounced';
import {
  childDeptsQuery,
  type DeptNode,
  deptUsersQuery,
  enterpriseUsersQuery,
  groupsQuery,
  orgScopeQuery,
  positionsQuery,
  rootDeptsQuery,
} from './api';
import { orgPickerMessages as m } from './messages';
import { ResultList } from './ResultList';
import { buildSearchIndex, filterEntries, type SearchEntry } from './search';
import {
  countOrgValue,
  emptyOrgValue,
  flattenOrgValue,
  itemKey,
  normalizeOrgValue,
  ORG_MAX_DEFAULT,
  type OrgItem,
  type OrgTab,
  type OrgValue,
  toggleOrgItem,
} from './types';

export interface OrgPickerProps {
  open: boolean;
  /** The current value (SPEC §3); the dialog edits a copy until 确定. */
  value?: Partial<OrgValue> | null;
  /** Which tabs show, in order (default all five). */
  tabs?: readonly OrgTab[];
  /** Maximum number of selections over every tab (default 99). */
  max?: number;
  title?: string;
  onConfirm: (value: OrgValue) => void;
  onCancel: () => void;
}

/** Height of the virtual lists (rows render only while visible). */
const LIST_HEIGHT = 320;

type PickerNode = DataNode & { item?: OrgItem; dept?: DeptNode };

const deptItem = (d: DeptNode): OrgItem => ({ type: 'dep', id: String(d.id), name: d.name });

/**
 * The transfer-style organisation picker (SPEC §2): tabs, lazy department trees, a 500 ms
 * debounced search on names and pinyin initials, the selected list with `n / max`, 清空, 确定,
 * 取消. Lists are virtual (5,000 users stay smooth) and the trees work from the keyboard
 * (arrows move, Enter checks).
 */
export function OrgPicker({
  open,
  value,
  tabs = ['dep', 'role', 'user', 'dep&user', 'position'],
  max = ORG_MAX_DEFAULT,
  title = m.title,
  onConfirm,
  onCancel,
}: OrgPickerProps) {
  const [draft, setDraft] = useState<OrgValue>(() => normalizeOrgValue(value));
  const [tab, setTab] = useState<OrgTab>(tabs[0] ?? 'dep');
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query);

  // A fresh copy of the value each time the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening
  useEffect(() => {
    if (open) {
      setDraft(normalizeOrgValue(value));
      setQuery('');
      setTab(tabs[0] ?? 'dep');
    }
  }, [open]);

  const count = countOrgValue(draft);
  const full = count >= max;

  const toggle = useCallback(
    (targetTab: OrgTab, item: OrgItem) => {
      setDraft((current) => {
        const next = toggleOrgItem(current, targetTab, item, max);
        return next === 'full' ? current : next;
      });
    },
    [max],
  );

  const toggleInTab = useCallback((item: OrgItem) => toggle(tab, item), [toggle, tab]);

  const selected = flattenOrgValue(draft);

  return (
    <Modal
      open={open}
      title={title}
      width={780}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>{m.cancel}</Button>
          <Button type="primary" onClick={() => onConfirm(draft)}>
            {m.confirm}
          </Button>
        </Space>
      }
    >
      <div style={{ display: 'flex', gap: 16, minHeight: LIST_HEIGHT + 110 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              setTab(key as OrgTab);
              setQuery('');
            }}
            items={tabs.map((t) => ({ key: t, label: m.tabs[t] }))}
            size="small"
          />
          <Input
            allowClear
            placeholder={m.search}
            aria-label={m.searchLabel}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ marginBottom: 8 }}
          />
          {open ? (
            <PickerPanel
              key={tab}
              tab={tab}
              query={debouncedQuery}
              draft={draft}
              full={full}
              onToggle={toggleInTab}
            />
          ) : null}
        </div>
        <section
          aria-label={m.selected}
          style={{
            width: 260,
            borderLeft: '1px solid #f0f0f0',
            paddingLeft: 16,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
            <Typography.Text>
              {m.selected} <span data-testid="org-picker-count">{m.count(count, max)}</span>
            </Typography.Text>
            <Button size="small" type="link" onClick={() => setDraft(emptyOrgValue())} disabled={count === 0}>
              {m.clear}
            </Button>
          </Space>
          {full ? (
            <Alert type="warning" showIcon role="alert" title={m.full(max)} style={{ marginBottom: 8 }} />
          ) : null}
          <div style={{ overflowY: 'auto', maxHeight: LIST_HEIGHT + 40 }}>
            {selected.length === 0 ? (
              <Typography.Text type="secondary">{m.noneSelected}</Typography.Text>
            ) : (
              selected.map((item) => (
                <Tag
                  key={`${item.tab}/${itemKey(item)}`}
                  closable={{ closeIcon: <span aria-hidden>×</span>, 'aria-label': m.remove(item.name) }}
                  onClose={(e) => {
                    e.preventDefault();
                    toggle(item.tab, item);
                  }}
                  style={{ marginBottom: 6 }}
                >
                  {item.name}
                </Tag>
              ))
            )}
          </div>
        </section>
      </div>
    </Modal>
  );
}

interface PanelProps {
  tab: OrgTab;
  query: string;
  draft: OrgValue;
  full: boolean;
  onToggle: (item: OrgItem) => void;
}

/** The left side of one tab: the lazy tree, or the search results as a flat virtual list. */
function PickerPanel({ tab, query, draft, full, onToggle }: PanelProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const scope = useQuery(orgScopeQuery(client));
  const enterpriseNumber = scope.data?.enterpriseNumber ?? null;
  const treeTab = tab === 'dep' || tab === 'user' || tab === 'dep&user';
  const roots = useQuery({
    ...rootDeptsQuery(client, enterpriseNumber),
    enabled: treeTab && scope.isSuccess,
  });
  const groups = useQuery({
    ...groupsQuery(client, scope.data?.manageNumber ?? null),
    enabled: tab === 'role' && scope.isSuccess,
  });
  const positions = useQuery({ ...positionsQuery(client), enabled: tab === 'position' });
  const searching = query.trim() !== '';
  const users = useQuery({
    ...enterpriseUsersQuery(client),
    enabled: searching && (tab === 'user' || tab === 'dep&user'),
  });
  // Children loaded by expanding a department: sub-departments and (user tabs) its users.
  const [children, setChildren] = useState<Map<number, { depts: DeptNode[]; users: OrgItem[] }>>(new Map());

  const checked = useMemo(() => draft[tab].map(itemKey), [draft, tab]);
  const checkedSet = useMemo(() => new Set(checked), [checked]);

  const canCheckDept = tab === 'dep' || tab === 'dep&user';
  const canCheckUser = tab === 'user' || tab === 'dep&user';

  const deptNode = useCallback(
    (d: DeptNode): PickerNode => {
      const item = deptItem(d);
      const loaded = children.get(d.id);
      const kids: PickerNode[] | undefined = loaded
        ? [
            ...loaded.depts.map((c) => deptNode(c)),
            ...(canCheckUser ? loaded.users.map((u) => leaf(u, checkedSet, full)) : []),
          ]
        : undefined;
      const isLeaf = loaded ? kids?.length === 0 : !d.hasChildren && !canCheckUser;
      return {
        key: itemKey(item),
        title: d.name,
        item,
        dept: d,
        checkable: canCheckDept,
        disableCheckbox: canCheckDept && full && !checkedSet.has(itemKey(item)),
        isLeaf,
        ...(kids ? { children: kids } : {}),
      };
    },
    [children, canCheckDept, canCheckUser, checkedSet, full],
  );

  const loadData = useCallback(
    async (node: EventDataNode<PickerNode>) => {
      const dept = node.dept;
      if (!dept || children.has(dept.id)) return;
      const [depts, deptUsers] = await Promise.all([
        queryClient.fetchQuery(childDeptsQuery(client, enterpriseNumber, dept.id)),
        canCheckUser ? queryClient.fetchQuery(deptUsersQuery(client, dept.id)) : Promise.resolve([]),
      ]);
      setChildren((prev) => new Map(prev).set(dept.id, { depts, users: deptUsers }));
    },
    [children, queryClient, client, enterpriseNumber, canCheckUser],
  );

  // Search sources per tab, indexed once per data load (not per search, not per opening of the
  // dialog: clearing the box and typing again must not rebuild the pinyin index of every person).
  const index = useMemo((): SearchEntry<OrgItem>[] => {
    if (tab === 'role') return indexOf(groups.data ?? NONE);
    if (tab === 'position') return indexOf(positions.data ?? NONE);
    const depts = deptIndexOf(roots.data?.all ?? NO_DEPTS);
    if (tab === 'dep') return depts;
    const people = indexOf(users.data ?? NONE);
    return tab === 'user' ? people : [...depts, ...people];
  }, [tab, groups.data, positions.data, roots.data, users.data]);

  // The search results: filtered once per debounced query (the index holds lower-case names and
  // pinyin initials), rendered by a flat virtual list whatever the match count.
  // A query that extends the previous one (a key typed at its end) filters the previous matches.
  const lastSearch = useRef<{ index: typeof index; query: string; matches: typeof index } | null>(null);
  const results = useMemo(() => {
    if (!searching) return [];
    const q = query.trim().toLowerCase();
    const prev = lastSearch.current;
    const base = prev && prev.index === index && q.startsWith(prev.query) ? prev.matches : index;
    const matches = filterEntries(base, q);
    lastSearch.current = { index, query: q, matches };
    return matches.map((e) => e.item);
  }, [searching, index, query]);

  // Built only when its inputs change: a new treeData makes the Tree re-process every node (5,000
  // people), which must not happen on renders that change nothing here (e.g. each typed key
  // before the debounce).
  const treeData = useMemo((): PickerNode[] => {
    if (tab === 'role') return (groups.data ?? []).map((g) => leaf(g, checkedSet, full));
    if (tab === 'position') return (positions.data ?? []).map((p) => leaf(p, checkedSet, full));
    return (roots.data?.roots ?? []).map((d) => deptNode(d));
  }, [checkedSet, full, tab, groups.data, positions.data, roots.data, deptNode]);

  const pendingTree =
    scope.isPending ||
    (treeTab && roots.isPending) ||
    (tab === 'role' && groups.isPending) ||
    (tab === 'position' && positions.isPending);
  const pendingSearch = searching && (tab === 'user' || tab === 'dep&user') && users.isPending;
  const failed = [scope, roots, groups, positions, users].find((q) => q.isError);

  if (failed) {
    return (
      <Alert
        type="error"
        title={m.loadFailed}
        action={
          <Button size="small" onClick={() => failed.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  }
  const spinner = (
    <Spin description={m.loading}>
      <div style={{ height: 80 }} />
    </Spin>
  );
  if (pendingTree) return spinner;

  // While searching the tree stays mounted but hidden: leaving a search brings back the tree as it
  // was (expanded departments kept), and starting one does not tear down thousands of nodes.
  return (
    <>
      {searching ? (
        pendingSearch ? (
          spinner
        ) : results.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noMatch} />
        ) : (
          <ResultList
            items={results}
            checked={checkedSet}
            full={full}
            checkable={alwaysCheckable}
            height={LIST_HEIGHT}
            label={m.results}
            onToggle={onToggle}
          />
        )
      ) : null}
      <div hidden={searching}>
        {treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.empty} />
        ) : (
          <PickerTree treeData={treeData} checked={checked} loadData={loadData} onToggle={onToggle} />
        )}
      </div>
    </>
  );
}

interface PickerTreeProps {
  treeData: PickerNode[];
  checked: string[];
  loadData: (node: EventDataNode<PickerNode>) => Promise<void>;
  onToggle: (item: OrgItem) => void;
}

/** The lazy tree of a tab; memoised so that typing in the search box does not re-render it. */
const PickerTree = memo(function PickerTree({ treeData, checked, loadData, onToggle }: PickerTreeProps) {
  return (
    <Tree<PickerNode>
      checkable
      checkStrictly
      blockNode
      virtual
      height={LIST_HEIGHT}
      treeData={treeData}
      checkedKeys={checked}
      loadData={loadData}
      onCheck={(_keys, info) => {
        const item = info.node.item;
        if (item) onToggle(item);
      }}
      onSelect={(_keys, info) => {
        const item = info.node.item;
        if (item && info.node.checkable !== false && !info.node.disableCheckbox) onToggle(item);
      }}
      selectedKeys={[]}
      titleRender={(node) => <span>{String(node.title)}</span>}
    />
  );
});

const NONE: OrgItem[] = [];
const NO_DEPTS: DeptNode[] = [];
const indexes = new WeakMap<readonly object[], SearchEntry<OrgItem>[]>();

/** The search index of a loaded list (cached per list: the query cache keeps the list itself). */
function indexOf(items: readonly OrgItem[]): SearchEntry<OrgItem>[] {
  let entries = indexes.get(items);
  if (!entries) {
    entries = buildSearchIndex(items, (i) => i.name);
    indexes.set(items, entries);
  }
  return entries;
}

function deptIndexOf(depts: readonly DeptNode[]): SearchEntry<OrgItem>[] {
  let entries = indexes.get(depts);
  if (!entries) {
    entries = buildSearchIndex(depts.map(deptItem), (i) => i.name);
    indexes.set(depts, entries);
  }
  return entries;
}

/** Every search result can be checked: each tab searches only what it may pick. */
const alwaysCheckable = () => true;

function leaf(item: OrgItem, checked: ReadonlySet<string>, full: boolean): PickerNode {
  const key = itemKey(item);
  return { key, title: item.name, item, isLeaf: true, disableCheckbox: full && !checked.has(key) };
}
