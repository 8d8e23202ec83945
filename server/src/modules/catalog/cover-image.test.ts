import { describe, expect, it } from 'vitest';
import { buildCatalogSeed } from '../../db/seed/catalog-data.ts';
import { bannerSvg, coverSvg } from './cover-image.ts';

const seed = buildCatalogSeed();

describe('cover and banner images', () => {
  it('escapes XML special characters and stays small', () => {
    const svg = coverSvg(
      7,
      'A <b> & "C" 수학 사고력 1단계 - 아주 긴 제목이 세 줄을 넘어가는 경우',
      'book',
    );
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(svg).toContain('종이책');
    expect(svg.length).toBeLessThanOrEqual(3072);
    expect(coverSvg(7, 'x', 'stb')).toContain('스마트북');
    expect(coverSvg(7, 'x', 'book')).toBe(coverSvg(7, 'x', 'book'));
    for (const p of seed.products) {
      expect(coverSvg(p.productId, p.displayName, p.kind).length).toBeLessThanOrEqual(3072);
    }
  });

  it('draws a 1200×240 banner with the escaped title', () => {
    const svg = bannerSvg('CDI', 'CDI <교재> & 스마트북');
    expect(svg).toContain('width="1200"');
    expect(svg).toContain('height="240"');
    expect(svg).toContain('CDI &lt;교재&gt; &amp; 스마트북');
    // no internal text (section codes, product numbers) on what a member sees
    expect(svg).not.toContain('academy book mall');
    expect(coverSvg(7, 'x', 'book')).not.toContain('No.7');
    expect(svg.length).toBeLessThanOrEqual(3072);
  });
});
