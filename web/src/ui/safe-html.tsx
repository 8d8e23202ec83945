import { useLayoutEffect, useRef } from 'react';
import { FORBIDDEN_ELEMENTS, dropWhatMayRun } from './forbidden-html.ts';

/**
 * The browser's own sanitizer (the Sanitizer API): `setHTML` never keeps scripts, event handlers
 * or javascript: addresses, whatever the configuration; this one also drops what DOMPurify's
 * settings drop (styles, forms, SVG and MathML).
 */
const SANITIZER = {
  removeElements: [
    ...FORBIDDEN_ELEMENTS,
    { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
    { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
  ],
  removeAttributes: ['style'],
};

type SanitizingElement = HTMLElement & {
  setHTML?: (html: string, options: { sanitizer: typeof SANITIZER }) => void;
};

/**
 * The one way HTML from the database (FAQ, product descriptions, popups) reaches the page:
 * sanitized again here even though the server sanitizes before storing. Browsers with the
 * Sanitizer API (`Element.setHTML`) sanitize it themselves; the others load DOMPurify
 * (purify-html.ts, 11 KB gzip) when the first such text shows (decision 0017).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element: SanitizingElement | null = ref.current;
    if (!element) return;
    if (typeof element.setHTML === 'function') {
      element.setHTML(html, { sanitizer: SANITIZER });
      // Links that open a new window must not hand it our window object.
      for (const link of element.querySelectorAll('a[target="_blank"]')) {
        link.setAttribute('rel', 'noopener noreferrer');
      }
      dropWhatMayRun(element);
      return;
    }
    let current = true;
    element.replaceChildren();
    void import('./purify-html.ts').then(({ purifyHtml }) => {
      if (current) element.innerHTML = purifyHtml(html);
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <div ref={ref} className={className} data-safe-html="" />;
}
