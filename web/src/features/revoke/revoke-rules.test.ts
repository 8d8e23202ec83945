import { describe, expect, it } from 'vitest';
import type { RevokeOrderItem } from '@shop/contract/revoke.ts';
import {
  initialChoices,
  isRevocable,
  recallItems,
  startsChecked,
  type Viewer,
} from './revoke-rules.ts';

const item = (over: Partial<RevokeOrderItem> = {}): RevokeOrderItem => ({
  orderItemId: 1,
  productId: 10,
  displayName: 'Book',
  imageUrl: '/i.png',
  qtyOrigin: 2,
  qtyEffected: 2,
  refundable: true,
  cdi: null,
  sellPrice: 10_000,
  isStb: false,
  revocable: true,
  checked: true,
  ...over,
});
const cdi = (stdId: number) => ({ stdId, brchId: 1, brchType: 'CDI' });
const parent: Viewer = { memberId: 1, loginType: 'P', stdId: 5001 };
const student: Viewer = { memberId: 2, loginType: 'S', stdId: 5201 };

describe('revocable items (spec 3 §4)', () => {
  it('needs an effective quantity above 0 and refundable', () => {
    expect(isRevocable(item())).toBe(true);
    expect(isRevocable(item({ qtyEffected: 0 }))).toBe(false);
    expect(isRevocable(item({ refundable: false }))).toBe(false);
  });

  it('starts checked for a parent account, the owner, or the own student', () => {
    expect(startsChecked(item(), 99, parent)).toBe(true);
    expect(startsChecked(item(), 2, student)).toBe(true);
    expect(startsChecked(item({ cdi: cdi(5201) }), 99, student)).toBe(true);
    expect(startsChecked(item({ cdi: cdi(5202) }), 99, student)).toBe(false);
    expect(startsChecked(item(), 99, student)).toBe(false);
  });

  it('never starts checked when not revocable, whoever looks', () => {
    expect(startsChecked(item({ refundable: false }), 1, parent)).toBe(false);
    expect(startsChecked(item({ qtyEffected: 0 }), 2, student)).toBe(false);
  });
});

describe('recall items', () => {
  const items = [
    item({ orderItemId: 1, qtyEffected: 3 }),
    item({ orderItemId: 2, refundable: false }),
    item({ orderItemId: 3, isStb: true, qtyEffected: 1 }),
  ];

  it('sends ticked revocable rows with the quantity held to 1..qtyEffected', () => {
    const choices = {
      1: { checked: true, qty: 9 },
      2: { checked: true, qty: 1 },
      3: { checked: false, qty: 1 },
    };
    expect(recallItems(items, choices)).toEqual([{ orderItemId: 1, qty: 3 }]);
  });

  it('starts with the whole effective quantity', () => {
    expect(initialChoices(items, 1, parent)).toEqual({
      1: { checked: true, qty: 3 },
      2: { checked: false, qty: 2 },
      3: { checked: true, qty: 1 },
    });
  });
});
