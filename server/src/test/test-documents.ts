import { zipArchive } from '../modules/support/zip-archive.ts';

/** Files for the document upload tests: the smallest real PDF and zip, and what is neither. */

/** A one-page PDF whose bytes start with %PDF- and end with %%EOF. */
export function minimalPdf(text: string): Buffer {
  const body = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj',
      `4 0 obj << /Length ${body.length} >> stream`,
      body,
      'endstream endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
    'latin1',
  );
}

export function minimalZip(name: string): Buffer {
  return zipArchive([
    { name: `${name}.txt`, data: Buffer.from(name), modified: new Date('2026-01-01T00:00:00Z') },
  ]);
}
