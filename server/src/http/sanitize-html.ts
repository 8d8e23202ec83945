import sanitize from 'sanitize-html';

/**
 * Cleans HTML before it is stored (FAQ, product descriptions, popups) and again as it is read
 * (decision 0328): formatting, lists, tables, links and same-site images only — no meta, link,
 * base, marquee, no on* attribute. The web app renders it once more through its sanitizing component.
 */
export function sanitizeStoredHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      ...sanitize.defaults.allowedTags.filter((t) => t !== 'iframe'),
      'img',
      'span',
      'u',
      's',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  });
}

/** A stored HTML column as it is answered: cleaned again, empty stays null. */
export function cleanOrNull(html: string | null | undefined): string | null {
  return html ? sanitizeStoredHtml(html) : null;
}
