// One lint configuration for the whole repo. The import-boundary zones encode the dependency
// direction of ARCHITECTURE.md: shared → remotes → shell, and the API stands apart.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const apps = ['shell', 'mf-content', 'mf-exam', 'mf-train', 'mf-user', 'mf-clockin'];
const remotes = apps.filter((a) => a.startsWith('mf-'));

const AXIOS_OUTSIDE_SHARED = {
  name: 'axios',
  message: 'Use the request client from shared; only shared imports axios.',
};
// Whole-library imports would make antd-mobile one shared module again, all of it on first load.
const ANTD_OUTSIDE_UI_KIT = {
  name: 'antd-mobile',
  message:
    "Import components from 'shared/ui-kit', form controls from 'shared/ui-kit-forms' ('shared/ui-kit-core' on the home page's first load); add a missing one there.",
};

const boundaryZones = [
  {
    target: './shared',
    from: [...apps, 'api', 'scripts'].map((a) => `./${a}`),
    message: 'shared imports no app.',
  },
  ...remotes.map((r) => ({
    target: `./${r}`,
    from: ['./shell', './api', ...remotes.filter((o) => o !== r).map((o) => `./${o}`)],
    message: 'A remote imports shared only, never the shell or another remote.',
  })),
  {
    target: './shell',
    from: [...remotes.map((r) => `./${r}`), './api'],
    message: 'The shell loads remotes at run time only.',
  },
  {
    target: './api',
    from: [...apps, './shared'].map((a) => (a.startsWith('./') ? a : `./${a}`)),
    message: 'The API stands alone.',
  },
];

const HEX_COLOUR = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/i;

/** True for a literal value: a string, number, or a template without expressions. */
function isStaticValue(node) {
  if (node.type === 'Literal') return true;
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0;
  if (node.type === 'UnaryExpression') return isStaticValue(node.argument);
  return false;
}

/** House conventions as rules: file names are kebab-case (style.md); styling through tokens. */
const local = {
  rules: {
    'no-colour-literal': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          hex: 'Colour literal "{{value}}" in a component: use a design token (var(--color-…)) in its stylesheet.',
        },
      },
      create(context) {
        const check = (node, text) => {
          const match = typeof text === 'string' ? HEX_COLOUR.exec(text) : null;
          if (match) context.report({ node, messageId: 'hex', data: { value: match[0] } });
        };
        return {
          Literal: (node) => check(node, node.value),
          TemplateElement: (node) => check(node, node.value.cooked),
        };
      },
    },
    'no-static-inline-style': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: {
          inline:
            "A style made only of fixed values belongs in the component's stylesheet (name.module.css); inline styles are for values computed at run time.",
        },
      },
      create(context) {
        return {
          JSXAttribute(node) {
            if (node.name.name !== 'style' || node.value?.type !== 'JSXExpressionContainer') return;
            let expression = node.value.expression;
            // style={titleStyle}: follow a constant to the object it names.
            if (expression.type === 'Identifier') {
              let scope = context.sourceCode.getScope(node);
              let variable;
              while (scope && !variable) {
                variable = scope.set.get(expression.name);
                scope = scope.upper;
              }
              const init = variable?.defs[0]?.node.init;
              if (!init) return;
              expression = init.type === 'TSAsExpression' ? init.expression : init;
            }
            if (expression.type !== 'ObjectExpression') return;
            const { properties } = expression;
            if (
              properties.length > 0 &&
              properties.every((p) => p.type === 'Property' && isStaticValue(p.value))
            ) {
              context.report({ node, messageId: 'inline' });
            }
          },
        };
      },
    },
    'kebab-case-file-name': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { kebab: 'File name "{{name}}" is not kebab-case.' },
      },
      create(context) {
        const name = context.filename.split(/[\\/]/).pop() ?? '';
        const stem = name.replace(/(\.(test|d|gen|config|preset))?\.(c|m)?[jt]sx?$/, '');
        return {
          Program(node) {
            if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem))
              context.report({ node, messageId: 'kebab', data: { name } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      'bench/tmp/**',
      'shared/src/api/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'local/kebab-case-file-name': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones, basePath: import.meta.dirname },
      ],
      'no-restricted-imports': ['error', { paths: [AXIOS_OUTSIDE_SHARED, ANTD_OUTSIDE_UI_KIT] }],
    },
  },
  {
    files: ['shared/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [ANTD_OUTSIDE_UI_KIT] }] },
  },
  {
    files: ['shared/src/ui-kit/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Components style through the design tokens (shared/src/design/tokens.css). The spec's own
    // colour values live in shared/src/constants.ts; tests may name colours they check.
    files: ['{shared,shell,mf-*}/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'shared/src/constants.ts',
      'shared/src/design/**',
    ],
    rules: {
      'local/no-colour-literal': 'error',
      'local/no-static-inline-style': 'error',
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', '**/jest-*.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
