import { defineConfig } from 'vitest/config';

// One vitest run across the workspace: each package/app with unit tests is a project.
export default defineConfig({
  test: {
    projects: ['openapi', 'scripts', 'packages/*', 'apps/sandbox', 'apps/web'],
  },
});
