import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Every server prefix of the sandbox (one origin) plus its test hooks, proxied in `vite` dev mode.
const PROXIED = ['/account', '/system', '/base', '/shop', '/area', '/map', '/__sandbox'];
const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route code.
    // Loaders go into the lazy chunk of their route's component: what a loader imports (API
    // modules, their messages) then stays out of the entry chunk that every page downloads.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
  ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: sandboxUrl, changeOrigin: false }])),
  },
  build: {
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // proj4's module only fills its own registry of projections when it loads: a page that
        // uses none of @agrimap/geo's projection functions (forms with a region cascader or a
        // coordinate input) does not need it, so it may be dropped there (about 50 KB gzip).
        moduleSideEffects: (id: string) =>
          !/[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?proj4[\\/]/.test(id),
      },
    },
  },
});
