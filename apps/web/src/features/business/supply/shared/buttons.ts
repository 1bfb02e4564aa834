import { editRemoveActions, type RowAction } from '@/components/row-actions';
import { useHasButton } from '@/lib/Permission';

/**
 * The menu group holding the supply-chain master-data pages: a lookup key into the user's menu
 * tree (as seeded), never shown.
 */
const SUPPLY_MENU = '供应链管理子系统';

/** The user's 新增 / 编辑 / 删除 buttons (`<prefix>:add|edit|delete`) of the page named `page`. */
export function useCrudButtons(page: string, prefix: string) {
  return {
    add: useHasButton(SUPPLY_MENU, page, `${prefix}:add`),
    edit: useHasButton(SUPPLY_MENU, page, `${prefix}:edit`),
    remove: useHasButton(SUPPLY_MENU, page, `${prefix}:delete`),
  };
}

/** Another button of a supply-chain page (e.g. 供应商主体管理's `supplier:audit`). */
export function useSupplyButton(page: string, url: string): boolean {
  return useHasButton(SUPPLY_MENU, page, url);
}

/** The 删除 confirmation of a supply-chain page's messages. */
export interface EditDeleteMessages {
  delete: { confirm: string };
}

/** A row's 编辑 and 删除 (asks first), each shown only with its button: the kit's pair. */
export function editDeleteActions(
  can: { edit: boolean; remove: boolean },
  m: EditDeleteMessages,
  onEdit: () => void,
  onDelete: () => Promise<unknown>,
): RowAction[] {
  return editRemoveActions({ can, onEdit, onRemove: onDelete, confirm: m.delete.confirm });
}
