import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Besides the usual checks, this file forbids import cycles (a lazily loaded chunk that imports
 * the shell that loads it, or two modules that need each other, cannot be read or moved on its
 * own) and enforces the one-direction layout of docs/architecture.md on resolved paths:
 * shared imports neither side, server and client never import each other, a feature never
 * reaches into a sibling (composition happens in the client's app/ and the server's app.ts),
 * and the client's shared layers (components/, lib/) never depend on a feature or on app/.
 */
const restrict = (...patterns) => ['error', { patterns }];

const featuresIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** One zone per feature: it may import itself, never a sibling (compose them in app/ or app.ts). */
const featureWalls = (dir, message) =>
  featuresIn(dir).map((name) => ({ target: `./${dir}/${name}`, from: `./${dir}`, except: [`./${name}`], message }));

/** Relative imports stay inside their folder; anything else names its zone (package.json `imports`). */
const OUTSIDE_THIS_FOLDER = {
  regex: '^\\.\\./',
  message: 'Import a file outside this folder through its subpath alias: #server/…, #client/…, #shared/…, #content/…',
};

const LAYER_WALLS = [
  {
    target: './src/shared',
    from: ['./src/server', './src/client', './content'],
    message: 'src/shared imports neither side.',
  },
  { target: './src/client', from: './src/server', message: 'The browser app must not import server code.' },
  { target: './src/server', from: './src/client', message: 'Server code must not import the browser app.' },
  ...featureWalls(
    'src/client/features',
    'A client feature must not import another; compose them in app/ or share through components/ or lib/.',
  ),
  {
    target: ['./src/client/features', './src/client/components', './src/client/lib'],
    from: './src/client/app',
    message: 'Only entry points import app/: it composes the features.',
  },
  {
    target: ['./src/client/components', './src/client/lib'],
    from: './src/client/features',
    message: 'Shared UI and helpers must not depend on a feature.',
  },
  {
    target: './src/client/lib',
    from: './src/client/components',
    message: 'lib/ holds plain helpers and state; UI lives in components/.',
  },
  ...featureWalls('src/server/features', 'A server feature must not import another; compose them in app.ts.'),
  {
    target: [
      './src/server/db',
      './src/server/http',
      './src/server/plugins',
      './src/server/mail',
      './src/server/client-info',
      './src/server/consent',
      './src/server/shared-state',
      './src/server/config.ts',
    ],
    from: './src/server/features',
    message: 'Shared server code must not depend on a feature.',
  },
];

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
    // Type-aware checks (unsafe `any`, floating or misused promises, needless assertions) on the app.
    files: ['src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The dashboard's hand-written service worker (decision 0039).
    files: ['src/client/public/admin/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The walls, checked on resolved paths (relative and `#shared/*`-style imports alike).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_WALLS }],
      'no-restricted-imports': restrict(OUTSIDE_THIS_FOLDER),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(OUTSIDE_THIS_FOLDER, {
        regex: '^(?!zod(/mini)?$|\\.)',
        message: 'src/shared may import only zod and other shared files.',
      }),
    },
  },
);
