import { describe, expect, it } from 'vitest';
import type { Lecture, LectureMaterial } from '@shop/contract/billing.ts';
import {
  allChecked,
  checkedItems,
  groupByBranch,
  initialSelection,
  materialKey,
  selectableKeys,
  setQty,
  toggleAll,
  toggleOne,
} from './billing-selection.ts';

function material(productId: number, extra: Partial<LectureMaterial> = {}): LectureMaterial {
  return {
    productId,
    qty: 1,
    canBuy: true,
    shouldBuy: true,
    canBuyMultiple: true,
    isStb: false,
    isSupple: false,
    suppleEbookProductId: null,
    additionalNotice: null,
    displayName: `교재 ${productId}`,
    imageUrl: '',
    kind: 'book',
    markedPrice: 10_000,
    sellPrice: 9_000,
    classDiscount: null,
    hasBuyLog: false,
    orderId: null,
    orderItemId: null,
    buyStatusCd: null,
    orderedDatetime: null,
    ...extra,
  };
}

function lecture(brchId: number, courseName: string, materials: LectureMaterial[]): Lecture {
  return {
    cdi: { stdId: 7, brchId, brchType: 'CDI', stdName: '학생', brchName: `지점 ${brchId}` },
    courseName,
    semesterName: '2026 가을학기',
    periodName: 'R1',
    studyPeriod: '',
    materials,
  };
}

const lectures = [
  lecture(1, 'A', [
    material(10),
    material(11, { shouldBuy: false }),
    material(12, { canBuy: false }),
    material(13, { hasBuyLog: true }),
  ]),
  lecture(2, 'B', [material(20)]),
  lecture(1, 'C', [material(30, { shouldBuy: false })]),
];

describe('billing list selection', () => {
  it('groups lectures by branch, keeping their order', () => {
    const groups = groupByBranch(lectures);
    expect(groups.map((g) => [g.brchId, g.lectures.map((l) => l.lecture.courseName)])).toEqual([
      [1, ['A', 'C']],
      [2, ['B']],
    ]);
  });

  it('starts checked where billed, buyable and not bought yet; quantity 1', () => {
    const s = initialSelection(lectures);
    expect([...s.checked].sort()).toEqual([materialKey(0, 10), materialKey(1, 20)].sort());
    expect([...s.qty.values()].every((q) => q === 1)).toBe(true);
  });

  it('select-all of a branch touches only buyable materials', () => {
    const s = initialSelection(lectures);
    const branchKeys = selectableKeys(lectures, [0, 2]);
    expect(branchKeys).not.toContain(materialKey(0, 12));
    expect(allChecked(s, branchKeys)).toBe(false);
    const all = toggleAll(s, branchKeys);
    expect(allChecked(all, branchKeys)).toBe(true);
    expect(all.checked.has(materialKey(0, 12))).toBe(false);
    // the other branch is untouched
    expect(all.checked.has(materialKey(1, 20))).toBe(true);
    const none = toggleAll(all, branchKeys);
    expect(branchKeys.some((k) => none.checked.has(k))).toBe(false);
    expect(none.checked.has(materialKey(1, 20))).toBe(true);
  });

  it('select-all of a lecture touches only that lecture', () => {
    const s = toggleAll(initialSelection(lectures), selectableKeys(lectures, [2]));
    expect(s.checked.has(materialKey(2, 30))).toBe(true);
    expect(s.checked.has(materialKey(0, 11))).toBe(false);
  });

  it('turns the checked materials into items with their class and quantity', () => {
    let s = initialSelection(lectures);
    s = setQty(s, materialKey(0, 10), 3);
    s = toggleOne(s, materialKey(1, 20));
    expect(checkedItems(lectures, s)).toEqual([
      { productId: 10, qty: 3, cdi: { stdId: 7, brchId: 1, brchType: 'CDI' } },
    ]);
  });

  it('never hands over a material that cannot be bought, and keeps quantities within 1–20', () => {
    let s = toggleOne(initialSelection(lectures), materialKey(0, 12));
    s = setQty(s, materialKey(0, 10), 25);
    expect(checkedItems(lectures, s)).toEqual([
      { productId: 10, qty: 20, cdi: { stdId: 7, brchId: 1, brchType: 'CDI' } },
      { productId: 20, qty: 1, cdi: { stdId: 7, brchId: 2, brchType: 'CDI' } },
    ]);
  });
});
