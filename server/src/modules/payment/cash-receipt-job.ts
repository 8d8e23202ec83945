import type { Db } from '../../db/client.ts';
import {
  GatewayRefused,
  type PaymentGateway,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import {
  claimDueReceipts,
  markReceiptCancelled,
  markReceiptFailed,
  markReceiptIssued,
  releaseReceipt,
  replacedStillOpen,
  type CashReceiptRow,
} from './cash-receipt-queries.ts';

/** A run holds a row this long; a crashed run's rows are taken again after it. */
const LEASE_MS = 60_000;
/** After a failed call the row waits attempts × this (at most an hour) before the next. */
const RETRY_STEP_MS = 30_000;

/**
 * The receipt job: issues pending receipts and cancels those a refund ended, after the
 * transaction that wrote them committed; a call the gateway did not answer is tried again later
 * (the row waits), a refusal is kept with the gateway's message. Each row is leased by the run
 * that takes it, so two instances never send the same one at once; the issue call names the
 * receipt's own order number (`<payment>-R<id>`), which the gateway answers once.
 * Runs of one process follow each other (`runOnce` waits for the one in progress).
 */
export class CashReceiptJob {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly goodsName: (orderId: number) => Promise<string>,
  ) {}

  /** One pass; `now` (tests) stands for a later moment, when failed rows are due again. */
  runOnce(now?: Date): Promise<number> {
    const run = this.chain.then(() => this.pass(now ?? new Date()));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async pass(now: Date): Promise<number> {
    const rows = await claimDueReceipts(this.db, now, new Date(now.getTime() + LEASE_MS));
    // cancellations first: a remainder's receipt waits for the one it replaces
    rows.sort((a, b) => rank(a) - rank(b) || a.receiptId - b.receiptId);
    let done = 0;
    for (const row of rows) {
      try {
        if (row.status === 'cancelling') await this.cancel(row);
        else if (await replacedStillOpen(this.db, row)) {
          await releaseReceipt(this.db, row.receiptId);
          continue;
        } else await this.issue(row);
        done++;
      } catch (err) {
        const attempts = row.attempts + 1;
        await markReceiptFailed(this.db, row, {
          // a refused issue stays refused (the gateway's message says why); a cancel is retried
          refused: err instanceof GatewayRefused && row.status === 'pending',
          message:
            err instanceof GatewayRefused ? `[${err.code}] ${err.gatewayMessage}` : String(err),
          retryAt: new Date(now.getTime() + Math.min(attempts * RETRY_STEP_MS, 3_600_000)),
        });
      }
    }
    return done;
  }

  private async issue(row: CashReceiptRow): Promise<void> {
    const issued = await this.gateway.issueCashReceipt({
      orderNumber: `${row.orderNumber}-R${row.receiptId}`,
      amount: row.amount,
      split: { taxable: row.amount - row.taxFree, taxFree: row.taxFree },
      use: row.kind,
      identifier: row.identifier,
      goodsName: await this.goodsName(row.orderId),
      buyerName: '',
    });
    await markReceiptIssued(this.db, row.receiptId, issued);
  }

  private async cancel(row: CashReceiptRow): Promise<void> {
    try {
      await this.gateway.cancelCashReceipt(row.receiptTid ?? '', '주문 환불');
    } catch (err) {
      // the gateway already cancelled it (an earlier run whose answer was lost)
      if (!(err instanceof GatewayRefused && err.code === 'R605')) throw err;
    }
    await markReceiptCancelled(this.db, row.receiptId);
  }
}

const rank = (row: CashReceiptRow) => (row.status === 'cancelling' ? 0 : 1);
