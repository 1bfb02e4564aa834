import { type Access, useAccess } from './access';
import type { AccessCode } from './access-codes';

/** For each name, whether `access` holds its code: `{ pay: 'order:pay' }` → `{ pay: true }`. */
export function rightsOf<K extends string>(
  access: Access,
  codes: Readonly<Record<K, AccessCode>>,
): Record<K, boolean> {
  const rights = {} as Record<K, boolean>;
  for (const name of Object.keys(codes) as K[]) rights[name] = access.can(codes[name]);
  return rights;
}

/**
 * The current user's rights on a screen's buttons, named, e.g.
 * `const can = useRights({ add: 'notice:add', publish: 'notice:publish' })` then `can.publish`.
 */
export function useRights<K extends string>(codes: Readonly<Record<K, AccessCode>>): Record<K, boolean> {
  return rightsOf(useAccess(), codes);
}
