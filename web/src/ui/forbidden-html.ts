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

/** Attributes that hold an address the browser may follow or load. */
const ADDRESS_ATTRIBUTES = [
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'background',
  'poster',
  'cite',
  'data',
];

/**
 * An address stored HTML may keep: the web's own schemes or a relative address, and an image
 * given inline (`data:image/…`) where an image is loaded. The browser's sanitizer keeps
 * `data:text/html,…` links and an unknown element's `action`; no stored text needs either, so
 * both sanitizers end alike.
 */
export function isSafeAddress(attribute: string, address: string): boolean {
  const compact = [...address]
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme)) return true;
  return (attribute === 'src' || attribute === 'poster') && compact.startsWith('data:image/');
}

/**
 * After the browser's sanitizer: drops every `on…` attribute (it keeps names it does not know
 * as events, such as `onafterscriptexecute`) and every address isSafeAddress refuses, so both
 * sanitizers end alike (decision 0328).
 */
export function dropWhatMayRun(root: Element): void {
  for (const element of root.querySelectorAll('*')) {
    for (const { name } of [...element.attributes]) {
      if (name.toLowerCase().startsWith('on')) element.removeAttribute(name);
    }
    for (const name of ADDRESS_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !isSafeAddress(name, value)) element.removeAttribute(name);
    }
  }
}
