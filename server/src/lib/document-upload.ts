import { contentTag } from './image-upload.ts';

/**
 * The kinds of document staff may upload (decision 0437), told by their first bytes, never by a
 * name or a header: a PDF starts with `%PDF-`, a zip with a local file header `PK\x03\x04` (an
 * empty zip, `PK\x05\x06`, holds nothing to download and is refused).
 */
export type DocumentKind = 'pdf' | 'zip';

export function documentKindOf(bytes: Buffer): DocumentKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  return null;
}

/** A key for an uploaded document that names its content, as pictures' keys do (decision 0429). */
export function documentKey(folder: string, name: string, bytes: Buffer, kind: DocumentKind) {
  return `${folder}/${name}-${contentTag(bytes)}.${kind}`;
}
