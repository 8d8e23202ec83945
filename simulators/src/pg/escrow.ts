import type { FastifyInstance, FastifyReply } from 'fastify';
import { html, page, won } from '../html-page.ts';
import type { NotificationSender } from '../notification-sender.ts';
import { notificationSign, sameText, sha256 } from './pg-hashes.ts';
import { compactTime, type PgLedger, type Transaction } from './pg-ledger.ts';
import { ok, refused, signedApi, type Answer } from './refund-api.ts';
import { ACCENT } from './window-pages.ts';

/**
 * 구매안전서비스 (escrow, INTEGRATIONS.md §7), modelled on the gateway's escrow service: a payment
 * whose window asked for it (`acceptmethod` useescrow, mobile `P_RESERVED` useescrow=Y) keeps the
 * money until the buyer decides. After shipping the merchant registers the delivery (carrier,
 * invoice, date: `/v2/pg/escrow` type escrowDelivery, signed as the rest of the merchant API);
 * the buyer confirms (구매확정) or rejects (구매거절) on the gateway's own page
 * (`/escrow/confirm`, a link the merchant signs with its sign key), and the gateway notifies the
 * merchant's escrow URL (signed form, repeated until `OK`). A buyer silent for the merchant's
 * period after the registration counts as having confirmed (seen by the inquiry,
 * escrowInquiry, and notified by the control surface's sweep). Until a confirmation the
 * transaction refunds whole, never in part (refund-api.ts, R402).
 */

export interface EscrowRecord {
  delivery: { carrier: string; invoice: string; shippedDate: string; registeredAt: Date } | null;
  decision: { kind: 'confirm' | 'reject'; by: 'buyer' | 'auto'; at: Date; reason: string } | null;
}

export const ESCROW_REFUSAL = {
  notEscrow: ['E101', '에스크로 거래가 아닙니다.'],
  notPaid: ['E102', '입금(결제) 완료 전에는 배송을 등록할 수 없습니다.'],
  decided: ['E103', '구매확정 또는 구매거절된 거래입니다.'],
  refunded: ['E104', '취소된 거래입니다.'],
  delivery: ['E105', '배송 정보(exCode, invoice, dlvDate)가 올바르지 않습니다.'],
  tid: ['R200', '존재하지 않는 거래입니다.'],
} as const;

const DAY_MS = 86_400_000;
/** A signed confirmation link is good for this long. */
const LINK_TTL_MS = 60 * 60_000;

/** Money the buyer has not released: such a transaction refunds whole only. */
export function escrowHeld(tx: Transaction): boolean {
  return tx.escrow !== null && tx.escrow.decision?.kind !== 'confirm';
}

/** The buyer's silence after the period counts as confirmation; true when it just did. */
function settleSilence(ledger: PgLedger, tx: Transaction): boolean {
  const e = tx.escrow;
  if (!e?.delivery || e.decision || tx.status !== 'deposited') return false;
  const due = e.delivery.registeredAt.getTime() + ledger.merchant.escrowConfirmDays * DAY_MS;
  if (ledger.now().getTime() < due) return false;
  e.decision = { kind: 'confirm', by: 'auto', at: new Date(due), reason: '' };
  return true;
}

function escrowState(tx: Transaction): string {
  const e = tx.escrow!;
  if (e.decision) return e.decision.kind === 'confirm' ? 'confirmed' : 'rejected';
  return e.delivery ? 'registered' : 'waiting';
}

function register(ledger: PgLedger, tx: Transaction, data: Record<string, unknown>): Answer {
  if (!tx.escrow) return refused(ESCROW_REFUSAL.notEscrow);
  if (tx.status === 'refunded') return refused(ESCROW_REFUSAL.refunded);
  if (tx.status !== 'deposited') return refused(ESCROW_REFUSAL.notPaid);
  settleSilence(ledger, tx);
  if (tx.escrow.decision) return refused(ESCROW_REFUSAL.decided);
  const { exCode, invoice, dlvDate } = data;
  if (
    typeof exCode !== 'string' ||
    !exCode ||
    typeof invoice !== 'string' ||
    !/^[0-9A-Za-z-]{6,30}$/.test(invoice) ||
    typeof dlvDate !== 'string' ||
    !/^\d{8}$/.test(dlvDate)
  ) {
    return refused(ESCROW_REFUSAL.delivery);
  }
  // a second registration corrects the invoice; the buyer's period runs from the first
  const registeredAt = tx.escrow.delivery?.registeredAt ?? ledger.now();
  tx.escrow.delivery = { carrier: exCode, invoice, shippedDate: dlvDate, registeredAt };
  return ok({ tid: tx.tid, dlvRegDate: compactTime(registeredAt) });
}

