import { useHasButton } from '@/lib/Permission';

/**
 * The menu entries holding the warehousing screens' buttons: lookup keys into the user's menu tree
 * (as seeded), never shown.
 */
const MENUS = {
  in: { group: '入库管理', list: '入库明细', verify: '入库审核', prefix: 'inbound' },
  out: { group: '出库管理', list: '出库明细', verify: '出库审核', prefix: 'outbound' },
  index: { group: '仓储管理', warehouse: '仓库' },
} as const;

/** What the user may do with stock documents of one direction. */
export function useDocButtons(direction: 'in' | 'out') {
  const { group, list, verify, prefix } = MENUS[direction];
  return {
    add: useHasButton(group, list, `${prefix}:add`),
    edit: useHasButton(group, list, `${prefix}:edit`),
    submit: useHasButton(group, list, `${prefix}:submit`),
    withdraw: useHasButton(group, list, `${prefix}:withdraw`),
    void: useHasButton(group, list, `${prefix}:void`),
    verify: useHasButton(group, verify, `${prefix}:verify`),
  };
}

/** The user's 新增 / 编辑 / 删除 on 仓库. */
export function useWarehouseButtons() {
  const { group, warehouse } = MENUS.index;
  return {
    add: useHasButton(group, warehouse, 'warehouse:add'),
    edit: useHasButton(group, warehouse, 'warehouse:edit'),
    remove: useHasButton(group, warehouse, 'warehouse:delete'),
  };
}
