import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Internal packages each workspace must not import: the dependency direction of DESIGN.md. */
const forbidden = {
  'packages/shared': ['@contrato-claro/analyzer', '@contrato-claro/api', '@contrato-claro/web'],
  'packages/analyzer': ['@contrato-claro/api', '@contrato-claro/web'],
  'apps/api': ['@contrato-claro/web'],
  'apps/web': ['@contrato-claro/analyzer', '@contrato-claro/api'],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...Object.entries(forbidden).map(([dir, packages]) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: packages.flatMap((p) => [p, `${p}/*`]),
              message:
                'Dependency direction (DESIGN.md): this workspace may not import that package.',
            },
            {
              group: ['../../*/src/*', '../../../packages/*', '../../../apps/*'],
              message: 'Import other workspaces by package name, never by relative path.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/scripts/**', '**/bin/**', 'bench/**', 'packages/analyzer/src/cli.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
