/**
 * The agri-input dictionary (农资字典: 化肥, 农药, 种子, 农膜, 农机具 … with children) and any other
 * hierarchical category, read as a whole tree or lazily by parent. Nodes are dictionary items:
 * they are added, changed, deleted (refused while they have children) and re-ordered with the
 * item operations of `dictionaries.ts`. Trees list disabled nodes too (with their status).
 */
import { type OpHandler, ok, typedHandlers } from '../types';
import { dicItems, toItem } from './dictionaries';
import type { SystemSchema } from './shared';

type TreeNode = SystemSchema<'DictionaryTreeNode'>;

const dicTreeList: OpHandler<'dicTreeList'> = async (ctx) => {
  const { dicNumber } = ctx.query;
  const rows = await dicItems.all(ctx.db, {
    filter: { dicNumber },
    orderBy: '(select c.id from dic_category c where c.dic_number = t.dic_number), t.sort, t.id',
  });
  const nodes = new Map<number, TreeNode>(rows.map((r) => [r.id, { ...toItem(r), children: [] }]));
  const roots: TreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.pid);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return ok(roots);
};

const dicGetByPid: OpHandler<'dicGetByPid'> = async (ctx) => {
  const { pid } = ctx.query;
  const rows = await dicItems.all(ctx.db, {
    filter: { pid },
    orderBy: '(select c.id from dic_category c where c.dic_number = t.dic_number), t.sort, t.id',
  });
  return ok(rows.map(toItem));
};

export const AGRI_DICTIONARY_HANDLERS = typedHandlers({ dicTreeList, dicGetByPid });
