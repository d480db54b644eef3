import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { App } from '../types';

/** Below about a kilobyte the headers outweigh what compression saves, and it costs CPU for nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The API's JSON answers go out compressed (brotli, else gzip) when the caller asks for it in
 * Accept-Encoding and the answer is over the threshold; @fastify/compress adds Vary: Accept-Encoding.
 * Only JSON: the web app's files keep their own path, compressed at build (decision 041), and files
 * (PDFs, pictures) are compressed already. Request bodies are not decompressed: no client sends them so,
 * and a small compressed body must not grow past the body limit inside the server (decision 092).
 */
export const compressionPlugin = fp(async (app: App) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: /^application\/json(;|$)/,
    globalDecompression: false,
  });
});
