// Flat config (ESLint 9). See docs/decisions/001-flat-eslint-config.md.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Packages that framework-free libraries must never import. */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  '@react-router/*',
  'jotai',
  'jotai/*',
  'ky',
  '@radix-ui/*',
  '@vanilla-extract/*',
  'hono',
  'hono/*',
  'heic2any',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      // Copies of a build kept for tools/bench/web-ab.ts.
      'apps/shop-web/build-*/**',
      '**/coverage/**',
      '**/.react-router/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'reports/**',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs', '**/*.js'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Name every export: a public API is a list of named exports (CONVENTIONS.md rule 2).',
        },
      ],
      // A project is used through its package entry points (`@shop/x`, or an entry listed in its
      // package.json "exports" such as `@shop/x/testing`), never a file inside it. Relative paths into
      // another project are refused by @nx/enforce-module-boundaries below.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/*/src', '@shop/*/src/**', '@shop/*/app', '@shop/*/app/**'],
              message:
                "Import another project through its entry point ('@shop/x' or an entry in its package.json exports), not a file inside it.",
            },
          ],
        },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          checkDynamicDependenciesExceptions: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:util'], bannedExternalImports: FRAMEWORK_PACKAGES },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: FRAMEWORK_PACKAGES },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:util'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:domain', 'type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util', 'type:tool'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util', 'type:tool'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shop', onlyDependOnLibsWithTags: ['scope:shop', 'scope:shared'] },
            { sourceTag: 'scope:designtool', onlyDependOnLibsWithTags: ['scope:designtool', 'scope:shared'] },
            // The back office imports shared libraries only: no storefront, design tool or server code.
            { sourceTag: 'scope:backoffice', onlyDependOnLibsWithTags: ['scope:backoffice', 'scope:shared'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared', 'scope:shop'] },
          ],
        },
      ],
    },
  },
  {
    // React: the Rules of Hooks and the React Compiler's checks of components and hooks (hooks also
    // live in plain .ts files of the React projects).
    files: ['**/*.tsx', 'apps/shop-web/**/*.ts', 'libs/ui/**/*.ts', 'libs/web-state/**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/rules-of-hooks': 'error',
      // A missing dependency is a stale-closure bug, not a style question.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Accessibility of the JSX: labels, roles, keyboard access, alt text.
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Build and test-runner configuration is not library code: it may import workspace presets by path.
    files: ['**/vitest.config.ts', '**/vitest.*.config.ts', '**/vite.config.ts', '**/playwright.config.ts', '**/react-router.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
