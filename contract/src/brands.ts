/** Academy brands (brchType) and their display names (spec 1 §3 leaves the table to us). */
export const BRANDS = {
  CDI: 'CDI',
  THEOPEN: '더오픈',
  APRIL: '에이프릴',
  IGARTEN: '아이가르텐',
  TALENT: '탤런트',
  NOISY: '노이지',
  CODING: '코딩랩',
} as const;
export type BrandCode = keyof typeof BRANDS;

export function brandName(code: string): string {
  return (BRANDS as Record<string, string>)[code] ?? code;
}
