import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AdminDocumentErrorCode,
  AdminDocumentMessage,
  type DocumentFileKind,
} from '@shop/contract/admin-documents.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { documentKindOf } from '../../lib/document-upload.ts';
import type { FileStore } from '../../lib/file-store.ts';

/** Where uploads wait until a save names them; the ones never named go after a day. */
export const STAGED_FOLDER = 'uploads';
const STAGED_FOR_MS = 24 * 3_600_000;
/** The bytes a kind is told by: `%PDF-` and `PK\x03\x04`. */
const HEAD_BYTES = 5;

export const stagedKey = (uploadId: string, kind: DocumentFileKind) =>
  `${STAGED_FOLDER}/${uploadId}.${kind}`;

export function tooLarge(kind: DocumentFileKind): AppError {
  const message =
    kind === 'zip' ? AdminDocumentMessage.zipTooLarge : AdminDocumentMessage.pdfTooLarge;
  return new AppError(413, AdminDocumentErrorCode.tooLarge, message, 'body');
}

export function notOfKind(kind: DocumentFileKind): AppError {
  return badRequest(
    kind === 'zip' ? AdminDocumentMessage.notZip : AdminDocumentMessage.notPdf,
    'body',
  );
}

/**
 * Counts the bytes as they pass (past the limit: 413, the stream cut) and checks the first ones
 * against the kind asked for (else 400), so a refused file stops being read at once.
 */
function checker(kind: DocumentFileKind, maxBytes: number): Transform & { size(): number } {
  let size = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const checkHead = () => {
    const ok = head !== null && documentKindOf(head) === kind;
    head = null;
    return ok;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge(kind));
      if (head !== null) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= HEAD_BYTES && !checkHead()) return done(notOfKind(kind));
      }
      done(null, chunk);
    },
    flush(done) {
      if (size === 0) return done(badRequest(AdminDocumentMessage.fileRequired, 'body'));
      if (head !== null && !checkHead()) return done(notOfKind(kind));
      done();
    },
  });
  return Object.assign(stream, { size: () => size });
}

/**
 * Receives the raw body of an upload (decision 0437): a Content-Length over the limit is refused
 * before a byte is read; the body is streamed to a staged key, never held whole, and cut at the
 * limit; a body refused or broken off leaves no file (the store writes to a temporary name).
 */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  kind: DocumentFileKind,
  maxBytes: number,
): Promise<{ uploadId: string; kind: DocumentFileKind; bytes: number }> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    // not read at all: closing beats Node reading the rest of the body to keep the connection
    reply.header('connection', 'close');
    throw tooLarge(kind);
  }
  // uploads a save never named (a drawer closed after its upload) go after a day
  await files.removeStale(STAGED_FOLDER, STAGED_FOR_MS);
  const uploadId = randomBytes(8).toString('hex');
  const check = checker(kind, maxBytes);
  const raw = request.raw;
  // a client gone before the end breaks the write off (the store then drops its temporary file)
  const brokenOff = () => {
    if (!raw.complete) check.destroy(new Error('the upload was broken off'));
  };
  raw.on('error', brokenOff).on('close', brokenOff);
  // a refusal may come before the store listens: kept on the stream, the store's write fails by it
  check.on('error', () => {});
  raw.pipe(check);
  try {
    await files.putStream(stagedKey(uploadId, kind), check);
  } catch (err) {
    // a refusal stops reading without destroying the request, so the answer still reaches the
    // client; the connection closes after it rather than read the rest
    raw.unpipe(check);
    reply.header('connection', 'close');
    throw err;
  } finally {
    raw.off('error', brokenOff).off('close', brokenOff);
  }
  return { uploadId, kind, bytes: check.size() };
}
