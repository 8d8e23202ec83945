import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MP3_PACKS,
  supportBookEntries,
  type PolicyKind,
} from '@shop/contract/support-downloads.ts';
import { audioPackZip } from './audio-pack.ts';
import { policyRow } from './document-queries.ts';
import { FileCache } from './file-cache.ts';
import { policyDocument } from './policy-texts.ts';
import { renderPolicyPdf, renderSupportBookPdf } from './support-documents.ts';

const POLICY_FILE = /^(terms|privacy)-(\d{4}-\d{2}-\d{2})\.pdf$/;
const SUPPORT_FILE = /^([A-Za-z0-9-]{1,40})\.pdf$/;
const PACK_FILE = /^([a-z0-9-]{1,60})\.zip$/;

interface Download {
  body: Buffer;
  type: 'application/pdf' | 'application/zip';
  /** The name a browser saves it under (Korean allowed). */
  fileName: string;
  /** ASCII fallback for old browsers. */
  asciiName: string;
  /** PDFs open in the browser (and in the policy dialog's frame); zips download. */
  inline: boolean;
}

function send(request: FastifyRequest, reply: FastifyReply, file: Download) {
  const etag = `"${createHash('sha256').update(file.body).digest('base64url').slice(0, 27)}"`;
  const asAttachment = !file.inline || (request.query as { download?: string }).download === '1';
  reply
    .header('cache-control', 'public, max-age=86400')
    .header('etag', etag)
    .header(
      'content-disposition',
      `${asAttachment ? 'attachment' : 'inline'}; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    // The policy viewer shows PDFs in a frame of the shop's own pages; nothing else may frame them.
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
    .header('x-frame-options', 'SAMEORIGIN');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(file.type).send(file.body);
}

/**
 * The seeded documents the shop draws itself, generated on first request: terms and privacy PDFs
 * of the versions published without an upload, support-book PDFs and audio-pack zips. Uploaded
 * files are served at /files/<key> (http/file-routes.ts).
 */
export function supportFileRoutes(app: FastifyInstance): void {
  const cache = new FileCache(256);
  const entries = new Map(supportBookEntries().map((e) => [e.id, e]));
  const packs = new Map(MP3_PACKS.map((p) => [p.id, p]));

  app.get<{ Params: { file: string } }>(
    '/files/policy/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = POLICY_FILE.exec(request.params.file);
      const kind = match?.[1] as PolicyKind | undefined;
      const version = match?.[2] ?? '';
      const row = kind ? await policyRow(app.database.db, kind, version) : null;
      const policy = kind && row && !row.fileKey ? policyDocument(kind, version) : undefined;
      if (!policy || !kind) return reply.callNotFound();
      const body = await cache.get(`policy:${kind}:${version}`, () => renderPolicyPdf(policy));
      return send(request, reply, {
        body,
        type: 'application/pdf',
        fileName: `${policy.title}_${version}.pdf`,
        asciiName: `${kind}-${version}.pdf`,
        inline: true,
      });
    },
  );

  app.get<{ Params: { file: string } }>(
    '/files/support/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = SUPPORT_FILE.exec(request.params.file)?.[1];
      const entry = id ? entries.get(id) : undefined;
      if (!entry) return reply.callNotFound();
      const body = await cache.get(`support:${entry.id}`, () => renderSupportBookPdf(entry));
      return send(request, reply, {
        body,
        type: 'application/pdf',
        fileName: `${entry.name}.pdf`,
        asciiName: `${entry.id}.pdf`,
        inline: true,
      });
    },
  );

  app.get<{ Params: { file: string } }>(
    '/files/support/mp3/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = PACK_FILE.exec(request.params.file)?.[1];
      const pack = id ? packs.get(id) : undefined;
      if (!pack) return reply.callNotFound();
      const body = await cache.get(`pack:${pack.id}`, async () => audioPackZip(pack));
      return send(request, reply, {
        body,
        type: 'application/zip',
        fileName: `${pack.name}.zip`,
        asciiName: `${pack.id}.zip`,
        inline: false,
      });
    },
  );
}
