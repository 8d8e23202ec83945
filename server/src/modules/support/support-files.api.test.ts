import { inflateRawSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MP3_PACKS,
  SUPPORT_BOOK_TABS,
  SUPPORT_KINDS,
  policyDocumentUrl,
  supportBookEntries,
} from '@shop/contract/support-downloads.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { crc32 } from './zip-archive.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The Unicode text a PDF's ToUnicode maps know: what a viewer can show, select and search. */
function mappedText(pdf: Buffer): Set<string> {
  const chars = new Set<string>();
  const text = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streams.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!body.includes('beginbfrange') && !body.includes('beginbfchar')) continue;
    for (const hex of body.matchAll(/<([0-9a-fA-F]{4})>/g)) {
      chars.add(String.fromCharCode(Number.parseInt(hex[1]!, 16)));
    }
    // ranges map a run of glyphs to consecutive code points; arrays list them one by one
    for (const arr of body.matchAll(/\[((?:<[0-9a-fA-F]+>\s*)+)\]/g)) {
      for (const hex of arr[1]!.matchAll(/<([0-9a-fA-F]{4})>/g)) {
        chars.add(String.fromCharCode(Number.parseInt(hex[1]!, 16)));
      }
    }
  }
  return chars;
}

function expectKorean(pdf: Buffer, text: string): void {
  const known = mappedText(pdf);
  const missing = [...text.replace(/\s/g, '')].filter((c) => !known.has(c));
  expect(missing, `glyphs of "${text}"`).toEqual([]);
  expect(pdf.toString('latin1')).toMatch(/\/FontFile2|\/FontFile3/);
}

describe('terms and privacy documents', () => {
  // the versions the migration publishes (decision 0436), drawn by the shop
  const POLICY_VERSIONS = {
    terms: ['2026-11-25', '2024-12-16', '2022-07-01'],
    privacy: ['2026-11-25', '2024-12-16', '2024-10-07', '2023-10-16', '2022-07-05'],
  } as const;
  const all = Object.entries(POLICY_VERSIONS).flatMap(([kind, versions]) =>
    versions.map((version) => [kind as 'terms' | 'privacy', version] as const),
  );

  it.each(all)(
    'serves %s %s as a PDF with Korean text, frameable by the shop only',
    async (kind, version) => {
      const res = await t.app.inject({ url: policyDocumentUrl(kind, version) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="/);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expectKorean(
        pdf,
        kind === 'terms' ? '이용약관 제1조 목적 시행일' : '개인정보처리방침 보호책임자',
      );
    },
  );

  it('states the spec 3 §9 rules in the current terms', async () => {
    const pdf = (await t.app.inject({ url: policyDocumentUrl('terms', '2024-12-16') })).rawPayload;
    expectKorean(pdf, '90일 5,000원 2,500원 13시 30만 원 4-5일');
  });

  it('offers a download of the same file', async () => {
    const res = await t.app.inject({
      url: `${policyDocumentUrl('privacy', '2022-07-05')}?download=1`,
    });
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
  });

  it.each([
    'terms-2020-01-01.pdf',
    'rules-2024-12-16.pdf',
    '..%2F..%2Fpackage.json',
    'terms-2024-12-16.PDF',
  ])('answers 404 for %s', async (file) => {
    const res = await t.app.inject({ url: `/files/policy/${file}` });
    expect(res.statusCode).toBe(404);
  });

  it('answers 304 to a browser that has the file', async () => {
    const url = policyDocumentUrl('terms', '2022-07-01');
    const first = await t.app.inject({ url });
    const again = await t.app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('support-book downloads', () => {
  const entries = supportBookEntries();

  it('lists several hundred entries across the eight tabs, each with a unique file', () => {
    expect(entries.length).toBeGreaterThanOrEqual(300);
    for (const tab of SUPPORT_BOOK_TABS) {
      expect(entries.filter((e) => e.cate === tab.cate).length, tab.cate).toBeGreaterThanOrEqual(
        25,
      );
    }
    expect(new Set(entries.map((e) => e.link)).size).toBe(entries.length);
  });

  const oneOfEachKind = Object.keys(SUPPORT_KINDS).map((kind) =>
    entries.find((e) => e.kind === kind)!,
  );
  it.each(oneOfEachKind.map((e) => [e.kind, e] as const))(
    'serves a %s as a Korean PDF',
    async (_, entry) => {
      const res = await t.app.inject({ url: entry.link });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expectKorean(res.rawPayload, `어학원 학습자료 ${SUPPORT_KINDS[entry.kind]}`);
    },
  );

  it('serves the last entry of the last tab too, and nothing outside the list', async () => {
    expect((await t.app.inject({ url: entries.at(-1)!.link })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/files/support/A9-u01-ws.pdf' })).statusCode).toBe(404);
  });
});

describe('MP3 packs', () => {
  it('offers four TOEFL packs', () => {
    expect(MP3_PACKS).toHaveLength(4);
    expect(MP3_PACKS.every((p) => p.type === 'TOEFL')).toBe(true);
  });

  it.each(MP3_PACKS.map((p) => [p.id, p] as const))(
    'serves %s as a valid zip of audio tracks',
    async (_, pack) => {
      const res = await t.app.inject({ url: pack.link });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
      const zip = res.rawPayload;
      // end of central directory → central entries → local data, each checked by its CRC
      const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
      const count = zip.readUInt16LE(eocd + 10);
      expect(count).toBe(pack.tracks + 1);
      let at = zip.readUInt32LE(eocd + 16);
      const names: string[] = [];
      for (let i = 0; i < count; i++) {
        expect(zip.readUInt32LE(at)).toBe(0x02014b50);
        const method = zip.readUInt16LE(at + 10);
        const crc = zip.readUInt32LE(at + 16);
        const size = zip.readUInt32LE(at + 20);
        const nameLength = zip.readUInt16LE(at + 28);
        const local = zip.readUInt32LE(at + 42);
        const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
        names.push(name);
        const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const stored = zip.subarray(dataStart, dataStart + size);
        const data = method === 8 ? inflateRawSync(stored) : stored;
        expect(crc32(data), name).toBe(crc);
        if (name.endsWith('.wav')) expect(data.subarray(0, 4).toString()).toBe('RIFF');
        at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      }
      expect(names).toContain(`${pack.id}/Track01.wav`);
      expect(names).toContain(`${pack.id}/안내.txt`);
    },
  );
});
