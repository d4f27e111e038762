// ESLint (flat config): TypeScript rules for the API, the web and the tests; React's hook
// rules for the web. Import boundaries and cycles are checked by dependency-cruiser
// (.dependency-cruiser.cjs), formatting by Prettier (`npm run lint` runs all three).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noSecondRequestListener = {
  selector: "CallExpression[callee.property.name='removeAllListeners'][arguments.0.value='request']",
  message: 'Every request goes through Express: no second request listener.',
};

// A colour written out (#a4262c, rgb(...), rgba(...), hsl(...)) in a string or template.
const COLOUR = String.raw`/#[0-9a-fA-F]{3,8}\b|\b(rgb|hsl)a?\(/`;
const colourMessage = 'Colours live in the theme (web/src/theme/palette.ts): use a palette token.';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'storage/**',
      'test-results/**',
      'bench/**',
      'security/**',
      '**/*.d.ts',
      // A stand-in for a compiled CommonJS library (what the Jest set-up must load), kept as such.
      'test/jest/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Nest reads constructor parameter types at run time (emitDecoratorMetadata): the rule
    // must not turn an injected class's import into `import type`.
    languageOptions: { globals: { ...globals.node }, parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-restricted-syntax': ['error', noSecondRequestListener],
    },
  },
  {
    // The Stripe SDK costs the server about 9 MB: createStripeClient imports it dynamically,
    // only when PAYMENT_PROVIDER=stripe. Anywhere else, its types only.
    files: ['api/**/*.ts'],
    ignores: ['api/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'stripe',
              allowTypeImports: true,
              message: 'Types only: the SDK is loaded by createStripeClient when PAYMENT_PROVIDER=stripe.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services speak in domain errors (api/common/domain-error.ts); the filter picks the status.
    files: ['api/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: ['HttpStatus', 'HttpException'],
              message: 'Throw a DomainError subclass with a code instead.',
            },
          ],
        },
      ],
    },
  },
  { files: ['web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The look lives in the theme: no raw colour outside web/src/theme (the rule replaces the
    // shared no-restricted-syntax list for these files, so it repeats it).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/theme/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noSecondRequestListener,
        { selector: `Literal[value=${COLOUR}]`, message: colourMessage },
        { selector: `TemplateElement[value.raw=${COLOUR}]`, message: colourMessage },
      ],
    },
  },
  {
    // CommonJS by necessity: Jest's environment and transformer.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
