/** Account server: one module per entity; the handlers by operationId. */
import { AUTH_HANDLERS } from './auth';
import { DEPARTMENT_HANDLERS } from './departments';
import { GROUP_HANDLERS } from './groups';
import { MENU_HANDLERS } from './menus';
import { ROLE_HANDLERS } from './roles';
import { SESSION_HANDLERS } from './sessions';
import { USERMANAGE_HANDLERS } from './usermanage';
import { USER_HANDLERS } from './users';

export { menuTreeOf } from './menus';

/** Merged from the modules' `typedHandlers` maps. */
export const ACCOUNT_HANDLERS = {
  ...AUTH_HANDLERS,
  ...USER_HANDLERS,
  ...USERMANAGE_HANDLERS,
  ...GROUP_HANDLERS,
  ...DEPARTMENT_HANDLERS,
  ...ROLE_HANDLERS,
  ...MENU_HANDLERS,
  ...SESSION_HANDLERS,
};
