/** Which logo mark the banner shows. */
export type LogoVariant = 'yxglxt' | 'yxzcxt' | 'nzywsjgl' | 'default';

const SYSTEMS_WITH_MARKS = ['yxglxt', 'yxzcxt', 'nzywsjgl'] as const;

/**
 * R-2.5 (SPEC §2): paths containing /yxglxt, /yxzcxt or /nzywsjgl (as a path segment) select that
 * system's mark; every other path gets the default icon.
 */
export function logoVariant(pathname: string): LogoVariant {
  const segments = pathname.split('/').filter(Boolean);
  return SYSTEMS_WITH_MARKS.find((system) => segments.includes(system)) ?? 'default';
}
