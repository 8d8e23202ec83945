/**
 * Elements stored HTML never brings to the page, whichever sanitizer runs (SafeHtml): styles and
 * forms (the CSP refuses inline styles; no form posts from content), and what can act on the page
 * or send it elsewhere — meta (refresh), link, base, marquee (its own events) (decision 0328).
 */
export const FORBIDDEN_ELEMENTS = [
  'style',
  'form',
  'input',
  'button',
  'meta',
  'link',
  'base',
  'marquee',
] as const;
