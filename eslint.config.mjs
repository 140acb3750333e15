// Flat config (ESLint 9). See docs/decisions/001-flat-eslint-config.md.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
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
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared', 'scope:shop'] },
          ],
        },
      ],
    },
  },
  {
    // Build and test-runner configuration is not library code: it may import workspace presets by path.
    files: ['**/vitest.config.ts', '**/vite.config.ts', '**/playwright.config.ts', '**/react-router.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
