import { CartMessage, type CartItem, type CartTabInx, type Cdi } from '@shop/contract/cart.ts';
import { lawfulUnitPrice } from '@shop/contract/book-price-cap.ts';
import { linePriceParts } from '@shop/contract/line-prices.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import {
  ClassRecordsUnavailable,
  type ClassRecords,
  type LectureRecord,
} from '../../integrations/class-records/class-records.ts';
import type { Viewer } from '../auth/viewer.ts';
import { discountIndex } from '../billing/price-service.ts';
import { studentsOf, type Member } from '../auth/member-access.ts';
import * as repo from './cart-repository.ts';
import type { OrderRules } from './order-rules.ts';

const notInCart = () => new AppError(404, 'NOT-IN-CART', CartMessage.notInCart);

/** Merges items of the same line (product and class) so one statement touches each line once. */
function mergeLines(list: readonly { productId: number; qty: number; cdi: Cdi | null }[]) {
  const lines = new Map<string, repo.NewLine>();
  for (const i of list) {
    const key = `${i.productId}:${i.cdi?.stdId ?? ''}:${i.cdi?.brchId ?? ''}`;
    const line = lines.get(key);
    if (line) line.qty = Math.min(20, line.qty + i.qty);
    else {
      lines.set(key, {
        productId: i.productId,
        qty: i.qty,
        stdId: i.cdi?.stdId ?? null,
        brchId: i.cdi?.brchId ?? null,
        brchType: i.cdi?.brchType ?? null,
      });
    }
  }
  return [...lines.values()];
}

/** The member's cart: server-side lines, two tabs, 30-day retention, paid lines removed. */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly rules: OrderRules,
    private readonly classRecords: ClassRecords,
  ) {}

  async mine(member: Member, tab: CartTabInx): Promise<{ list: CartItem[]; totalCount: number }> {
    const [rows, lectures] = await Promise.all([
      repo.cartLines(this.db, member.memberId, tab),
      this.lecturesOrNone(member.memberId),
    ]);
    const students = studentsOf(member);
    const discounts = discountIndex(lectures);
    const list = rows.map((r): CartItem => {
      const cdi: Cdi | null =
        r.stdId !== null && r.brchId !== null
          ? { stdId: r.stdId, brchId: r.brchId, brchType: r.brchType ?? '' }
          : null;
      const lecture = cdi
        ? lectures.find(
            (l) =>
              l.cdi.stdId === cdi.stdId &&
              l.cdi.brchId === cdi.brchId &&
              l.materials.some((m) => m.productId === r.productId),
          )
        : undefined;
      const student = cdi ? students.get(cdi.stdId) : undefined;
      const material = lecture?.materials.find((m) => m.productId === r.productId);
      const { sellPrice, classDiscount } = lawfulUnitPrice({
        ...r,
        classDiscount: cdi ? (discounts.get(`${cdi.stdId}:${cdi.brchId}:${r.productId}`) ?? 0) : 0,
      });
      return {
        cartId: r.cartId,
        productId: r.productId,
        qty: r.qty,
        canBuy: r.canBuy,
        canBuyMultiple: r.canBuyMultiple,
        additionalNotice: r.additionalNotice,
        stockEntryId: null,
        lectureStdId: cdi?.stdId ?? null,
        cdi,
        materials: [
          {
            productId: r.productId,
            qty: r.qty,
            canBuy: r.canBuy,
            shouldBuy: material?.shouldBuy ?? false,
            canBuyMultiple: r.canBuyMultiple,
            isStb: r.isStb,
            isSupple: r.isSupple,
            additionalNotice: r.additionalNotice,
            lecture:
              cdi && lecture && student
                ? {
                    cdi: {
                      ...cdi,
                      stdName: student.stdName,
                      brchName:
                        student.branches.find((b) => b.brchId === cdi.brchId)?.brchName ??
                        cdi.brchType,
                    },
                    courseName: lecture.courseName,
                    semesterName: lecture.semesterName,
                    periodName: lecture.periodName,
                  }
                : null,
          },
        ],
        displayName: r.displayName,
        imageUrl: r.imageUrl,
        kind: r.kind,
        isStb: r.isStb,
        isSupple: r.isSupple,
        markedPrice: r.markedPrice,
        sellPrice,
        price: linePriceParts({
          listPrice: r.markedPrice,
          salePrice: sellPrice,
          classDiscount,
          qty: r.qty,
        }),
        updatedAt: new Date(r.updatedAt).toISOString(),
      };
    });
    return { list, totalCount: list.length };
  }

  async add(
    member: Member,
    viewer: Viewer,
    list: readonly { productId: number; qty: number; cdi: Cdi | null }[],
  ): Promise<repo.AddedLine[]> {
    await this.rules.assertAllowed(member, viewer, list, { suppleRule: false });
    return repo.upsertLines(this.db, member.memberId, mergeLines(list));
  }

  /** Sets quantities of the member's own lines; a foreign or unknown line changes nothing (404). */
  async update(member: Member, list: readonly { cartId: number; qty: number }[]): Promise<number> {
    const ids = [...new Set(list.map((l) => l.cartId))];
    if (ids.length !== list.length) throw badRequest(CartMessage.sameLineTwice, 'list');
    return this.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const owned = await repo.lockOwnLines(t, member.memberId, ids);
      if (owned.length !== ids.length) throw notInCart();
      for (const line of owned) {
        const qty = list.find((l) => l.cartId === line.cartId)!.qty;
        if (!line.canBuyMultiple && qty > 1) {
          // the cart's counter stops at 1 for such a line: only a client past it gets here
          throw badRequest(CartMessage.singleOnly, 'list');
        }
      }
      return repo.setQuantities(t, member.memberId, list);
    });
  }

  /** Deletes the member's own lines; if any id is not one of them, nothing is deleted (404). */
  async remove(member: Member, cartIds: readonly number[]): Promise<number> {
    const ids = [...new Set(cartIds)];
    return this.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const owned = await repo.lockOwnLines(t, member.memberId, ids);
      if (owned.length !== ids.length) throw notInCart();
      return repo.deleteLines(t, member.memberId, ids);
    });
  }

  /** The cart still shows without course names when the class records do not answer. */
  private async lecturesOrNone(memberId: number): Promise<LectureRecord[]> {
    try {
      return await this.classRecords.lectures(memberId);
    } catch (err) {
      if (err instanceof ClassRecordsUnavailable) return [];
      throw err;
    }
  }
}
