import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
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
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } } },
    },
  },
});
