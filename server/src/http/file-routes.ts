import type { FastifyInstance } from 'fastify';
import { FILE_KEY, type FileStore } from '../lib/file-store.ts';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/**
 * Uploaded files at /files/<key>. A key names its content (decision 0429), so an address never
 * shows other bytes later and browsers may keep it for a year.
 */
export function fileRoutes(app: FastifyInstance, files: FileStore): void {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = TYPES[key.slice(key.lastIndexOf('.') + 1)];
    // the web app's own files under /files (the guide PDF) when no upload has the address
    const fromWebApp = () =>
      app.hasReplyDecorator('sendFile') ? reply.sendFile(`files/${key}`) : reply.callNotFound();
    if (!FILE_KEY.test(key) || !type) return fromWebApp();
    // streamed: an MP3 pack of 200 MB is never read whole into memory
    const file = await files.open(key);
    if (!file) return fromWebApp();
    // a zip is saved, never opened in the page; a PDF opens in the browser's viewer, in a frame
    // of the shop's own pages at most (the policy viewer)
    if (type === 'application/zip') reply.header('content-disposition', 'attachment');
    if (type === 'application/pdf') {
      reply
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
        .header('x-frame-options', 'SAMEORIGIN');
    }
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.size))
      .send(file.stream);
  });
}
