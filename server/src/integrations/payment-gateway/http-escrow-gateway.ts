import { z } from 'zod';
import { refusedUnless, seoulInstant } from './gateway-answers.ts';
import { sha256Hex, verifyNotification } from './gateway-signing.ts';
import { callMerchantApi, type MerchantApiOptions } from './gateway-transport.ts';
import type {
  EscrowDecision,
  EscrowDelivery,
  EscrowGateway,
  EscrowStatus,
} from './escrow-gateway.ts';
import { GatewayUnavailable, NotificationRefused } from './payment-gateway.ts';

export interface HttpEscrowGatewayOptions extends MerchantApiOptions {
  /** Standard-payment host, where the buyer's page is (config urls.pg). */
  stdPayUrl: string;
  signKey: string;
  notiSecret: string;
  now?: () => Date;
}

const inquiry = z.object({
  tid: z.string(),
  escrowStatus: z.enum(['waiting', 'registered', 'confirmed', 'rejected']),
  dlvRegDate: z.string(),
  decidedBy: z.enum(['buyer', 'auto', '']),
  decideDate: z.string(),
  rejectReason: z.string(),
});

const instantOrNull = (compact: string) => (compact ? seoulInstant(compact) : null);

/** The gateway's escrow service over HTTP (protocol note in escrow-gateway.ts). */
export class HttpEscrowGateway implements EscrowGateway {
  private readonly now: () => Date;

  constructor(private readonly options: HttpEscrowGatewayOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async registerDelivery(delivery: EscrowDelivery): Promise<{ registeredAt: Date }> {
    const answer = await this.call('escrowDelivery', {
      tid: delivery.tid,
      exCode: delivery.carrier,
      invoice: delivery.invoice,
      dlvDate: delivery.shippedOn.replaceAll('-', ''),
    });
    refusedUnless(answer, '00');
    return { registeredAt: seoulInstant(String(answer.dlvRegDate ?? '')) };
  }

  async inquire(tid: string): Promise<EscrowStatus> {
    const answer = await this.call('escrowInquiry', { tid });
    refusedUnless(answer, '00');
    const parsed = inquiry.safeParse(answer);
    if (!parsed.success) throw new GatewayUnavailable('gateway: unexpected escrow inquiry answer');
    const a = parsed.data;
    return {
      tid: a.tid,
      state: a.escrowStatus,
      registeredAt: instantOrNull(a.dlvRegDate),
      decidedBy: a.decidedBy || null,
      decidedAt: instantOrNull(a.decideDate),
      rejectReason: a.rejectReason,
    };
  }

  decisionPageUrl(request: { tid: string; returnUrl: string }): string {
    const { mid, signKey } = this.options;
    const timestamp = String(this.now().getTime());
    const hashData = sha256Hex(
      `mid=${mid}&returnUrl=${request.returnUrl}&signKey=${signKey}&tid=${request.tid}&timestamp=${timestamp}`,
    );
    const query = new URLSearchParams({ mid, tid: request.tid, timestamp, hashData });
    query.set('returnUrl', request.returnUrl);
    return `${this.options.stdPayUrl}/escrow/confirm?${query.toString()}`;
  }

  readDecision(posted: Record<string, unknown>): EscrowDecision {
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(posted)) {
      if (typeof value !== 'string') throw new NotificationRefused(`field ${name} is not text`);
      fields[name] = value;
    }
    if (!verifyNotification(fields, 'noti_sign', this.options.notiSecret)) {
      throw new NotificationRefused('bad signature');
    }
    const { type_msg, id_merchant, no_tid, no_oid, escrow_status, decided_by, dt_decide } = fields;
    if (type_msg !== 'ESCROW' || id_merchant !== this.options.mid) {
      throw new NotificationRefused('not an escrow decision of this merchant');
    }
    if (!no_tid || !no_oid || (escrow_status !== 'confirm' && escrow_status !== 'reject')) {
      throw new NotificationRefused('missing tid, order number or decision');
    }
    if (decided_by !== 'buyer' && decided_by !== 'auto') {
      throw new NotificationRefused('bad decided_by');
    }
    let decidedAt: Date;
    try {
      decidedAt = seoulInstant(dt_decide ?? '');
    } catch {
      throw new NotificationRefused('bad decision time');
    }
    return {
      tid: no_tid,
      orderNumber: no_oid,
      decision: escrow_status,
      decidedBy: decided_by,
      decidedAt,
      rejectReason: fields.reject_reason ?? '',
    };
  }

  private call(type: string, data: Record<string, string>) {
    return callMerchantApi(this.options, this.now(), { path: 'escrow', type, data });
  }
}
