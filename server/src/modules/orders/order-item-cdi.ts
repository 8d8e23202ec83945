/** An order item's class (student and branch), or null for an item bought without one. */
export interface ItemCdi {
  stdId: number;
  brchId: number;
  brchType: string;
}

/** The `cdi` of an item row (typed columns or a JSON aggregate's fields). */
export function cdiOf(row: {
  stdId?: unknown;
  brchId?: unknown;
  brchType?: unknown;
}): ItemCdi | null {
  return row.stdId === null || row.stdId === undefined
    ? null
    : {
        stdId: row.stdId as number,
        brchId: row.brchId as number,
        brchType: row.brchType as string,
      };
}
