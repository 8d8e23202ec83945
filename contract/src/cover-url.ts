/**
 * An uploaded cover's list-row size beside its detail size (both made at upload, decision 0429):
 * '/files/covers/12-…-600.webp' → '…-144.webp'. A drawn cover ('/covers/12.svg') is itself.
 */
export function coverThumbOf(imageUrl: string): string {
  return imageUrl.replace(/^(\/files\/covers\/[A-Za-z0-9_-]+)-600\.webp$/, '$1-144.webp');
}
