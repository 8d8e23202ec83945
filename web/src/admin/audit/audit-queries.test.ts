import { describe, expect, it } from 'vitest';
import { changeLines } from './audit-queries.ts';

describe('audit change lines', () => {
  it('names the fields that changed, with their values before and after', () => {
    expect(
      changeLines(
        { role: 'warehouse', disabled: false, name: '박도현' },
        { role: 'finance', disabled: false, name: '박도현' },
      ),
    ).toEqual(['role: warehouse → finance']);
  });

  it('shows created and deleted entities field by field, and nothing for no change', () => {
    expect(changeLines(null, { title: '인사', categoryName: null })).toEqual([
      'title: 인사',
      'categoryName: null',
    ]);
    expect(changeLines({ title: '인사' }, null)).toEqual(['title: 인사 → –']);
    expect(changeLines(null, null)).toEqual([]);
    expect(changeLines({ items: [1, 2] }, { items: [1, 3] })).toEqual(['items: [1,2] → [1,3]']);
  });
});
