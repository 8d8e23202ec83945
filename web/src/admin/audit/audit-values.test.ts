import { describe, expect, it } from 'vitest';
import { auditFields, changeLines, type AuditWords } from './audit-values.ts';

const words: AuditWords = {
  field: (key) => ({ role: '역할', sellPrice: '판매가', title: '제목' })[key] ?? key,
  code: (set, code) => `${set}:${code}`,
  yes: '예',
  no: '아니요',
};

describe('audit change lines', () => {
  it('names the fields that changed, with their values before and after in words', () => {
    expect(
      changeLines(
        words,
        { role: 'warehouse', disabled: false, name: '박도현' },
        { role: 'finance', disabled: true, name: '박도현' },
      ),
    ).toEqual(['역할: role:warehouse → role:finance', 'disabled: 아니요 → 예']);
  });

  it('shows created and deleted entities field by field, and nothing for no change', () => {
    expect(changeLines(words, null, { title: '인사', categoryName: null })).toEqual([
      '제목: 인사',
      'categoryName: –',
    ]);
    expect(changeLines(words, { title: '인사' }, null)).toEqual(['제목: 인사 → –']);
    expect(changeLines(words, null, null)).toEqual([]);
    expect(changeLines(words, { items: [1, 2] }, { items: [1, 3] })).toEqual([
      'items: 1, 2 → 1, 3',
    ]);
  });

  it('shows amounts in won, instants in Seoul time, and a code outside its set as it is', () => {
    expect(changeLines(words, { sellPrice: 12000 }, { sellPrice: 13500 })).toEqual([
      '판매가: 12,000원 → 13,500원',
    ]);
    const [expires] = auditFields(words, null, { sessionExpiresAt: '2026-11-28T07:56:29.261Z' });
    expect(expires!.after).toBe('2026-11-28 16:56');
    expect(changeLines(words, { role: 'x' }, { role: 'finance' })).toEqual([
      '역할: x → role:finance',
    ]);
    expect(changeLines(words, 'a', 'b')).toEqual(['a → b']);
    // a product's kind and a policy document's share the field, and both are named
    expect(changeLines(words, null, { kind: 'privacy' })).toEqual(['kind: kind:privacy']);
    expect(changeLines(words, null, { kind: 'aid' })).toEqual(['kind: kind:aid']);
  });
});
