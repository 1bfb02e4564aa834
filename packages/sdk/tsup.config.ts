import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // openapi-fetch's CommonJS build has no __esModule marker, so its default export does not survive
  // CJS interop; bundling its few KB keeps both builds correct (its types still come from the dependency).
  noExternal: ['openapi-fetch'],
  outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
});
