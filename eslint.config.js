import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    // The GraphQL contract is the integrators' documentation: every type, field, argument, input
    // field and enum value says what it is (docs/decisions/074).
    files: ['schema/graphql/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      // The whole contract, so that root fields are known as such across the files extending Query and Mutation.
      parserOptions: { graphQLConfig: { schema: 'schema/graphql/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The Rules of React, with the compiler's checks (docs/decisions/049). A missing dependency
    // is an error, not a warning: a warning passes `npm run lint` and stays.
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Resolvers reach the records API only through their domain's named data source, which checks
    // the ids that go into its paths (bff/src/modules/<domain>/<domain>.api.ts).
    files: ['bff/src/modules/**/*.resolvers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/datasources/records-api.ts', '**/datasources/api-client.ts'],
              message: 'Call the domain data source (dataSources.<domain>) instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's rooms (docs/decisions/084): app/ is the composition root (router, App, layouts,
    // header) and imports the features; features, shared components and the platform below them
    // never import app/ back.
    files: ['web/src/{features,components,platform}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/app/**'],
              message: 'app/ is the composition root: move what features share to web/src/platform/.',
            },
          ],
        },
      ],
    },
  },
);
