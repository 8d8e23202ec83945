import type { RevokeOrderItem } from '@shop/contract/revoke.ts';

/** Who is looking at the order (spec 3 §4 revocable items). */
export interface Viewer {
  memberId: number | null;
  loginType: 'P' | 'S' | null;
  stdId: number | null;
}

/** Spec 3 §4: effective quantity above 0 and refundable. */
export function isRevocable(item: Pick<RevokeOrderItem, 'qtyEffected' | 'refundable'>): boolean {
  return item.qtyEffected > 0 && item.refundable;
}

/**
 * Spec 3 §4: checked by default only when revocable and the viewer is a parent account, owns the
 * order, or the item is the viewer's own student's.
 */
export function startsChecked(
  item: Pick<RevokeOrderItem, 'qtyEffected' | 'refundable' | 'cdi'>,
  orderMemberId: number,
  viewer: Viewer,
): boolean {
  if (!isRevocable(item)) return false;
  if (viewer.loginType === 'P') return true;
  if (viewer.memberId !== null && viewer.memberId === orderMemberId) return true;
  return viewer.stdId !== null && item.cdi?.stdId === viewer.stdId;
}

/** One chosen row of step 1: whether it is ticked and how many (1 up to qtyEffected). */
export interface Choice {
  checked: boolean;
  qty: number;
}

export function initialChoices(
  items: readonly RevokeOrderItem[],
  orderMemberId: number,
  viewer: Viewer,
): Record<number, Choice> {
  return Object.fromEntries(
    items.map((i) => [
      i.orderItemId,
      { checked: startsChecked(i, orderMemberId, viewer), qty: Math.max(1, i.qtyEffected) },
    ]),
  );
}

/** The recall items sent to the server: ticked, revocable, quantity clamped to 1..qtyEffected. */
export function recallItems(
  items: readonly RevokeOrderItem[],
  choices: Readonly<Record<number, Choice>>,
): { orderItemId: number; qty: number }[] {
  return items.flatMap((i) => {
    const choice = choices[i.orderItemId];
    if (!choice?.checked || !isRevocable(i)) return [];
    return [{ orderItemId: i.orderItemId, qty: Math.min(Math.max(1, choice.qty), i.qtyEffected) }];
  });
}
