import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Besides the usual checks, this file forbids import cycles (a lazily loaded chunk that imports
 * the shell that loads it, or two modules that need each other, cannot be read or moved on its
 * own) and enforces DESIGN.md's one-direction layout:
 * shared imports neither side, server and client never import each other, and a server feature
 * never reaches into another feature (composition happens in app.ts).
 */
const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.scratch/**', 'e2e/.data*/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles anywhere, dynamic imports included (type-only imports vanish at build).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': restrict({
        regex: '(^|/)server/',
        message: 'The browser app must not import server code.',
      }),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '(^|/)(server|client)/', message: 'src/shared imports neither side.' },
        { regex: '^(?!zod(/mini)?$|\\.)', message: 'src/shared may import only zod and other shared files.' },
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '(^|/)client/',
        message: 'Server code must not import the browser app.',
      }),
    },
  },
  {
    files: ['src/server/features/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '(^|/)client/', message: 'Server code must not import the browser app.' },
        {
          regex: '^\\.\\./(?!\\.\\.)[^/]+/',
          message: 'A feature must not import another feature; compose them in app.ts.',
        },
      ),
    },
  },
);
