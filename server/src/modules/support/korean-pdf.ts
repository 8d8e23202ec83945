import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** Noto Sans KR's Korean subset also holds ASCII, so one font serves every line (CHECKED.md). */
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/noto-sans-kr/files/noto-sans-kr-korean-${weight}-normal.woff`);

/**
 * The WOFF font unpacked into a plain TrueType/OpenType file. fontkit inflates a WOFF table again
 * at every access, which made one page of Korean text take seconds; the unpacked font is read once.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function koreanFonts() {
  fonts ??= {
    regular: sfntOfWoff(readFileSync(fontFile(400))),
    bold: sfntOfWoff(readFileSync(fontFile(700))),
  };
  return fonts;
}

export type Pdf = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  subject?: string;
  /** Fixed so the same document renders to the same bytes. */
  createdAt: Date;
}

export const PDF_MARGIN = 56;

/**
 * Renders an A4 document with the Korean font as 'kr' and 'kr-bold', and the page number at the
 * foot of every page, into one buffer.
 */
export function renderPdf(info: PdfInfo, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    bufferPages: true,
    info: {
      Title: info.title,
      Subject: info.subject ?? info.title,
      Author: '(주)아카데미북스',
      Producer: '아카데미 북몰',
      Creator: '아카데미 북몰',
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
    lang: 'ko-KR',
    displayTitle: true,
  });
  const { regular, bold } = koreanFonts();
  doc.registerFont('kr', regular);
  doc.registerFont('kr-bold', bold);
  doc.font('kr');

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  draw(doc);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not add a page
    doc
      .font('kr')
      .fontSize(8)
      .fillColor('#64748b')
      .text(`${info.title}  ·  ${i + 1} / ${range.count}`, PDF_MARGIN, doc.page.height - 36, {
        width: doc.page.width - PDF_MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** A heading, a paragraph and a bullet list in the house style. */
export function heading(doc: Pdf, text: string, size = 12): void {
  doc.moveDown(0.6).font('kr-bold').fontSize(size).fillColor('#0f172a').text(text);
  doc.moveDown(0.25);
}

export function paragraph(doc: Pdf, text: string): void {
  doc.font('kr').fontSize(10).fillColor('#1e293b').text(text, { lineGap: 3, align: 'left' });
  doc.moveDown(0.3);
}

export function bullets(doc: Pdf, items: readonly string[]): void {
  for (const item of items) {
    doc.font('kr').fontSize(10).fillColor('#1e293b').text(`-  ${item}`, { lineGap: 3, indent: 8 });
  }
  doc.moveDown(0.3);
}
