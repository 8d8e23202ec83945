import { describe, expect, it } from 'vitest';
import { sanitizeStoredHtml } from './sanitize-html.ts';

describe('sanitizeStoredHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeStoredHtml(
      '<p onclick="x()">안내<script>alert(1)</script><a href="javascript:alert(1)">링크</a></p>',
    );
    expect(out).toBe('<p>안내<a rel="noopener noreferrer">링크</a></p>');
  });

  it('keeps same-site images and drops external ones', () => {
    expect(sanitizeStoredHtml('<img src="/covers/1.svg" alt="표지" />')).toBe(
      '<img src="/covers/1.svg" alt="표지" />',
    );
    expect(sanitizeStoredHtml('<img src="https://evil.example/x.png" />')).toBe('<img />');
  });
});
