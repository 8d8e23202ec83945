import type { Lecture, LectureMaterial } from '@shop/contract/billing.ts';
import type { CheckoutItem } from '@shop/contract/cart.ts';
import { Limits } from '@shop/contract/constants.ts';

/**
 * What the billing list's check boxes and quantities mean (spec 1 §4 'Billing list'): a material
 * starts checked when the academy billed it (shouldBuy), it can be bought and it is not bought
 * yet; its quantity starts at 1; select-all of a branch or a lecture touches only materials that
 * can be bought.
 */
export interface BranchGroup {
  key: string;
  brchId: number;
  brchType: string;
  brchName: string;
  lectures: { key: string; lecture: Lecture }[];
}

export interface Selection {
  checked: ReadonlySet<string>;
  qty: ReadonlyMap<string, number>;
}

export const lectureKey = (index: number) => `L${index}`;
export const materialKey = (lectureIndex: number, productId: number) =>
  `${lectureKey(lectureIndex)}:${productId}`;

/** Branches in the order the lectures name them, each with its lectures. */
export function groupByBranch(lectures: readonly Lecture[]): BranchGroup[] {
  const groups = new Map<number, BranchGroup>();
  lectures.forEach((lecture, index) => {
    const { brchId, brchType, brchName } = lecture.cdi;
    const group = groups.get(brchId) ?? {
      key: `B${brchId}`,
      brchId,
      brchType,
      brchName,
      lectures: [],
    };
    group.lectures.push({ key: lectureKey(index), lecture });
    groups.set(brchId, group);
  });
  return [...groups.values()];
}

export function selectable(m: LectureMaterial): boolean {
  return m.canBuy;
}

export function initialSelection(lectures: readonly Lecture[]): Selection {
  const checked = new Set<string>();
  const qty = new Map<string, number>();
  lectures.forEach((lecture, li) => {
    for (const m of lecture.materials) {
      const key = materialKey(li, m.productId);
      qty.set(key, 1);
      if (m.shouldBuy && selectable(m) && !m.hasBuyLog) checked.add(key);
    }
  });
  return { checked, qty };
}

/** The selectable material keys of some lectures (a branch, or one lecture). */
export function selectableKeys(
  lectures: readonly Lecture[],
  lectureIndexes: readonly number[],
): string[] {
  return lectureIndexes.flatMap((li) =>
    (lectures[li]?.materials ?? []).filter(selectable).map((m) => materialKey(li, m.productId)),
  );
}

/** True when every selectable key is checked (and there is at least one). */
export function allChecked(selection: Selection, keys: readonly string[]): boolean {
  return keys.length > 0 && keys.every((k) => selection.checked.has(k));
}

/** Checks every selectable key, or unchecks them when they were all checked. */
export function toggleAll(selection: Selection, keys: readonly string[]): Selection {
  const checked = new Set(selection.checked);
  const on = !allChecked(selection, keys);
  for (const k of keys) {
    if (on) checked.add(k);
    else checked.delete(k);
  }
  return { ...selection, checked };
}

export function toggleOne(selection: Selection, key: string): Selection {
  const checked = new Set(selection.checked);
  if (checked.has(key)) checked.delete(key);
  else checked.add(key);
  return { ...selection, checked };
}

export function setQty(selection: Selection, key: string, qty: number): Selection {
  const next = new Map(selection.qty);
  next.set(key, Math.min(Limits.qtyMax, Math.max(Limits.qtyMin, Math.trunc(qty))));
  return { ...selection, qty: next };
}

/**
 * The checked materials as items for the cart or checkout, with the class they were billed for.
 * The same product checked in two lectures of one branch becomes one item (quantities summed).
 */
export function checkedItems(lectures: readonly Lecture[], selection: Selection): CheckoutItem[] {
  const items = new Map<string, CheckoutItem & { qty: number }>();
  lectures.forEach((lecture, li) => {
    for (const m of lecture.materials) {
      const key = materialKey(li, m.productId);
      if (!selection.checked.has(key) || !selectable(m)) continue;
      const { stdId, brchId, brchType } = lecture.cdi;
      const id = `${m.productId}:${stdId}:${brchId}`;
      const qty = selection.qty.get(key) ?? 1;
      const existing = items.get(id);
      if (existing) existing.qty = Math.min(Limits.qtyMax, existing.qty + qty);
      else items.set(id, { productId: m.productId, qty, cdi: { stdId, brchId, brchType } });
    }
  });
  return [...items.values()];
}
