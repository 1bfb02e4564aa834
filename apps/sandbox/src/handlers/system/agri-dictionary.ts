/**
 * The agri-input dictionary (农资字典: 化肥, 农药, 种子, 农膜, 农机具 … with children) and any other
 * hierarchical category, read as a whole tree or lazily by parent. Nodes are dictionary items:
 * they are added, changed, deleted (refused while they have children) and re-ordered with the
 * item operations of `dictionaries.ts`. Trees list disabled nodes too (with their status).
 */
import { type Handler, ok } from '../types';
import { dicItems, toItem } from './dictionaries';
import { queryOf, type SystemSchema } from './shared';

type TreeNode = SystemSchema<'DictionaryTreeNode'>;

const dicTreeList: Handler = async (ctx) => {
  const { dicNumber } = queryOf(ctx, 'dicTreeList');
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

const dicGetByPid: Handler = async (ctx) => {
  const { pid } = queryOf(ctx, 'dicGetByPid');
  const rows = await dicItems.all(ctx.db, {
    filter: { pid },
    orderBy: '(select c.id from dic_category c where c.dic_number = t.dic_number), t.sort, t.id',
  });
  return ok(rows.map(toItem));
};

export const AGRI_DICTIONARY_HANDLERS: Record<string, Handler> = { dicTreeList, dicGetByPid };
