import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const web = 'apps/web/src';
const features = fs.readdirSync(path.join(root, web, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
const staffFeatures = fs.existsSync(path.join(root, web, 'staff/features'))
  ? fs.readdirSync(path.join(root, web, 'staff/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory())
  : [];

/**
 * The web app's layers (docs/decisions/040): a feature is one area and imports no other; what two areas
 * share lives in components/ or lib/, which know no feature and no page; app/ composes pages from features.
 */
const webBoundaries = [
  ...features.map(({ name }) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`],
    message: 'A feature imports no other feature: move what both need to components/ or lib/, or compose them in app/.',
  })),
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/ and lib/ are shared parts: they know no feature and no page.',
  },
  { target: `${web}/features`, from: `${web}/app`, message: 'A feature does not reach into app/: app/ composes features.' },
  // The staff side (staff/) is its own app in the same build: it uses components/, lib/ and the contract,
  // never a family feature or the family shell, and no family code reaches into it but the router.
  {
    target: `${web}/staff`,
    from: [`${web}/features`, `${web}/app`],
    message: 'The staff side uses components/, lib/ and the contract, never a family feature or app/.',
  },
  {
    target: [`${web}/features`, `${web}/components`, `${web}/lib`],
    from: `${web}/staff`,
    message: 'No family code imports the staff side.',
  },
  {
    target: `${web}/app`,
    from: `${web}/staff`,
    except: ['./staff-app.tsx', './staff-paths.ts'],
    message: 'app/ reaches the staff side only through its app (one lazy chunk) and its paths.',
  },
  ...staffFeatures.map(({ name }) => ({
    target: `${web}/staff/features/${name}`,
    from: `${web}/staff/features`,
    except: [`./${name}`],
    message: 'A staff area imports no other area: share through staff/components or staff/lib.',
  })),
];

/**
 * Comments cite the decision that explains them (docs/decisions/NNN), never the issue that asked for the
 * work: a closed issue tells a reader when something was asked, a decision record why it is so.
 */
const issueCitation = /\b[Ii]ssues? ?#?\d+/g;
const carnet = {
  rules: {
    'comments-cite-decisions': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { issue: 'A comment cites "{{ citation }}": cite the decision that explains it (docs/decisions/NNN) instead.' },
      },
      create(context) {
        const { sourceCode } = context;
        return {
          Program() {
            for (const comment of sourceCode.getAllComments()) {
              // The comment's value starts after its opening `//` or `/*`, two characters either way.
              const valueStart = comment.range[0] + 2;
              for (const match of comment.value.matchAll(issueCitation)) {
                const start = valueStart + match.index;
                context.report({
                  loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(start + match[0].length) },
                  messageId: 'issue',
                  data: { citation: match[0] },
                });
              }
            }
          },
        };
      },
    },
  },
};

// no-cycle follows imports into other files: they are TypeScript, read with the TypeScript parser. It
// was two thirds of the lint's time: a test file is in no cycle (nothing imports it), and a package from
// the registry cannot import ours back, so neither is walked (the suite's time is a budget, decision 085).
const testFiles = ['**/*.test.ts', '**/*.test.tsx'];
const noCycle = ['error', { ignoreExternal: true }];
const importSettings = {
  'import/extensions': ['.ts', '.tsx', '.js'],
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { carnet },
    rules: { 'carnet/comments-cite-decisions': 'error' },
  },
  {
    // No two files of the server or the contract import each other, however far round: a cycle makes
    // the order of module start-up matter and two files one. The web app has its own rule below.
    files: ['apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    ignores: testFiles,
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-cycle': noCycle },
  },
  {
    // What is published in a transaction is delivered with the app's keys that its database handle
    // carries (lib/db-companions, decision 071); only lib/transaction's inTransaction hands them on to
    // the transaction it opens, so no other file opens one (decision 087).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
          message: 'Open transactions with inTransaction (lib/transaction): it hands the delivery of notifications on to the transaction.',
        },
      ],
    },
  },
  {
    // Kysely migrations work on a database whose type is, by design, not yet known.
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: importSettings,
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-cycle': noCycle },
  },
  {
    // The service worker (docs/decisions/072) runs in its own global scope, not a window's.
    files: ['apps/web/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Every word a person reads comes from the message catalogs (English and French), none from code:
    // a text written in a component, a toast or an aria-label fails here. What is not a sentence
    // (class names, paths, keys, codes, URLs) is told apart by its shape and by where it stands.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word without a capital or a space: an identifier, a key, a CSS class, a path, a MIME type.
            '^(?![A-Z])\\S+$',
            // A constant or a code: ROLE_PARENT, ABSENT, HH:MM.
            '^[A-Z0-9_:]+$',
            '^(https?:|mailto:|/|#|\\.)',
            // Tailwind class lists: lower-case tokens, one at least with a '-', ':', '/' or '['.
            '^(?=\\S*[-:/\\[])[a-z0-9!@\\-:/\\[\\]().,_%&>*=#]+(\\s+[a-z0-9!@\\-:/\\[\\]().,_%&>*=#]+)*$',
            '^Bearer ',
          ],
          ignoreNames: [
            { regex: { pattern: '[cC]lass(Name)?$' } },
            {
              regex: {
                pattern:
                  '^(aria-hidden|data-.*|type|id|htmlFor|href|to|key|role|rel|target|method|name|lang|dateTime|autoComplete|inputMode|accept|encType|mode|variant|size|align|side|direction|orientation|loading|decoding|fetchPriority|viewBox|d|fill|stroke|strokeWidth|xmlns|crossOrigin|sizes|media|as|form|value|defaultValue)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'cn',
            'clsx',
            'buttonClass',
            'console.*',
            'Error',
            'URLSearchParams',
            'URL',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getAttribute',
            '*.setAttribute',
            '*.setItem',
            '*.getItem',
            '*.removeItem',
            '*.addEventListener',
            '*.removeEventListener',
            '*.set',
            '*.get',
            '*.has',
            '*.append',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            '*.replaceAll',
            '*.matchMedia',
            'useMediaQuery',
            'Intl.*',
            'new Intl.*',
            'import.meta.glob',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-single-tag-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    // Scripts, benchmarks and tests talk to the terminal.
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/ops/**', '**/*.test.ts', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
);
