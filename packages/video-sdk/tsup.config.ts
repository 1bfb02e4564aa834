import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', simulator: 'src/simulator/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['ws'],
  treeshake: true,
});
