import { ErrorCode } from '@shop/contract/common.ts';
import { EscrowErrorCode, EscrowMessage } from '@shop/contract/escrow.ts';
import { escrowHolds } from '../escrow/escrow-queries.ts';
import { savedAddressRefusal } from '@shop/contract/checkout-forms.ts';
import { firstRevokeRefusal } from '@shop/contract/revoke-forms.ts';
import {
  RevokeErrorCode,
  RevokeMessage,
  RevokeProgress,
  type OrderForRevoke,
  type RecallCalculation,
  type RecallInputs,
  type RevokeProgressCd,
} from '@shop/contract/revoke.ts';
import type { PaymentTypeCd } from '@shop/contract/checkout.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { commitThenSettle } from '../../http/money-call.ts';
import {
  AddressBookUnavailable,
  type AddressBook,
} from '../../integrations/address-book/address-book.ts';
import {
  ClassRecordsUnavailable,
  type ClassRecords,
} from '../../integrations/class-records/class-records.ts';
import type { Member } from '../auth/member-access.ts';
import { runIdempotent } from '../checkout/idempotency.ts';
import { visibilityOf } from '../orders/order-visibility.ts';
import { planRefund, revocableOrder, type RefundPlan } from './refund-rules.ts';
import { returnDeadline } from './withdrawal-period.ts';
import type { RefundExecutor } from './refund-executor.ts';
import {
  orderPaymentType,
  lockRevokeOrder,
  readRevokeOrder,
  settleOrderAfterRefund,
  writeRevoke,
  type NewRevoke,
  type RevokeOrder,
} from './revoke-repository.ts';
import { unpaidFeeHoldings, withdrawUnpaidFees } from './revoke-fee-repository.ts';

export type CreateInputs = RecallInputs & { paymentTypeCd?: '신용카드' | '가상계좌' | null };

const stbUsed = () => new AppError(409, RevokeErrorCode.stb, RevokeMessage.stbUsed);
const stbUnknown = () => new AppError(409, RevokeErrorCode.stbUnknown, RevokeMessage.stbUnknown);

/**
 * The member's side of cancel and return requests (issue 7 §1–3): the order with its revocable
 * items, the server's refund calculation, and the request itself (one transaction on locked
 * rows; a card cancel is then refunded at once).
 */