function inquiry(ledger: PgLedger, tx: Transaction): Answer {
  if (!tx.escrow) return refused(ESCROW_REFUSAL.notEscrow);
  settleSilence(ledger, tx);
  const { delivery, decision } = tx.escrow;
  return ok({
    tid: tx.tid,
    oid: tx.window.oid,
    escrowStatus: escrowState(tx),
    dlvRegDate: delivery ? compactTime(delivery.registeredAt) : '',
    invoice: delivery?.invoice ?? '',
    decidedBy: decision?.by ?? '',
    decideDate: decision ? compactTime(decision.at) : '',
    rejectReason: decision?.reason ?? '',
  });
}

/** The merchant's signature on a confirmation link: sha256 over mid, tid, timestamp and sign key. */
function linkSignature(ledger: PgLedger, tid: string, timestamp: string, returnUrl: string) {
  return sha256(
    `mid=${ledger.merchant.mid}&returnUrl=${returnUrl}&signKey=${ledger.merchant.signKey}&tid=${tid}&timestamp=${timestamp}`,
  );
}

type LinkFields = Record<
  'mid' | 'tid' | 'timestamp' | 'returnUrl' | 'hashData',
  string | undefined
>;

/** The transaction a signed, fresh link names, or why the page cannot open. */
function linkedTransaction(ledger: PgLedger, q: LinkFields): Transaction | string {
  if (q.mid !== ledger.merchant.mid) return '등록되지 않은 상점아이디(mid)입니다.';
  const tx = ledger.transactions.get(q.tid ?? '');
  if (!tx?.escrow) return '에스크로 거래를 찾을 수 없습니다.';
  if (!/^\d{13}$/.test(q.timestamp ?? '') || !q.returnUrl) return '요청 항목이 올바르지 않습니다.';
  if (Math.abs(Date.now() - Number(q.timestamp)) > LINK_TTL_MS) {
    return '만료된 요청입니다. 상점에서 다시 열어 주세요.';
  }
  if (!sameText(q.hashData, linkSignature(ledger, tx.tid, q.timestamp!, q.returnUrl))) {
    return '위변조 체크(hashData) 실패입니다.';
  }
  return tx;
}

function decisionFields(ledger: PgLedger, tx: Transaction): Record<string, string> {
  const d = tx.escrow!.decision!;
  const fields = {
    type_msg: 'ESCROW',
    id_merchant: ledger.merchant.mid,
    no_tid: tx.tid,
    no_oid: tx.window.oid,
    escrow_status: d.kind,
    decided_by: d.by,
    dt_decide: compactTime(d.at),
    reject_reason: d.reason,
  };
  return { ...fields, noti_sign: notificationSign(fields, ledger.merchant.notiSecret) };
}

const DECISION_LABEL = { confirm: '구매확정', reject: '구매거절' } as const;

