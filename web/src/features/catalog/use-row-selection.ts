import { useCallback, useMemo, useState } from 'react';
import { canPurchase, type ProductRow } from '@shop/contract/catalog.ts';
import { Limits } from '@shop/contract/constants.ts';
import type { PurchaseLine } from './use-purchase.ts';

interface RowChoice {
  checked: boolean;
  qty: number;
}

/**
 * Check boxes and quantities of one page of rows. Only buyable rows can be checked; select-all
 * checks every buyable row. The caller keys the owner by the page so a new page starts clean.
 */
export function useRowSelection(rows: readonly ProductRow[]) {
  const [choices, setChoices] = useState<ReadonlyMap<number, RowChoice>>(new Map());
  const choice = useCallback(
    (productId: number): RowChoice => choices.get(productId) ?? { checked: false, qty: 1 },
    [choices],
  );
  const update = useCallback((productId: number, change: Partial<RowChoice>) => {
    setChoices((prev) => {
      const next = new Map(prev);
      next.set(productId, { ...(prev.get(productId) ?? { checked: false, qty: 1 }), ...change });
      return next;
    });
  }, []);

  const buyable = useMemo(() => rows.filter((r) => canPurchase(r)), [rows]);
  const allChecked = buyable.length > 0 && buyable.every((r) => choice(r.productId).checked);

  const toggleAll = useCallback(() => {
    setChoices((prev) => {
      const next = new Map(prev);
      for (const r of buyable) {
        next.set(r.productId, {
          qty: prev.get(r.productId)?.qty ?? 1,
          checked: !allChecked,
        });
      }
      return next;
    });
  }, [buyable, allChecked]);

  const lineOf = useCallback(
    (row: ProductRow): PurchaseLine => ({
      productId: row.productId,
      qty: row.canBuyMultiple
        ? Math.min(Limits.qtyMax, Math.max(Limits.qtyMin, choice(row.productId).qty))
        : 1,
      kind: row.kind,
    }),
    [choice],
  );

  const selectedLines = useMemo(
    () => buyable.filter((r) => choice(r.productId).checked).map(lineOf),
    [buyable, choice, lineOf],
  );

  return {
    choice,
    setChecked: (productId: number, checked: boolean) => update(productId, { checked }),
    setQty: (productId: number, qty: number) => update(productId, { qty }),
    toggleAll,
    allChecked,
    canSelectAny: buyable.length > 0,
    selectedLines,
    lineOf,
  };
}