export class RevokeService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      classRecords: ClassRecords;
      addressBook: AddressBook;
      refunds: RefundExecutor;
      now?: () => Date;
      /** Where a refund that could not start after the commit is reported. */
      log?: (err: unknown) => void;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * The visible order as the next request will find it: requests of it whose return fee was
   * never paid count as given back (a member who closed the fee window and starts again
   * supersedes them). Read only: the request's own transaction withdraws them.
   */
  private async visibleOrder(member: Member, orderId: number): Promise<RevokeOrder> {
    const order = await readRevokeOrder(this.db, visibilityOf(member), orderId);
    if (!order) throw notFound(RevokeMessage.orderNotFound);
    const unpaid = await unpaidFeeHoldings(this.db, orderId, this.now());
    if (unpaid.quantities.size === 0 && unpaid.promised === 0) return order;
    return {
      ...order,
      promisedRefunds: order.promisedRefunds - unpaid.promised,
      items: order.items.map((i) => ({
        ...i,
        qtyEffected: i.qtyEffected + (unpaid.quantities.get(i.orderItemId) ?? 0),
      })),
    };
  }

  async orderForRevoke(member: Member, orderId: number): Promise<OrderForRevoke> {
    const order = await this.visibleOrder(member, orderId);
    const usedStb = await this.usedSmartBooks(order).catch(() => new Set<number>());
    const payer = order.memberId === member.memberId;
    const checksAll = member.profile.account.loginType === 'P' || payer;
    const ownStudents = new Set(member.profile.acl.map((a) => a.stdId));
    const items = order.items
      .filter((i) => i.shown)
      .map((i) => {
        const refundable = !usedStb.has(i.orderItemId);
        const revocable = i.qtyEffected > 0 && refundable;
        const own = i.cdi !== null && ownStudents.has(i.cdi.stdId);
        return {
          orderItemId: i.orderItemId,
          productId: i.productId,
          displayName: i.displayName,
          imageUrl: i.imageUrl,
          qtyOrigin: i.qty,
          qtyEffected: i.qtyEffected,
          refundable,
          cdi: i.cdi,
          sellPrice: i.sellPrice,
          isStb: i.isStb,
          revocable,
          checked: revocable && (checksAll || own),
        };
      });
    return {
      orderId: order.orderId,
      memberId: order.memberId,
      orderedDatetime: order.orderedAt.toISOString(),
      paidDatetime: order.paidAt?.toISOString() ?? null,
      items,
      hiddenItemCount: order.hiddenItemCount,
      canRevoke: payer && revocableOrder(order, this.now()) && items.some((i) => i.revocable),
      sentShipping: order.shipped,
      paymentTypeCd: order.paymentTypeCd as PaymentTypeCd | null,
      isOversea: order.isOversea,
      deliveredDatetime: order.deliveredAt?.toISOString() ?? null,
      returnDeadlines:
        order.deliveredAt && !order.withdrawalException
          ? {
              changeOfMind: returnDeadline('단순변심', order.deliveredAt),
              shopFault: returnDeadline('상품불량', order.deliveredAt),
            }
          : null,
      changeOfMindFee: order.changeOfMindFee,
    };
  }

  async calculate(member: Member, inputs: RecallInputs): Promise<RecallCalculation> {
    const order = payersOnly(member, await this.visibleOrder(member, inputs.orderId));
    const plan = planRefund(order, inputs.recallItems, this.now(), inputs.recallReasonCd);
    await this.assertEscrowWhole(order.orderId, plan);
    await this.assertSmartBooksRefundable(order, plan);
    const { lines: _lines, wholeOrder: _whole, ...calculation } = plan;
    return calculation;
  }

  /** Creates the request once per Idempotency-Key; a card cancel is refunded right after. */
  async create(
    member: Member,
    inputs: CreateInputs,
    idem: { scope: string; key: string | undefined; body: unknown },
  ): Promise<{
    revokeId: number;
    revokeTypeCd: '취소' | '반품';
    revokeProgressCd: RevokeProgressCd;
    recallFee: number;
    refundTotal: number;
  }> {
    const v = visibilityOf(member);
    const commit = () =>
      runIdempotent(
        this.db,
        { memberId: member.memberId, ...idem },
        async () => {
          // outside calls first (no writes): smart-book state and the recall address
          const order = payersOnly(member, await this.visibleOrder(member, inputs.orderId));
          const plan = planRefund(order, inputs.recallItems, this.now(), inputs.recallReasonCd);
          await this.assertEscrowWhole(order.orderId, plan);
          await this.assertSmartBooksRefundable(order, plan);
          const request = await this.requestDetails(member, order, plan, inputs);
          return { request };
        },
        async (tx, { request }) => {
          await withdrawUnpaidFees(tx, inputs.orderId, this.now());
          const order = await lockRevokeOrder(tx, v, inputs.orderId);
          if (!order) throw notFound(RevokeMessage.orderNotFound);
          // checked again on the locked rows: two requests never take more than qtyEffected
          const plan = planRefund(order, inputs.recallItems, this.now(), inputs.recallReasonCd);
          const progress = initialProgress(plan);
          const revokeId = await writeRevoke(tx, plan, { ...request, progress });
          if (progress === RevokeProgress.done) await settleOrderAfterRefund(tx, order.orderId);
          return {
            revokeId,
            revokeTypeCd: plan.revokeTypeCd,
            revokeProgressCd: progress,
            recallFee: plan.recallFee,
            refundTotal: plan.refundTotal,
          };
        },
      );
    // a card cancel is refunded once the request is stored; a refund that cannot start leaves
    // the request in 환불지시 (the answer says so), never an error after the commit
    return commitThenSettle(
      commit,
      async (created) => {
        if (
          created.revokeProgressCd !== RevokeProgress.instructed ||
          created.revokeTypeCd !== '취소' ||
          (await orderPaymentType(this.db, inputs.orderId)) !== '신용카드'
        ) {
          return created;
        }
        const outcome = await this.deps.refunds.refundToCard(created.revokeId, RevokeProgress.auto);
        return {
          ...created,
          revokeProgressCd: outcome.ok ? RevokeProgress.auto : RevokeProgress.instructed,
        };
      },
      (created, err) => {
        this.deps.log?.(err);
        return created;
      },
    );
  }

  /**
   * The gateway's limit on 구매안전서비스 (decision 0467): until the buyer confirms, the gateway
   * refunds an escrow payment whole, never in part, so a request must take the whole order.
   */
  private async assertEscrowWhole(orderId: number, plan: RefundPlan): Promise<void> {
    if (plan.wholeOrder || !(await escrowHolds(this.db, orderId))) return;
    throw new AppError(409, EscrowErrorCode.wholeOnly, EscrowMessage.wholeOnly);
  }

  /** The refund account and the recall address the request needs, checked. */
  private async requestDetails(
    member: Member,
    order: RevokeOrder,
    plan: RefundPlan,
    inputs: CreateInputs,
  ): Promise<Omit<NewRevoke, 'progress'>> {
    const refusal = firstRevokeRefusal({
      needsRefundAccount: plan.needsRefundAccount,
      bankName: inputs.bankName ?? null,
      bankAccount: inputs.bankAccount ?? null,
      bankAccountName: inputs.bankAccountName ?? null,
      needsRecall: plan.needsRecall,
      deliveryId: inputs.deliveryId ?? null,
      recallFee: plan.recallFee,
      paymentTypeCd: inputs.paymentTypeCd ?? null,
    });
    if (refusal) throw badRequest(refusal.message, refusal.field);
    const bank: NewRevoke['bank'] = plan.needsRefundAccount
      ? {
          bankName: inputs.bankName?.trim() ?? '',
          bankAccount: inputs.bankAccount?.trim() ?? '',
          bankAccountName: inputs.bankAccountName?.trim() ?? '',
        }
      : null;
    let recall: NewRevoke['recall'] = null;
    if (plan.needsRecall && inputs.deliveryId) {
      let saved;
      try {
        saved = await this.deps.addressBook.find(member.memberId, inputs.deliveryId);
      } catch (err) {
        if (err instanceof AddressBookUnavailable) {
          throw new AppError(503, ErrorCode.internal, RevokeMessage.addressBookUnavailable);
        }
        throw err;
      }
      if (!saved) throw badRequest(RevokeMessage.recallAddress, 'deliveryId');
      const missing = savedAddressRefusal(saved);
      if (missing) throw new AppError(400, ErrorCode.address, missing.message, missing.field);
      recall = {
        deliveryId: saved.deliveryId,
        name: saved.name,
        email: null,
        mobile: saved.mobile,
        mobile2: saved.mobile2,
        tel: saved.tel,
        zipcode: saved.zipcode,
        addr1: saved.addr1,
        addr2: saved.addr2,
      };
    }
    const refundTypeCd =
      plan.refundTotal === 0 ? 'None' : order.paymentTypeCd === '가상계좌' ? 'Bank' : 'Card';
    return {
      orderId: order.orderId,
      memberId: member.memberId,
      refundTypeCd,
      reason: plan.needsRecall ? (inputs.recallReasonCd ?? null) : null,
      bank,
      recall,
      deliveryNote: plan.needsRecall ? inputs.deliveryNote?.trim() || null : null,
    };
  }

  /** Order items that are smart books a student already opened in class. */
  private async usedSmartBooks(order: RevokeOrder): Promise<Set<number>> {
    const stb = order.items.filter((i) => i.isStb && i.cdi);
    const byStudent = new Map<number, typeof stb>();
    for (const i of stb) byStudent.set(i.cdi!.stdId, [...(byStudent.get(i.cdi!.stdId) ?? []), i]);
    const used = new Set<number>();
    await Promise.all(
      [...byStudent].map(async ([stdId, items]) => {
        const usage = await this.deps.classRecords.ebookUsage(
          stdId,
          items.map((i) => i.productId),
        );
        if (!usage) throw new ClassRecordsUnavailable(`unknown student ${stdId}`);
        for (const i of items) if (usage.get(i.productId)) used.add(i.orderItemId);
      }),
    );
    return used;
  }

  /**
   * Smart books of the request: refused when used in class, and when the class records cannot
   * tell (down, unknown student, or an e-book bought for no student).
   */
  private async assertSmartBooksRefundable(order: RevokeOrder, plan: RefundPlan): Promise<void> {
    const chosen = new Set(plan.lines.filter((l) => l.isStb).map((l) => l.orderItemId));
    if (chosen.size === 0) return;
    const items = order.items.filter((i) => chosen.has(i.orderItemId));
    if (items.some((i) => !i.cdi)) throw stbUnknown();
    let used: Set<number>;
    try {
      used = await this.usedSmartBooks({ ...order, items });
    } catch (err) {
      if (err instanceof ClassRecordsUnavailable) throw stbUnknown();
      throw err;
    }
    if (used.size > 0) throw stbUsed();
  }
}

/**
 * A refund goes back to the payment it came from, so only the member who placed (and paid) the
 * order asks for one; a family member who sees the order reads it (docs/decisions/0324).
 */
function payersOnly(member: Member, order: RevokeOrder): RevokeOrder {
  if (order.memberId !== member.memberId) {
    throw new AppError(403, ErrorCode.forbidden, RevokeMessage.payerOnly);
  }
  return order;
}

/**
 * Where a new request starts: a return fee to pay first; a return waits for the goods; a
 * cancel with money to give back waits for its refund (card: made at once, right after the
 * write; virtual account: finance's transfer; ARS: the ARS service's cancel, by staff).
 */
function initialProgress(plan: RefundPlan): RevokeProgressCd {
  if (plan.recallFee > 0) return RevokeProgress.feeWaiting;
  if (plan.revokeTypeCd === '반품') return RevokeProgress.recalling;
  return plan.refundTotal === 0 ? RevokeProgress.done : RevokeProgress.instructed;
}
