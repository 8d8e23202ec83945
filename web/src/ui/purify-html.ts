import DOMPurify from 'dompurify';

// Links that open a new window must not hand it our window object.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * SafeHtml's sanitizer where the browser has none of its own (no `Element.setHTML`): DOMPurify,
 * HTML only, inline styles dropped because the CSP refuses them anyway.
 */
export function purifyHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
}
