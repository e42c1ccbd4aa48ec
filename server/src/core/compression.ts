import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers over 1 KB (JSON mostly: lists, the country list, the OpenAPI document) with brotli or gzip, as
 * the client's Accept-Encoding allows. The console's files come pre-compressed (spa.ts), and they carry their
 * Content-Encoding, so they pass through untouched; stored files opt out on their route (files.serving.routes.ts).
 * Request bodies are never decompressed: no client sends them compressed, and an upload must reach the multipart
 * parser byte for byte, under the body limit as sent. Registered before any route, so its hook covers them all.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
