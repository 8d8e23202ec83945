import { describe, expect, it } from 'vitest';
import { isWellFormedText, malformedTextAt } from './text-rules.ts';

describe('the text rule of every request', () => {
  it('refuses NUL and lone surrogate halves, keeps every real character', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud83d가', '\ude00'])
      expect(isWellFormedText(bad)).toBe(false);
    for (const good of ['', '가나다', '😀', 'a\u00a0b', '\u202e', 'tab\tnew\nline'])
      expect(isWellFormedText(good)).toBe(true);
  });

  it('names the first field that breaks it, in arrays and keys too', () => {
    expect(malformedTextAt({ a: 'ok', items: [{ name: 'ok' }, { name: 'x\u0000' }] })).toBe(
      'items.1.name',
    );
    expect(malformedTextAt({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(malformedTextAt({ n: 1, b: true, s: '😀' })).toBeNull();
  });
});
