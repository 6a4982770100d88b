// Lint rules of the whole repository (`npm run lint`, also run by `npm test`).
//
// Type-aware rules (floating promises, misused promises, needless assertions) run everywhere the
// TypeScript projects reach; the apps add the React hook and accessibility rules. import-x's
// no-cycle keeps every folder's dependencies pointing one way (docs/testing.md#lint-and-format).
// Formatting is Prettier's job (.prettierrc.json), so no stylistic rule is enabled here.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** no-restricted-paths zones: a folder of the rule engine may not import from any folder after it. */
function engineLayers(folders) {
  const at = (folder) => `./libs/rule-engine/src/${folder}`;
  return folders.slice(0, -1).map((folder, i) => ({
    target: at(folder),
    from: folders.slice(i + 1).map(at),
    message: `the rule engine's ${folder}/ comes before ${folders.slice(i + 1).join(', ')} (libs/rule-engine/README.md#folders)`,
  }));
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-spec/**', '**/node_modules/**', '.tools/**', 'deploy/**', 'apps/*/public/**', '**/*.generated.*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['apps/*/vite.config.ts', 'apps/web/vite/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    rules: {
      // node:test's test() and describe() answer promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Dependencies point one way: apps → i18n → domain → rule-engine and contracts; in the
      // customer app, app → features → components → core.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './libs', from: './apps', message: 'libraries never depend on an app' },
            { target: ['./libs/contracts', './libs/rule-engine', './libs/design'], from: ['./libs/domain', './libs/i18n'] },
            { target: './libs/domain', from: './libs/i18n' },
            // The rule engine's folders, each importing only from those before it (types too):
            // model → arithmetic → expressions → builtins → check → evaluate → explain → tests →
            // compile; index.ts at the top (libs/rule-engine/README.md#folders).
            ...engineLayers(['model', 'arithmetic', 'expressions', 'builtins', 'check', 'evaluate', 'explain', 'tests', 'compile']),
            { target: './apps/web/src/core', from: ['./apps/web/src/components', './apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
          ],
        },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'libs/*/tsconfig.json', 'test/tsconfig.json'],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks; react-hooks 7's React Compiler rules (refs read in render, state set
      // in effects) are for code the compiler memoises, and the apps do not use it (docs/testing.md).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Where most changes land, a reader holds one function or one screen part in mind: the API's
    // functions stay under 80 lines (a migration is frozen history, its statements a list), the
    // calculator page's and the rule-set editor's files under 300 (docs/testing.md#lint-and-format).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/database/migrations/**', '**/*.spec.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    files: ['apps/web/src/features/calculation/**/*.tsx', 'apps/admin/src/resources/rule-sets/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
