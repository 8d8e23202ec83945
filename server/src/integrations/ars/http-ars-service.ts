import type { Won } from '@shop/contract/common.ts';
import { vatOf, type TaxSplit } from '@shop/contract/tax-split.ts';
import { z } from 'zod';
import {
  ArsNotificationRefused,
  ArsRefused,
  ArsTimeout,
  ArsUnavailable,
  type ArsNotification,
  type ArsPaymentRequest,
  type ArsReceipt,
  type ArsService,
  type ArsStatus,
} from './ars-service.ts';
import { fromSeoulCompactTime, seoulCompactTime } from '../../lib/seoul-time.ts';
import { signArsForm, verifyArsForm } from './ars-signing.ts';

export interface HttpArsOptions {
  baseUrl: string;
  shopId: string;
  secret: string;
  timeoutMs?: number;
  now?: () => Date;
}

const instant = z.string().transform((s, ctx) => {
  const at = fromSeoulCompactTime(s);
  if (!at) ctx.addIssue({ code: 'custom', message: 'YYYYMMDDhhmmss' });
  return at ?? new Date(0);
});
const optionalInstant = z.string().transform((s) => (s ? fromSeoulCompactTime(s) : null));
const won = z.coerce.number().int().nonnegative();
const orNull = z.string().transform((s) => s || null);

const receipt = z.object({ request_id: z.string(), ars_number: z.string(), expires_at: instant });
const status = z.object({
  request_id: z.string(),
  order_no: z.string(),
  status: z.enum(['pending', 'approved', 'cancelled', 'expired']),
  amount: won,
  remaining: won,
  tid: orNull,
  approval_no: orNull,
  approved_at: optionalInstant,
  card_name: orNull,
  expires_at: instant,
  cancel_reason: orNull,
});

function statusOf(s: z.infer<typeof status>): ArsStatus {
  return {
    requestId: s.request_id,
    orderNumber: s.order_no,
    state: s.status,
    amount: s.amount,
    remaining: s.remaining,
    tid: s.tid,
    approvalNumber: s.approval_no,
    approvedAt: s.approved_at,
    cardName: s.card_name,
    expiresAt: s.expires_at,
    cancelReason: s.cancel_reason,
  };
}

/** The ARS service over HTTP (protocol note in ars-service.ts). */
export class HttpArsService implements ArsService {
  private readonly now: () => Date;

  constructor(private readonly options: HttpArsOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async requestPayment(request: ArsPaymentRequest): Promise<ArsReceipt> {
    const answer = await this.call('request', {
      order_no: request.orderNumber,
      amount: String(request.amount),
      tax_free_amount: String(request.split.taxFree),
      vat: String(vatOf(request.split.taxable)),
      phone: request.phone,
      product_name: request.productName,
      buyer_name: request.buyerName,
      noti_url: request.notiUrl,
    });
    const r = parse(receipt, answer);
    return { requestId: r.request_id, arsNumber: r.ars_number, expiresAt: r.expires_at };
  }

  async status(orderNumber: string): Promise<ArsStatus | null> {
    try {
      return statusOf(parse(status, await this.call('status', { order_no: orderNumber })));
    } catch (err) {
      if (err instanceof ArsRefused && err.code === '3001') return null;
      throw err;
    }
  }

  async cancel(request: {
    orderNumber: string;
    part?: { amount: Won; split: TaxSplit };
    reason: string;
  }): Promise<ArsStatus & { cancelledAmount: Won }> {
    const { part } = request;
    const answer = await this.call('cancel', {
      order_no: request.orderNumber,
      cancel_amount: part ? String(part.amount) : '',
      ...(part
        ? {
            tax_free_amount: String(part.split.taxFree),
            vat: String(vatOf(part.split.taxable)),
          }
        : {}),
      reason: request.reason,
    });
    const parsed = parse(status.extend({ cancelled_amount: won }), answer);
    return { ...statusOf(parsed), cancelledAmount: parsed.cancelled_amount };
  }

  readNotification(posted: Record<string, unknown>): ArsNotification {
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(posted)) {
      if (typeof value !== 'string') throw new ArsNotificationRefused(`field ${name} is not text`);
      fields[name] = value;
    }
    if (!verifyArsForm(fields, this.options.secret))
      throw new ArsNotificationRefused('bad signature');
    if (fields.shop_id !== this.options.shopId) throw new ArsNotificationRefused('another shop');
    const parsed = notification.safeParse(fields);
    if (!parsed.success) throw new ArsNotificationRefused(`bad fields: ${parsed.error.message}`);
    const n = parsed.data;
    return {
      status: n.status,
      requestId: n.request_id,
      orderNumber: n.order_no,
      amount: n.amount,
      tid: n.tid,
      approvalNumber: n.approval_no,
      approvedAt: n.approved_at,
      cardName: n.card_name,
      maskedCardNumber: n.card_no,
      installmentMonths: Number(n.installment) || 0,
      cancelReason: n.cancel_reason || null,
      notifiedAt: n.noti_at,
    };
  }

  private async call(
    name: string,
    fields: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    const form = signArsForm(
      { ...fields, shop_id: this.options.shopId, timestamp: seoulCompactTime(this.now()) },
      this.options.secret,
    );
    const timeoutMs = this.options.timeoutMs ?? 5000;
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.options.baseUrl}/api/v1/ars/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ArsTimeout(`ARS: no answer within ${timeoutMs} ms`);
      }
      throw new ArsUnavailable(`ARS: ${(err as Error).message}`);
    }
    if (!res.ok) throw new ArsUnavailable(`ARS: HTTP ${res.status}`);
    let answer: Record<string, unknown>;
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new ArsUnavailable('ARS: answer is not JSON');
    }
    if (answer.result_code !== '0000') {
      throw new ArsRefused(String(answer.result_code ?? '?'), String(answer.result_msg ?? ''));
    }
    return answer;
  }
}

const notification = z.object({
  status: z.enum(['APPROVED', 'CANCELLED']),
  request_id: z.string().min(1),
  order_no: z.string().min(1),
  amount: won,
  tid: z.string().min(1),
  approval_no: z.string(),
  approved_at: instant,
  card_name: z.string(),
  card_no: z.string(),
  installment: z.string(),
  cancel_reason: z.string().default(''),
  noti_at: instant,
});

function parse<T>(schema: z.ZodType<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw new ArsUnavailable(`ARS: unexpected answer (${result.error.message})`);
  return result.data;
}
