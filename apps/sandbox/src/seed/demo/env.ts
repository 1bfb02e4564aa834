/**
 * Whether the demo layer is on for `pnpm start`: `AGRIMAP_DEMO=0` turns it off. Free of imports, so
 * the root start script can read it before the packages the demo layer uses are built.
 */
export function demoFromEnv(env: NodeJS.ProcessEnv = process.env, byDefault = true): boolean {
  const v = env.AGRIMAP_DEMO?.trim().toLowerCase();
  if (v === undefined || v === '') return byDefault;
  return !(v === '0' || v === 'false' || v === 'off' || v === 'no');
}
