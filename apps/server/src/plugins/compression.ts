import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { App } from '../types';

/** Below about a kilobyte the headers outweigh what compression saves, and it costs CPU for nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The API's answers go out compressed (brotli, else gzip) when the caller asks for it in Accept-Encoding
 * and the answer is over the threshold; @fastify/compress adds Vary: Accept-Encoding. JSON, and what
 * mime-db calls compressible text (a calendar feed); not PDFs or pictures. The web app's files keep their
 * own path: they leave compressed at build (decision 041) with their Content-Encoding, which the plugin
 * leaves alone. Request bodies are not decompressed: no client sends them so, and a small compressed body
 * must not grow past the body limit inside the server (decision 093).
 */
export const compressionPlugin = fp(async (app: App) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: /^application\/json(;|$)/,
    globalDecompression: false,
  });
});