export function escrowRoutes(
  app: FastifyInstance,
  ledger: PgLedger,
  sender: NotificationSender,
): void {
  const notify = (tx: Transaction) =>
    sender.send('escrow', ledger.merchant.escrowNotiUrl, decisionFields(ledger, tx));

  app.post(
    '/v2/pg/escrow',
    signedApi(ledger, ['escrowDelivery', 'escrowInquiry'], ({ type, data }) => {
      const tx = typeof data.tid === 'string' ? ledger.transactions.get(data.tid) : undefined;
      if (!tx) return refused(ESCROW_REFUSAL.tid);
      return type === 'escrowDelivery' ? register(ledger, tx, data) : inquiry(ledger, tx);
    }),
  );

  const sendPage = (reply: FastifyReply, body: ReturnType<typeof html>, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(page({ title: '구매안전서비스 구매확인 (시뮬레이터)', accent: ACCENT }, body));

  /** The buyer's page: the payment, the delivery, and 구매확정 / 구매거절. */
  app.get<{ Querystring: LinkFields }>('/escrow/confirm', async (request, reply) => {
    const tx = linkedTransaction(ledger, request.query);
    if (typeof tx === 'string') return sendPage(reply, html`<p role="alert">${tx}</p>`, 400);
    settleSilence(ledger, tx);
    const { delivery, decision } = tx.escrow!;
    const q = request.query;
    const hidden = (['mid', 'tid', 'timestamp', 'returnUrl', 'hashData'] as const).map(
      (name) => html`<input type="hidden" name="${name}" value="${q[name] ?? ''}" />`,
    );
    const state = decision
      ? html`<p class="notice" role="status">
          ${DECISION_LABEL[decision.kind]}된
          거래입니다${decision.by === 'auto' ? ' (기간 경과 자동 구매확정)' : ''}.
        </p>`
      : !delivery
        ? html`<p class="notice" role="status">판매자가 아직 배송을 등록하지 않았습니다.</p>`
        : html`<form method="post" action="${app.prefix}/escrow/decide">
            ${hidden}
            <p>
              상품을 받으셨으면 구매확정을 눌러 주세요. 구매확정 후 결제대금이 판매자에게
              지급됩니다.
            </p>
            <label for="reason">구매거절 사유 (구매거절 시)</label>
            <input id="reason" name="reason" maxlength="100" />
            <div class="row">
              <button type="submit" name="decision" value="confirm">구매확정</button>
              <button type="submit" name="decision" value="reject" class="secondary">
                구매거절
              </button>
            </div>
          </form>`;
    return sendPage(
      reply,
      html`<h1>구매안전서비스 구매확인</h1>
        <table>
          <tr>
            <th>상점</th>
            <td>${ledger.merchant.name}</td>
          </tr>
          <tr>
            <th>주문번호</th>
            <td><code>${tx.window.oid}</code></td>
          </tr>
          <tr>
            <th>상품</th>
            <td>${tx.window.goodName}</td>
          </tr>
          <tr>
            <th>결제금액</th>
            <td>${won(tx.window.price)}</td>
          </tr>
          <tr>
            <th>배송</th>
            <td>
              ${delivery ? `${delivery.carrier} ${delivery.invoice} (${delivery.shippedDate})` : '-'}
            </td>
          </tr>
        </table>
        ${state}
        <p class="hint"><a href="${q.returnUrl ?? ''}">상점으로 돌아가기</a></p>`,
    );
  });

  app.post<{ Body: LinkFields & { decision?: string; reason?: string } }>(
    '/escrow/decide',
    async (request, reply) => {
      const body = request.body ?? ({} as LinkFields);
      const tx = linkedTransaction(ledger, body);
      if (typeof tx === 'string') return sendPage(reply, html`<p role="alert">${tx}</p>`, 400);
      const kind =
        body.decision === 'reject' ? 'reject' : body.decision === 'confirm' ? 'confirm' : null;
      settleSilence(ledger, tx);
      const e = tx.escrow!;
      if (!kind || !e.delivery || e.decision || tx.status !== 'deposited') {
        return sendPage(reply, html`<p role="alert">구매확인을 할 수 없는 거래입니다.</p>`, 409);
      }
      e.decision = {
        kind,
        by: 'buyer',
        at: ledger.now(),
        reason: (body.reason ?? '').slice(0, 100),
      };
      await notify(tx);
      return reply.redirect(body.returnUrl!, 303);
    },
  );

  /**
   * 구매안전서비스 가입사실 확인: what a buyer following the shop's footer link reads (decision 0469).
   */
  app.get<{ Querystring: { mid?: string } }>('/escrow/mark', async (request, reply) => {
    if (request.query.mid !== ledger.merchant.mid) {
      return sendPage(reply, html`<p role="alert">등록되지 않은 상점아이디(mid)입니다.</p>`, 404);
    }
    return sendPage(
      reply,
      html`<h1>구매안전서비스 가입사실 확인</h1>
        <table>
          <tr>
            <th>상호</th>
            <td>${ledger.merchant.name}</td>
          </tr>
          <tr>
            <th>상점아이디</th>
            <td><code>${ledger.merchant.mid}</code></td>
          </tr>
          <tr>
            <th>서비스</th>
            <td>결제대금예치(에스크로)</td>
          </tr>
          <tr>
            <th>적용 결제수단</th>
            <td>무통장입금(가상계좌)</td>
          </tr>
          <tr>
            <th>구매확정 기간</th>
            <td>배송 등록 후 ${ledger.merchant.escrowConfirmDays}일</td>
          </tr>
        </table>
        <p class="hint">
          위 상점은 전자상거래법 제13조 제2항 제10호, 제24조에 따른 결제대금예치 서비스에 가입되어
          있습니다.
        </p>`,
    );
  });

  /** Tests and the demo: every silence past its period becomes a confirmation, notified. */
  app.post('/_control/escrow/sweep', async () => {
    const settled = [...ledger.transactions.values()].filter((tx) => settleSilence(ledger, tx));
    const records = await Promise.all(settled.map(notify));
    return { list: records.map((r) => ({ tid: r.fields.no_tid, delivered: r.delivered })) };
  });

  app.get('/_control/escrows', async () => ({
    list: [...ledger.transactions.values()]
      .filter((tx) => tx.escrow)
      .map((tx) => ({ tid: tx.tid, oid: tx.window.oid, state: escrowState(tx), ...tx.escrow })),
  }));
}
