/**
 * Generated product covers and section banners: small deterministic SVGs, so the demo catalog
 * needs no image files and no external image hosts.
 */

const FONT = 'Noto Sans KR, Apple SD Gothic Neo, Malgun Gothic, sans-serif';

/** Background gradient pairs and an accent colour, picked by product id or section name. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#1e3a8a', '#3b82f6', '#fde68a'],
  ['#065f46', '#10b981', '#fef3c7'],
  ['#7c2d12', '#f97316', '#fff7ed'],
  ['#581c87', '#a855f7', '#fae8ff'],
  ['#9f1239', '#f43f5e', '#ffe4e6'],
  ['#134e4a', '#14b8a6', '#ccfbf1'],
  ['#1f2937', '#4b5563', '#fcd34d'],
  ['#0c4a6e', '#0ea5e9', '#e0f2fe'],
  ['#713f12', '#ca8a04', '#fef9c3'],
  ['#312e81', '#6366f1', '#e0e7ff'],
];

const KIND_LABELS: Readonly<Record<string, string>> = {
  book: '종이책',
  stb: '스마트북',
  device: '학습기기',
  aid: '교구',
};

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function palette(index: number): readonly [string, string, string] {
  const n = PALETTES.length;
  return PALETTES[((index % n) + n) % n] ?? PALETTES[0]!;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Rough width of a character in ems: Hangul and other wide characters count 1, Latin about 0.55. */
function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x2000 && code < 0x2e80) return 0.6;
  if (code >= 0x1100) return 1;
  if (ch === ' ') return 0.3;
  return /[A-Z0-9@#%&mw]/.test(ch) ? 0.65 : 0.52;
}

function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w;
}

/** Splits a title into at most `maxLines` lines of at most `maxEm` ems; the last one gets '…' if cut. */
export function wrapTitle(title: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = title.trim().split(/\s+/).filter(Boolean);
  const pushLine = (): void => {
    if (current) lines.push(current);
    current = '';
  };
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate) <= maxEm) {
      current = candidate;
      continue;
    }
    pushLine();
    // A word longer than a line is broken by characters.
    let rest = word;
    while (textWidth(rest) > maxEm) {
      let piece = '';
      for (const ch of rest) {
        if (textWidth(piece + ch) > maxEm) break;
        piece += ch;
      }
      if (!piece) piece = Array.from(rest)[0] ?? rest;
      lines.push(piece);
      rest = rest.slice(piece.length);
    }
    current = rest;
  }
  pushLine();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last.length > 0 && textWidth(`${last}…`) > maxEm) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** A 300×420 book-cover look: gradient, spine shadow, kind badge, the title in up to 3 lines. */
export function coverSvg(productId: number, title: string, kind: string): string {
  const [dark, light, accent] = palette(productId * 7 + (hash(kind) % 3));
  const label = KIND_LABELS[kind] ?? '상품';
  const id = `c${Math.abs(Math.trunc(productId))}`;
  const fontSize = 24;
  const lines = wrapTitle(title, 228 / fontSize, 3);
  const lineHeight = 34;
  const top = 200 - ((lines.length - 1) * lineHeight) / 2;
  const titleText = lines
    .map((line, i) => `<tspan x="40" y="${top + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const badgeWidth = 28 + label.length * 15;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420" viewBox="0 0 300 420" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="300" height="420" fill="url(#${id})"/>` +
    `<circle cx="260" cy="60" r="110" fill="#fff" opacity=".12"/>` +
    `<circle cx="40" cy="400" r="90" fill="${accent}" opacity=".18"/>` +
    `<rect width="16" height="420" fill="#000" opacity=".18"/>` +
    `<rect x="40" y="40" width="${badgeWidth}" height="28" rx="14" fill="${accent}"/>` +
    `<text x="${40 + badgeWidth / 2}" y="59" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="700" fill="${dark}">${label}</text>` +
    `<rect x="40" y="${top - 56}" width="48" height="4" rx="2" fill="${accent}"/>` +
    `<text font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff">${titleText}</text>` +
    `</svg>`
  );
}

/** A 1200×240 section banner: gradient, decorative circles and the section title. */
export function bannerSvg(section: string, title: string): string {
  const [dark, light, accent] = palette(hash(section));
  const id = `b${hash(section).toString(36)}`;
  const line = wrapTitle(title, 900 / 44, 1)[0] ?? '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="240" viewBox="0 0 1200 240" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="1200" height="240" fill="url(#${id})"/>` +
    `<circle cx="1080" cy="40" r="160" fill="#fff" opacity=".12"/>` +
    `<circle cx="960" cy="230" r="90" fill="${accent}" opacity=".25"/>` +
    `<circle cx="1150" cy="200" r="40" fill="#fff" opacity=".15"/>` +
    `<rect x="64" y="70" width="64" height="6" rx="3" fill="${accent}"/>` +
    `<text x="64" y="140" font-family="${FONT}" font-size="44" font-weight="700" fill="#fff">${escapeXml(line)}</text>` +
    `</svg>`
  );
}
