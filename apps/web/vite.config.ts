import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The languages file alone: the contract's index would bring zod into the build's configuration.
import { LANGUAGES } from '../../packages/contract/src/languages';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacros } from './lingui-macros';
import { routePreloads } from './route-preloads';
import { webAppManifest } from './web-app-manifest';

export default defineConfig({
  plugins: [
    linguiMacros(),
    react(),
    // A catalog missing a translation, or with a broken ICU message, fails the build (and so npm test).
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    // The installed app (docs/decisions/072): the manifest, and the service worker built from sw/sw.ts
    // with the list of the build's files to keep. It registers from src/lib/pwa, loaded after the page.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // The app's code, styles, fonts and icons; not the .br/.gz twins (the server picks one per request).
        globPatterns: ['**/*.{js,css,woff2,svg,png}', 'index.html'],
        // Inter's alphabets that English and French never use: a browser fetches them only for such a text.
        globIgnores: ['**/inter-{cyrillic,greek,vietnamese}*'],
        // The server writes the school's settings into every page it sends (plugins/spa.ts): the shell
        // kept for offline is that page, fetched as '/', never the build's bare index.html.
        manifestTransforms: [
          async (entries) => ({ manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/' } : entry)) }),
        ],
        target: 'es2022',
      },
    }),
    // The first screens' chunks, named for the server to list in the page it sends (decision 091).
    routePreloads(
      {
        '/': { modules: ['src/app/shell/app-shell.tsx', 'src/app/home/home-page.tsx'], catalogs: ['messages', 'messages-signed-in'] },
        '/login': { modules: ['src/features/auth/login-page.tsx'], catalogs: ['messages'] },
      },
      LANGUAGES,
    ),
    // Brotli and gzip twins of every text file, made once at build at the highest levels, so the server
    // sends them as they are (@fastify/static preCompressed) and spends no CPU per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    sourcemap: false,
    // Read by scripts/size.ts for its static figure of what each page loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // 4 KB until decision 103: the live hook, shared by the family and staff shells, pushed their
          // common modules past it into a chunk of their own (one more file, 1 KB gzip more on the home
          // page); at 8 KB each shell keeps its copy, and every measured page got smaller (docs/benchmarks.md).
          experimentalInlineCommonChunks: { maxSize: 8192 },
          // The catalogs of one language become two files (lib/i18n/catalogs.ts): what the login page
          // says, and the signed-in pages' texts, loaded with the shell. A page never loads the other language.
          groups: [
            // What every page runs first, in one file (decision 091): left to itself the bundler cut React,
            // React Router and Lingui into four chunks, each with its own import and export lists (1.7 KB gzip more).
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@lingui[\\/](core|react))[\\/]/,
              priority: 30,
            },
            { name: 'messages-en', test: /[\\/]src[\\/](features[\\/]auth[\\/])?locales[\\/]en\.po$/, priority: 20 },
            { name: 'messages-fr', test: /[\\/]src[\\/](features[\\/]auth[\\/])?locales[\\/]fr\.po$/, priority: 20 },
            { name: 'messages-account-en', test: /[\\/]src[\\/]features[\\/]account[\\/]locales[\\/]en\.po$/, priority: 18 },
            { name: 'messages-account-fr', test: /[\\/]src[\\/]features[\\/]account[\\/]locales[\\/]fr\.po$/, priority: 18 },
            { name: 'messages-push-en', test: /[\\/]src[\\/]features[\\/]push[\\/]locales[\\/]en\.po$/, priority: 18 },
            { name: 'messages-push-fr', test: /[\\/]src[\\/]features[\\/]push[\\/]locales[\\/]fr\.po$/, priority: 18 },
            { name: 'messages-conversations-en', test: /[\\/]src[\\/]features[\\/]messages[\\/]locales[\\/]en\.po$/, priority: 18 },
            { name: 'messages-conversations-fr', test: /[\\/]src[\\/]features[\\/]messages[\\/]locales[\\/]fr\.po$/, priority: 18 },
            { name: 'messages-requests-en', test: /[\\/]src[\\/]features[\\/]family-requests[\\/]locales[\\/]en\.po$/, priority: 18 },
            { name: 'messages-requests-fr', test: /[\\/]src[\\/]features[\\/]family-requests[\\/]locales[\\/]fr\.po$/, priority: 18 },
            { name: 'messages-homework-en', test: /[\\/]src[\\/]features[\\/]homework[\\/]locales[\\/]en\.po$/, priority: 18 },
            { name: 'messages-homework-fr', test: /[\\/]src[\\/]features[\\/]homework[\\/]locales[\\/]fr\.po$/, priority: 18 },
            { name: 'messages-marks-en', test: /[\\/]src[\\/]features[\\/]marks[\\/]locales[\\/]en\.po$/, priority: 18 },
            { name: 'messages-marks-fr', test: /[\\/]src[\\/]features[\\/]marks[\\/]locales[\\/]fr\.po$/, priority: 18 },
            { name: 'messages-staff-en', test: /[\\/]src[\\/]staff[\\/](.+[\\/])?locales[\\/]en\.po$/, priority: 15 },
            { name: 'messages-staff-fr', test: /[\\/]src[\\/]staff[\\/](.+[\\/])?locales[\\/]fr\.po$/, priority: 15 },
            { name: 'messages-signed-in-en', test: /[\\/]locales[\\/]en\.po$/, priority: 10 },
            { name: 'messages-signed-in-fr', test: /[\\/]locales[\\/]fr\.po$/, priority: 10 },
          ],
        },
      },
    },
  },
});
