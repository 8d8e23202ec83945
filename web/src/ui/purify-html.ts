import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Links that open a new window must not hand it our window object.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * The one way HTML from the database (FAQ, product descriptions, popups) reaches the page:
 * sanitized again here even though the server sanitizes before storing. Inline styles are
 * dropped because the CSP refuses them anyway.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
