import { defineConfig } from 'vitest/config';

/** One runner for every workspace; `npm run test:unit` runs them all, `--project <name>` one of them. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/analyzer', 'apps/api', 'apps/web'],
  },
});
