import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Message catalogs, one pair (en, fr) per area folder, so each area's texts and their translations sit
 * beside its code and two people translating two areas never edit the same file. At build they are
 * joined into two files per language (vite.config.ts): what /login needs, and the signed-in pages' texts.
 * English is the source: its texts are the specification's, verbatim.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // What every page shares (components/, lib/) and the pages before sign-in and of errors (app/).
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib', '<rootDir>/src/main.tsx'],
      exclude: ['**/*.test.*', '<rootDir>/src/app/shell/**', '<rootDir>/src/app/home/**'],
    },
    {
      // The shell and the home page.
      path: '<rootDir>/src/app/{name}/locales/{locale}',
      include: ['<rootDir>/src/app/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      // The staff side's shell and home page; its areas below.
      path: '<rootDir>/src/staff/locales/{locale}',
      include: ['<rootDir>/src/staff'],
      exclude: ['**/*.test.*', '<rootDir>/src/staff/features/**'],
    },
    {
      path: '<rootDir>/src/staff/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/staff/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
  ],
  // Origins without line numbers: moving a line does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
