import type { FastifyPluginAsync } from 'fastify';
import type { SimulatorOptions, SimulatorPlugin } from '../host.ts';
import { FaultPlan } from '../fault-plan.ts';
import { html, page, won } from '../html-page.ts';
import { NotificationSender } from '../notification-sender.ts';
import { approvalRoutes } from './approval-api.ts';
import { cashReceiptRoutes } from './cash-receipts.ts';
import { depositNow } from './deposit-notifications.ts';
import { escrowRoutes } from './escrow.ts';
import { paymentWindowRoutes } from './payment-windows.ts';
import { pgControlRoutes } from './pg-control.ts';
import { PgLedger, type Merchant } from './pg-ledger.ts';
import { receiptPageRoutes } from './receipt-page.ts';
import { refundApiRoutes } from './refund-api.ts';
import { ACCENT } from './window-pages.ts';

const DEFAULT_SECRET = 'dev-only-secret-change-me';

/**
 * The card payment gateway (INTEGRATIONS.md §4), modelled on the Korean standard-payment
 * protocol. One merchant, configured from the same environment as the shop (PG_MID, PG_SIGN_KEY,
 * PG_API_KEY, PG_NOTI_SECRET). Paths:
 * - `/stdjs/INIStdPay.js`, `/stdpay/window` (PC window), `/smart/payment` (mobile window),
 *   `/window/decide` (the person's decision): pages;
 * - `/api/payAuth`, `/api/netCancel`, `/smart/api/payReq`, `/smart/api/netCancel`: approval;
 * - `/v2/pg/refund`, `/v2/pg/inquiry`, `/v2/pg/settlement`, `/v2/pg/receipt` (현금영수증),
 *   `/v2/pg/escrow` (구매안전서비스: delivery registration, inquiry): merchant API;
 * - `/escrow/confirm` (the buyer's 구매확정 / 구매거절 page): decisions notified to the shop;
 * - `/receipt?noTid=…`: the card sales slip a buyer opens from the shop;
 * - `/_control/...`: tests; `/` lists the transactions and lets a person make a deposit.
 */
const plugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const merchant = (): Merchant => ({
    mid: process.env.PG_MID ?? 'INIpayTest',
    name: process.env.SHOP_NAME ?? '아카데미 북몰',
    signKey: process.env.PG_SIGN_KEY ?? DEFAULT_SECRET,
    apiKey: process.env.PG_API_KEY ?? DEFAULT_SECRET,
    notiSecret: process.env.PG_NOTI_SECRET ?? DEFAULT_SECRET,
    pcNotiUrl: process.env.PG_PC_NOTI_URL ?? `${options.shopUrl}/api/inicis/pc-noti-service-order`,
    escrowNotiUrl: process.env.PG_ESCROW_NOTI_URL ?? `${options.shopUrl}/api/inicis/escrow-noti`,
    escrowConfirmDays: Number(process.env.PG_ESCROW_CONFIRM_DAYS ?? 7),
  });
  const ledger = new PgLedger(merchant());
  const sender = new NotificationSender();
  const faults = new FaultPlan();
  faults.install(app, {
    affects: (path) => path.includes('/api/') || path.includes('/v2/pg/'),
    onReset: () => {
      ledger.reset();
      Object.assign(ledger.merchant, merchant());
      sender.reset();
    },
  });
  app.addHook('onClose', async () => sender.stop());

  paymentWindowRoutes(app, ledger);
  approvalRoutes(app, ledger);
  refundApiRoutes(app, ledger);
  pgControlRoutes(app, ledger, sender);
  receiptPageRoutes(app, ledger);
  cashReceiptRoutes(app, ledger);
  escrowRoutes(app, ledger, sender);

  app.get<{ Querystring: { msg?: string } }>('/', async (request, reply) => {
    const rows = [...ledger.transactions.values()].reverse().map(
      (tx) =>
        html`<tr>
          <td><code>${tx.window.oid}</code><br /><span class="hint">${tx.tid}</span></td>
          <td>${tx.window.payMethod === 'Card' ? '카드' : '가상계좌'} · ${won(tx.window.price)}</td>
          <td>
            ${tx.status}${tx.vbank ? html`<br /><span class="hint">${tx.vbank.bankName} ${tx.vbank.accountNumber}</span>` : ''}
          </td>
          <td>
            ${tx.status === 'vbankIssued' ? html`<form method="post" action="${app.prefix}/console/deposit"><input type="hidden" name="tid" value="${tx.tid}" /><button type="submit">입금하기</button></form>` : ''}
          </td>
        </tr>`,
    );
    return reply.type('text/html; charset=utf-8').send(
      page(
        { title: '결제 게이트웨이 (시뮬레이터)', accent: ACCENT },
        html`<h1>거래 내역</h1>
          <p class="hint">
            상점아이디 <code>${ledger.merchant.mid}</code> · 가상계좌 입금 통보 (PC):
            <code>${ledger.merchant.pcNotiUrl}</code> ·
            <a href="${app.prefix}/receipts">현금영수증 발급 내역</a>
          </p>
          ${request.query.msg ? html`<p class="notice" role="status">${request.query.msg}</p>` : ''}
          ${
            rows.length
              ? html`<table>
                  <thead>
                    <tr>
                      <th>주문</th>
                      <th>결제</th>
                      <th>상태</th>
                      <th></th>
                    </tr>
                  </thead>
                  <tbody>
                    ${rows}
                  </tbody>
                </table>`
              : html`<p>아직 거래가 없습니다.</p>`
          }`,
      ),
    );
  });

  /** The demo's "bank": deposits the full amount into an issued account and notifies the shop. */
  app.post<{ Body: { tid?: string } }>('/console/deposit', async (request, reply) => {
    const result = await depositNow(
      ledger,
      sender,
      ledger.transactions.get(request.body?.tid ?? ''),
      {},
    );
    const msg =
      typeof result === 'string'
        ? `입금할 수 없습니다: ${result}`
        : result.delivered
          ? '입금되었고 상점이 통보를 받았습니다 (OK).'
          : `입금되었습니다. 상점이 통보를 확인하지 않아 다시 보냅니다. (${result.attempts.at(-1)?.answer ?? ''})`;
    return reply.redirect(`${app.prefix}/?msg=${encodeURIComponent(msg)}`, 303);
  });
};

export const pgSimulator: SimulatorPlugin = {
  prefix: 'pg',
  title: '카드 결제 게이트웨이 (표준결제)',
  plugin,
};
