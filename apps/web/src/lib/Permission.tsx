import type { ReactNode } from 'react';
import { useAccess } from './access';
import type { AccessCode } from './access-codes';

export interface PermissionProps {
  /** The access code the user must hold, e.g. device:sync (see lib/access-codes.ts). */
  code: AccessCode;
  /** Rendered when the user holds the code. */
  children: ReactNode;
  /** Rendered otherwise (nothing by default). */
  fallback?: ReactNode;
}

/** Renders its children only for users whose menu tree grants `code`. */
export function Permission({ code, children, fallback = null }: PermissionProps) {
  return useAccess().can(code) ? children : fallback;
}
