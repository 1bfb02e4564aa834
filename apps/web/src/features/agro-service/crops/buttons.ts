import { useHasButton } from '@/lib/Permission';

/** The menu group of the agricultural service's plot pages (a lookup key into the menu tree). */
export const MASSIF_MENU = '地块管理';

/** The user's 新增 / 编辑 / 删除 buttons (`<prefix>:add|edit|delete`) of the page named `page`. */
export function useAgroButtons(page: string, prefix: string) {
  return {
    add: useHasButton(MASSIF_MENU, page, `${prefix}:add`),
    edit: useHasButton(MASSIF_MENU, page, `${prefix}:edit`),
    remove: useHasButton(MASSIF_MENU, page, `${prefix}:delete`),
  };
}
