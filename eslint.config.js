// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import boundaries from 'eslint-plugin-boundaries';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A boundaries policy: files of layer `from` may import the layers in `to`. */
const layer = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

const noRawFetch = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Call the API through the generated functions (src/api/client.ts).' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Only src/api/client.ts calls fetch.' },
    { object: 'globalThis', property: 'fetch', message: 'Only src/api/client.ts calls fetch.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-offline/',
      'dist-prerender/',
      // The stack floor is a project of its own (its own package.json and lockfile).
      'bench/floor/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'api-spec/dist/',
      'src/api/gen/',
      'src/api/zod/',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
      'contract-tests/pacts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...noRawFetch,
    },
  },
  {
    // The API client; and the tooling, which talks to the mock server, not to the app's API.
    files: ['src/api/client.ts', 'scripts/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Every visible string goes through Lingui. Strings without whitespace or letters outside
  // ASCII (class names, variants, paths, keys) are taken as code, not text.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/api/gen/**', 'src/api/zod/**'],
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^[\\x21-\\x7E]+$'],
          ignoreFunctions: [
            'console.*',
            'Error',
            'ApiError',
            'DOMException',
            'URLSearchParams',
            'new URLSearchParams',
            'Object.defineProperty',
            'document.querySelector',
            'document.createElement',
            'createFileRoute',
            'createLazyFileRoute',
            'cva',
            'clsx',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            '*.toLocaleString',
            'Intl.*',
            'z.*',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|style|styles|key|id|href|to|src|type|variant|size|color|c|fw|ta|align|justify|role|name|sname|target|rel|data-.*|aria-(?!label|description|roledescription).*|mode|as|component|radius|position|autoComplete|inputMode|pattern|dir|lang|accept|method|encType|testid|data-testid|viewBox|d|fill|stroke)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
        },
      ],
    },
  },
  // Route options outside the split component load before every first screen (README, "Keeping
  // the first screen small"): search params are parsed without zod, and no barrel is imported.
  {
    files: [
      'src/routes/**/*.{ts,tsx}',
      'src/features/*/*-search.ts',
      'src/features/orders/order-url.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                'Use searchSchema from @/lib/search-params: zod would load before every page.',
            },
            {
              name: '@/components/data-table',
              message: 'Import @/components/data-table/table-search: the barrel brings the table.',
            },
          ],
        },
      ],
    },
  },
  // One-way flow (ARCHITECTURE.md): lib/api/i18n/components → features → routes/app.
  // Features never import each other; what two share moves down.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: true, node: true },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'routes', pattern: 'src/routes' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'src/components' },
        { type: 'api', pattern: 'src/api' },
        { type: 'i18n', pattern: 'src/i18n' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'test', pattern: 'src/test' },
      ],
      // Test files live beside the code they test but may use the shared helpers of src/test.
      'boundaries/files': [{ category: 'test', pattern: 'src/**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} must not import {{to.type}} (one-way flow, ARCHITECTURE.md)',
          policies: [
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { to: { module: { origin: 'core' } } } },
            layer('lib', ['lib']),
            layer('i18n', ['lib', 'i18n']),
            layer('api', ['lib', 'i18n', 'api']),
            layer('components', ['lib', 'i18n', 'api', 'components']),
            layer('feature', ['lib', 'i18n', 'api', 'components']),
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { feature: '{{from.captured.feature}}' } },
                },
              },
            },
            layer('routes', ['lib', 'i18n', 'api', 'components', 'feature', 'routes', 'app']),
            layer('app', ['lib', 'i18n', 'api', 'components', 'feature', 'routes', 'app']),
            layer('test', ['lib', 'i18n', 'api', 'components', 'app', 'test', 'feature', 'routes']),
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: 'test' } } },
            },
          ],
        },
      ],
    },
  },
  // Inputs that cost a phone's main thread as a form mounts have one way each (the form kit's
  // README): a textarea grows by CSS, a choice of many mounts its options when it opens.
  {
    files: ['src/**/*.tsx'],
    ignores: [
      'src/components/growing-textarea/growing-textarea.tsx',
      'src/components/form/select-fields.tsx',
      'src/**/*.test.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='autosize']",
          message:
            "Use GrowingTextarea (or the kit's TextareaField): autosize measures the page as it mounts.",
        },
        {
          selector:
            'JSXOpeningElement[name.name=/^(Select|MultiSelect|Autocomplete|TagsInput|Combobox)$/]',
          message:
            "Use the kit's SelectField or MultiSelectField: they mount their options when opened.",
        },
      ],
    },
  },
);
